import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { agencies } from "../db/schema/agency.ts";
import { createAgency } from "../modules/agency/service.ts";
import { openPooledPglite } from "./database-pool.ts";

it("hands a closed database to the next opener empty, and closes one whose tables changed", async () => {
  const first = await openPooledPglite();
  await createAgency(first.db, { code: "pooled", name: "Pooled", domains: ["pooled.example.com"] });
  const pglite = first.driver === "pglite" ? first.pglite : undefined;
  await first.close();

  const second = await openPooledPglite();
  expect(second.driver === "pglite" && second.pglite).toBe(pglite);
  expect(await second.db.select().from(agencies)).toEqual([]);
  await second.db.execute(sql`create table left_behind (id int)`);
  await second.close();
  expect(pglite?.closed).toBe(true);

  const third = await openPooledPglite();
  expect(third.driver === "pglite" && third.pglite).not.toBe(pglite);
  await third.close();
});
