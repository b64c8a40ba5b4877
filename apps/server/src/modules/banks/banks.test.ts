import { defaultBanks } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencyBanks } from "../../db/schema/banks.ts";
import { buildTestApp, get, OTHER_HOST, type TestApp } from "../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("GET /api/v2/banks", () => {
  it("answers the six default banks to a visitor, in their usual order, with their logos", async () => {
    const response = await get(t.app, "/api/v2/banks");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: defaultBanks.map((bank) => ({
        code: bank.code,
        name: bank.name,
        logoUrl: `/banks/${bank.code}.svg`,
      })),
    });
  });

  it("keeps the LAPNet IINs in the database without sending them", async () => {
    const rows = await t.database.db.select().from(agencyBanks);
    expect(rows.find((row) => row.code === "IDB")?.iin).toBe("70140418");
    expect((await get(t.app, "/api/v2/banks")).body).not.toContain("70140418");
  });

  it("answers each agency's own list", async () => {
    const other = await get(t.app, "/api/v2/agency/info", { host: OTHER_HOST });
    await t.database.db
      .update(agencyBanks)
      .set({ enabled: false })
      .where(eq(agencyBanks.agencyId, other.json().data.agency.id));
    expect((await get(t.app, "/api/v2/banks", { host: OTHER_HOST })).json().data).toEqual([]);
    expect((await get(t.app, "/api/v2/banks")).json().data).toHaveLength(6);
  });
});
