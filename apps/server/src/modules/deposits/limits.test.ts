import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { amountLimits } from "../../db/schema/amount-limits.ts";
import { buildTestApp, get, OTHER_HOST, type TestApp } from "../../test/helper.ts";
import { findAgencyByCode } from "../agency/service.ts";
import { createDeposit, depositingPlayer } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function setDepositLimit(agencyCode: string, currency: string, limits: { min: string; max: string }) {
  const agency = (await findAgencyByCode(t.database.db, agencyCode))!;
  await t.database.db
    .insert(amountLimits)
    .values({ agencyId: agency.id, kind: "deposit", currency, ...limits })
    .onConflictDoUpdate({
      target: [amountLimits.agencyId, amountLimits.kind, amountLimits.currency],
      set: limits,
    });
  return agency;
}

describe("GET /api/v2/deposits/limits", () => {
  it("answers the agency's deposit bounds per currency in the currency's units, to visitors too", async () => {
    const response = await get(t.app, "/api/v2/deposits/limits");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { currency: "LAK", min: "35000", max: "50000000" },
        { currency: "THB", min: "50.00", max: "100000.00" },
        { currency: "USD", min: "2.00", max: "2000.00" },
      ],
    });
  });

  it("follows the agency's own settings, the same ones the deposit check uses", async () => {
    const agency = await setDepositLimit("demo", "LAK", { min: "20000", max: "30000000" });
    // A withdrawal bound of the same currency is another setting and does not show here.
    await t.database.db
      .insert(amountLimits)
      .values({ agencyId: agency.id, kind: "withdraw", currency: "LAK", min: "1", max: "2" });
    try {
      const limits = (await get(t.app, "/api/v2/deposits/limits")).json().data;
      expect(limits[0]).toEqual({ currency: "LAK", min: "20000", max: "30000000" });
      const { cookie } = await depositingPlayer(t.app);
      expect((await createDeposit(t.app, cookie, { amount: "19999" })).json().error.code).toBe(
        "AMOUNT_OUT_OF_RANGE",
      );
      expect((await createDeposit(t.app, cookie, { amount: "20000" })).statusCode).toBe(201);
    } finally {
      await setDepositLimit("demo", "LAK", { min: "35000", max: "50000000" });
      await t.database.db
        .delete(amountLimits)
        .where(and(eq(amountLimits.agencyId, agency.id), eq(amountLimits.kind, "withdraw")));
    }
  });

  it("states a kip bound with cents as the whole kip it really allows", async () => {
    await setDepositLimit("demo", "LAK", { min: "10000.50", max: "50000000.50" });
    try {
      const limits = (await get(t.app, "/api/v2/deposits/limits")).json().data;
      expect(limits[0]).toEqual({ currency: "LAK", min: "10001", max: "50000000" });
      const { cookie } = await depositingPlayer(t.app);
      expect((await createDeposit(t.app, cookie, { amount: "10000" })).json().error.code).toBe(
        "AMOUNT_OUT_OF_RANGE",
      );
      expect((await createDeposit(t.app, cookie, { amount: "10001" })).statusCode).toBe(201);
    } finally {
      await setDepositLimit("demo", "LAK", { min: "35000", max: "50000000" });
    }
  });

  it("keeps agencies apart: an agency without settings has the design's defaults", async () => {
    await setDepositLimit("demo", "THB", { min: "75", max: "500" });
    try {
      const other = (await get(t.app, "/api/v2/deposits/limits", { host: OTHER_HOST })).json().data;
      expect(other).toEqual([
        { currency: "LAK", min: "10000", max: "50000000" },
        { currency: "THB", min: "50.00", max: "100000.00" },
        { currency: "USD", min: "2.00", max: "2000.00" },
      ]);
      expect((await get(t.app, "/api/v2/deposits/limits")).json().data[1]).toEqual({
        currency: "THB",
        min: "75.00",
        max: "500.00",
      });
    } finally {
      await setDepositLimit("demo", "THB", { min: "50", max: "100000" });
    }
  });

  it("answers AGENCY_NOT_FOUND for a host no agency owns", async () => {
    const response = await get(t.app, "/api/v2/deposits/limits", { host: "nobody.example.org" });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe("AGENCY_NOT_FOUND");
  });
});
