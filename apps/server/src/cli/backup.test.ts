import fs from "node:fs";
import { readFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { buildApp } from "../app.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { ledgerEntries } from "../db/schema/ledger.ts";
import { players } from "../db/schema/players.ts";
import { auditLog } from "../db/schema/staff.ts";
import { fundedPlayer } from "../modules/withdrawals/test-support.ts";
import { ADMIN_TOKEN, buildTestApp, login, type TestApp, testConfig } from "../test/helper.ts";
import { runAdminCli } from "./admin.ts";

let folder: string;
let t: TestApp;
let url: string;
const usernames: string[] = [];

/** The migrated template as the source's first contents, so the folder need not be migrated from scratch. */
async function template(): Promise<Blob | undefined> {
  const file = inject("pgliteTemplate");
  return file === undefined ? undefined : new Blob([await readFile(file)]);
}

beforeAll(async () => {
  folder = fs.mkdtempSync(path.join(os.tmpdir(), "kham-backup-"));
  const source = await openDatabase({
    kind: "pglite",
    dataDir: path.join(folder, "source"),
    from: await template(),
  });
  t = await buildTestApp({ database: source });
  for (const credit of [500, 300]) usernames.push((await fundedPlayer(t, credit)).username);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

async function cli(argv: string[], env: Record<string, string | undefined> = { ADMIN_TOKEN }) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli(argv, {
    env,
    fetch,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n") };
}

/** Each player's username with the sum of their ledger entries. */
async function balances(database: Database) {
  return database.db
    .select({
      username: players.username,
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text`,
      entries: sql<number>`count(${ledgerEntries.id})::int`,
    })
    .from(players)
    .leftJoin(ledgerEntries, eq(ledgerEntries.playerId, players.id))
    .groupBy(players.username)
    .orderBy(players.username);
}

/** What a folder holds, each file with its bytes. */
function contents(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  return Object.fromEntries(
    fs.readdirSync(dir, { recursive: true, encoding: "utf8" }).map((name) => {
      const file = path.join(dir, name);
      return [name, fs.statSync(file).isFile() ? fs.readFileSync(file, "base64") : "dir"];
    }),
  );
}

describe("npm run admin -- backup and restore", () => {
  it("copies a running server's data, which a server on the restored folder serves the same", async () => {
    const file = path.join(folder, "kham.tar.gz");
    const backup = await cli(["backup", file, "--url", url]);
    expect(backup.err).toBe("");
    expect(backup.code).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readdirSync(folder).filter((name) => name.includes("partial"))).toEqual([]);
    const audited = await t.database.db.select().from(auditLog).where(eq(auditLog.action, "database.backup"));
    expect(audited).toMatchObject([{ actorName: "admin-token", targetType: "database" }]);

    const again = await cli(["backup", file, "--url", url]);
    expect(again.code).toBe(1);
    expect(again.err).toContain("--force");
    expect((await cli(["backup", file, "--force", "--url", url])).code).toBe(0);

    const dataDir = path.join(folder, "restored");
    const restored = await cli(["restore", file, "--data-dir", dataDir]);
    expect(restored.err).toBe("");
    expect(restored.code).toBe(0);
    expect(restored.out).toContain(`DATA_DIR=${dataDir}`);

    const database = await openDatabase({ kind: "pglite", dataDir });
    const app = await buildApp({ config: testConfig({ dataDir }), database });
    try {
      await app.ready();
      const copied = await balances(database);
      expect(copied).toEqual(await balances(t.database));
      expect(copied.filter((row) => usernames.includes(row.username))).toMatchObject([
        { total: expect.stringMatching(/^[1-9]/) },
        { total: expect.stringMatching(/^[1-9]/) },
      ]);
      await login(app, usernames[0]!);
    } finally {
      await app.close();
      await database.close();
    }
  });

  it("refuses a folder that holds anything, and a file that is no backup, changing nothing", async () => {
    const file = path.join(folder, "refusals.tar.gz");
    expect((await cli(["backup", file, "--url", url])).code).toBe(0);
    const busy = path.join(folder, "busy");
    fs.mkdirSync(busy);
    fs.writeFileSync(path.join(busy, "keep.txt"), "mine");
    const before = contents(busy);
    const refused = await cli(["restore", file, "--data-dir", busy]);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("is not empty");
    expect(contents(busy)).toEqual(before);

    const target = path.join(folder, "never");
    const fakes = {
      "text.tar.gz": Buffer.from("not a backup at all"),
      "gzip.tar.gz": gzipSync(Buffer.from("a gzip of no tarball ".repeat(40))),
      "cut.tar.gz": fs.readFileSync(file).subarray(0, 4096),
    };
    for (const [name, bytes] of Object.entries(fakes)) {
      const fake = path.join(folder, name);
      fs.writeFileSync(fake, bytes);
      const result = await cli(["restore", fake, "--data-dir", target]);
      expect(result.code, name).toBe(1);
      expect(result.err, name).toContain("is not a Kham backup");
      expect(fs.existsSync(target), name).toBe(false);
    }
    expect((await cli(["restore", path.join(folder, "kham.tar"), "--data-dir", target])).code).toBe(2);
    expect((await cli(["restore", file])).code).toBe(2);
  });

  it("is refused without the admin token, and saves nothing", async () => {
    const file = path.join(folder, "refused.tar.gz");
    const wrong = await cli(["backup", file, "--url", url], { ADMIN_TOKEN: "not-the-token-at-all" });
    expect(wrong.code).toBe(1);
    expect(wrong.err).toContain("UNAUTHENTICATED");
    expect(fs.existsSync(file)).toBe(false);
    const anonymous = await fetch(`${url}/api/admin/v1/backup`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error: { code: string } }).error.code).toBe("UNAUTHENTICATED");
  });
});
