import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
// @ts-expect-error: a plain ESM script without types, run by `npm run lint`.
import { crossings } from "./check-borders.mjs";

let root: string;
function file(relative: string, text: string) {
  const full = path.join(root, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

function checkout() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "kham-borders-"));
  file("apps/web/src/features/deposits/components/status-badge.tsx", "export const StatusBadge = 1;\n");
  file("apps/web/src/features/deposits/api/get-deposits.ts", "export const depositsQueryOptions = 1;\n");
  file("apps/server/src/modules/ledger/repository.ts", "export const appendLedgerEntry = 1;\n");
  file("apps/server/src/modules/ledger/service.ts", 'export { appendLedgerEntry } from "./repository.ts";\n');
}

describe("the border check of npm run lint", () => {
  it("refuses a web feature using another feature's component, and allows its query options", () => {
    checkout();
    file(
      "apps/web/src/features/withdrawals/components/history.tsx",
      'import { depositsQueryOptions } from "@/features/deposits/api/get-deposits";\n' +
        'import { StatusBadge } from "@/features/deposits/components/status-badge";\n',
    );
    expect(crossings(root)).toEqual([
      expect.stringContaining("withdrawals/components/history.tsx:2 uses deposits's components"),
    ]);
  });

  it("refuses a server module reaching past another module's service.ts, but not a type import", () => {
    checkout();
    file(
      "apps/server/src/modules/deposits/settlement.ts",
      'import type { LedgerKind } from "../ledger/repository.ts";\n' +
        'import { appendLedgerEntry } from "../ledger/repository.ts";\n' +
        'import { appendLedgerEntry as viaFace } from "../ledger/service.ts";\n',
    );
    expect(crossings(root)).toEqual([
      expect.stringContaining("settlement.ts:2 reaches into ledger/repository.ts"),
    ]);
  });

  it("refuses a plugin importing a module", () => {
    checkout();
    file("apps/server/src/plugins/tenancy.ts", 'import { x } from "../modules/agency/service.ts";\n');
    expect(crossings(root)).toEqual([expect.stringContaining("plugins/tenancy.ts:1 imports a module")]);
  });

  it("passes a checkout that keeps its borders", () => {
    checkout();
    expect(crossings(root)).toEqual([]);
  });
});
