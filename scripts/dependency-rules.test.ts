import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { cruise as depcruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractWebpackResolveConfig from "dependency-cruiser/config-utl/extract-webpack-resolve-config";
import { afterEach, describe, expect, it } from "vitest";

/*
 * The rules of .dependency-cruiser.cjs, as `npm run lint` runs them, on tiny checkouts made here:
 * each breaks one rule, and the cruise must fail naming it.
 */

const repo = path.resolve(import.meta.dirname, "..");
let root: string;

function file(relative: string, text: string) {
  const full = path.join(root, relative);
  fs.mkdirSync(path.dirname(full), { recursive: true });
  fs.writeFileSync(full, text);
}

/** A checkout that keeps every rule (a type import past a service too): two modules, a plugin, a web feature. */
function checkout() {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "kham-rules-"));
  file("apps/web/src/features/deposits/components/status-badge.tsx", "export const StatusBadge = 1;\n");
  file("apps/web/src/features/deposits/api/get-deposits.ts", "export const depositsQueryOptions = 1;\n");
  file("apps/server/src/db/client.ts", "export type Db = { tag: 'db' };\n");
  file("apps/server/src/plugins/csrf.ts", "export const csrf = 1;\n");
  file(
    "apps/server/src/modules/ledger/repository.ts",
    "export const insertEntry = 1;\nexport type LedgerKind = string;\n",
  );
  file(
    "apps/server/src/modules/ledger/service.ts",
    'import { insertEntry } from "./repository.ts";\nexport const appendLedgerEntry = insertEntry;\n',
  );
  file(
    "apps/server/src/modules/deposits/transfer.ts",
    'import type { Db } from "../../db/client.ts";\nimport type { LedgerKind } from "../ledger/repository.ts";\n' +
      'import { appendLedgerEntry } from "../ledger/service.ts";\n' +
      "export const transfer = (db: Db, kind: LedgerKind) => [db, kind, appendLedgerEntry];\n",
  );
}

/** Runs the lint's cruise on the checkout, in this process: its exit status and what it printed. */
async function cruise() {
  // Copied beside the checkout, the config resolves the checkout's "@/" as it does the repo's.
  const config = path.join(root, ".dependency-cruiser.cjs");
  fs.copyFileSync(path.join(repo, ".dependency-cruiser.cjs"), config);
  file("scripts/web-resolve.cjs", fs.readFileSync(path.join(repo, "scripts/web-resolve.cjs"), "utf8"));
  const options = await extractDepcruiseOptions(config);
  const resolve = await extractWebpackResolveConfig(path.join(root, "scripts/web-resolve.cjs"));
  const result = await depcruise(
    ["apps/server/src", "apps/web/src"],
    { ...options, outputType: "err", baseDir: root },
    resolve,
  );
  return { status: result.exitCode, output: String(result.output) };
}

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

describe("the dependency rules of npm run lint", { timeout: 60_000 }, () => {
  it("pass a checkout that keeps them", async () => {
    checkout();
    expect(await cruise()).toMatchObject({ status: 0 });
  });

  it("refuse an import circle, even one of types", async () => {
    checkout();
    file(
      "apps/server/src/modules/ledger/kinds.ts",
      'import type { Entry } from "./entries.ts";\nexport type Kind = Entry;\n',
    );
    file(
      "apps/server/src/modules/ledger/entries.ts",
      'import type { Kind } from "./kinds.ts";\nexport type Entry = Kind;\n',
    );
    const { status, output } = await cruise();
    expect(status).not.toBe(0);
    expect(output).toContain("no-circular");
    expect(output).toContain("modules/ledger/kinds.ts");
  });

  it("refuse an upward import: a plugin or the database using a module", async () => {
    checkout();
    file(
      "apps/server/src/plugins/tenancy.ts",
      'import { appendLedgerEntry } from "../modules/ledger/service.ts";\nexport const x = appendLedgerEntry;\n',
    );
    const { status, output } = await cruise();
    expect(status).not.toBe(0);
    expect(output).toContain("no-upward-import-of-modules");
    expect(output).toContain("plugins/tenancy.ts");
  });

  it("refuse a module reaching past another's service", async () => {
    checkout();
    file(
      "apps/server/src/modules/deposits/settlement.ts",
      'import { insertEntry } from "../ledger/repository.ts";\nexport const x = insertEntry;\n',
    );
    const { status, output } = await cruise();
    expect(status).not.toBe(0);
    expect(output).toContain("modules-meet-through-their-service");
    expect(output).toContain("deposits/settlement.ts → apps/server/src/modules/ledger/repository.ts");
  });

  it("refuse a service that re-exports", async () => {
    checkout();
    file("apps/server/src/modules/ledger/service.ts", 'export { insertEntry } from "./repository.ts";\n');
    const { status, output } = await cruise();
    expect(status).not.toBe(0);
    expect(output).toContain("a-service-is-no-barrel");
  });

  it("refuse a web feature using another feature's component, and allow its query options", async () => {
    checkout();
    file(
      "apps/web/src/features/withdrawals/components/history.tsx",
      'import { depositsQueryOptions } from "@/features/deposits/api/get-deposits";\n' +
        'import { StatusBadge } from "@/features/deposits/components/status-badge";\n' +
        "export const x = [depositsQueryOptions, StatusBadge];\n",
    );
    const { status, output } = await cruise();
    expect(status).not.toBe(0);
    expect(output).toContain("features-keep-their-components");
    expect(output).not.toContain("get-deposits");
  });
});
