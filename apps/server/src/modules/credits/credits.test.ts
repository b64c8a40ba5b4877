import { providers } from "@kham/contract";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerMembers } from "../../db/schema/wallets.ts";
import { buildTestApp, get, register, type TestApp } from "../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("GET /api/v2/players/credits", () => {
  it("answers 0.00 THB at every provider and in total for a new player", async () => {
    const { cookie } = await register(t.app);
    const response = await get(t.app, "/api/v2/players/credits", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: {
        credits: providers.map((provider) => ({ provider, credit: { amount: "0.00", currency: "THB" } })),
        total: { amount: "0.00", currency: "THB" },
      },
    });
  });

  it("answers the provider's live balance and the exact decimal total", async () => {
    const { cookie, username } = await register(t.app);
    await t.app.gameProviders.gclub.transferIn({
      memberUsername: `demo_${username}`,
      amount: "0.10",
      reference: `a-${username}`,
    });
    await t.app.gameProviders.alphabet.transferIn({
      memberUsername: `demo_${username}`,
      amount: "0.20",
      reference: `b-${username}`,
    });
    const response = await get(t.app, "/api/v2/players/credits", { cookie });
    expect(response.json().data.total).toEqual({ amount: "0.30", currency: "THB" });
    const gclub = await get(t.app, "/api/v2/players/credits/gclub", { cookie });
    expect(gclub.json()).toEqual({
      data: { provider: "gclub", credit: { amount: "0.10", currency: "THB" } },
    });
  });

  it("creates a member that registration could not create", async () => {
    const { cookie, player } = await register(t.app);
    await t.database.db
      .delete(providerMembers)
      .where(and(eq(providerMembers.playerId, player.id), eq(providerMembers.provider, "askmebet")));
    const response = await get(t.app, "/api/v2/players/credits/askmebet", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.credit.amount).toBe("0.00");
  });

  it("answers 401 to a visitor and 404 for an unknown provider", async () => {
    expect((await get(t.app, "/api/v2/players/credits")).statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/players/credits/gclub")).statusCode).toBe(401);
    const { cookie } = await register(t.app);
    const unknown = await get(t.app, "/api/v2/players/credits/pokerstars", { cookie });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe("NOT_FOUND");
  });
});
