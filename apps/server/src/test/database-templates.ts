import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/client.ts";
import { createScratchPostgres } from "./database.ts";

/**
 * Vitest's global setup for the server's tests: migrates one database per run, and every test
 * file's database starts as a copy of it (openTestDatabase) instead of migrating its own.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (process.env.DATABASE_URL) {
    const name = `kham_template_${randomBytes(6).toString("hex")}`;
    const template = await createScratchPostgres({ name });
    const database = await openDatabase({ kind: "postgres", url: template!.url });
    await database.close();
    project.provide("postgresTemplate", name);
    return () => template!.drop();
  }
  const folder = await mkdtemp(path.join(tmpdir(), "kham-test-template-"));
  const database = await openDatabase({ kind: "memory" });
  if (database.driver !== "pglite") throw new Error("an in-memory database is PGlite");
  const file = path.join(folder, "pgdata.tar");
  await writeFile(file, Buffer.from(await (await database.pglite.dumpDataDir("none")).arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  return () => rm(folder, { recursive: true, force: true });
}
