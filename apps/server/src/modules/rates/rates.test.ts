import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, get, OTHER_HOST, type TestApp } from "../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("GET /api/v2/exchange-rates and /payment-methods", () => {
  it("answers the demo agency's rates as units of currency per credit", async () => {
    const response = await get(t.app, "/api/v2/exchange-rates");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: [
        { currency: "LAK", buy: "640", sell: "660" },
        { currency: "THB", buy: "1", sell: "1" },
        { currency: "USD", buy: "0.028", sell: "0.0305" },
      ],
    });
  });

  it("answers the payment methods with bank code, merchant id and currency", async () => {
    const response = await get(t.app, "/api/v2/payment-methods");
    expect(response.json().data).toEqual([
      { isEnabled: true, code: "BCEL", mid: "BCEL0000123456", displayName: "BCEL One", currency: "LAK" },
      { isEnabled: true, code: "LDB", mid: "LDB00000234567", displayName: "LDB Trust", currency: "LAK" },
      { isEnabled: true, code: "JDB", mid: "JDB00000345678", displayName: "JDB Yes", currency: "LAK" },
      {
        isEnabled: true,
        code: "BCEL",
        mid: "BCEL0000987654",
        displayName: "BCEL One (THB)",
        currency: "THB",
      },
    ]);
  });

  it("keeps agencies apart: a new agency has neither rates nor methods yet", async () => {
    expect((await get(t.app, "/api/v2/exchange-rates", { host: OTHER_HOST })).json().data).toEqual([]);
    expect((await get(t.app, "/api/v2/payment-methods", { host: OTHER_HOST })).json().data).toEqual([]);
  });
});
