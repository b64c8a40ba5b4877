import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../test/database.ts";
import type { Database } from "./client.ts";
import { isForeignKeyViolation, isUniqueViolation } from "./errors.ts";
import { agencies, agencyDomains } from "./schema/agency.ts";

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** What the statement threw, as the caller catches it (through Drizzle's wrapping). */
async function thrown(statement: Promise<unknown>): Promise<unknown> {
  return statement.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe("isUniqueViolation", () => {
  it("tells a unique index's refusal from any other failure", async () => {
    const agency = { code: "unique1", name: "Unique", logoUrl: "/logo.svg" };
    await database.db.insert(agencies).values(agency);
    const twice = await thrown(database.db.insert(agencies).values(agency));
    expect(twice).toBeInstanceOf(Error);
    expect(isUniqueViolation(twice)).toBe(true);

    const other = await thrown(
      database.db.insert(agencies).values({ code: "unique2", name: null as never, logoUrl: "/logo.svg" }),
    );
    expect(other).toBeInstanceOf(Error);
    expect(isUniqueViolation(other)).toBe(false);
    expect(isUniqueViolation(new Error("socket hang up"))).toBe(false);
    expect(isUniqueViolation(undefined)).toBe(false);
  });
});

describe("isForeignKeyViolation", () => {
  it("tells a refusal for a row pointed to that is gone from any other failure", async () => {
    const orphan = await thrown(
      database.db
        .insert(agencyDomains)
        .values({ agencyId: "00000000-0000-4000-8000-000000000000", domain: "orphan.example" }),
    );
    expect(orphan).toBeInstanceOf(Error);
    expect(isForeignKeyViolation(orphan)).toBe(true);
    expect(isUniqueViolation(orphan)).toBe(false);
    expect(isForeignKeyViolation(new Error("socket hang up"))).toBe(false);
  });
});
