import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameProviderError } from "../../adapters/game-provider/types.ts";
import { agencies } from "../../db/schema/agency.ts";
import { promotionUsages } from "../../db/schema/promotions.ts";
import { buildTestApp, get, type TestApp } from "../../test/helper.ts";
import { depositingPlayer, providerCredit } from "../deposits/test-support.ts";
import { createWithdrawal, staffAct } from "../withdrawals/test-support.ts";
import {
  CAPPED_WITHDRAW_ALL,
  codeOf,
  depositAndPay,
  promotionFor,
  usePromotion,
  usingNow,
} from "./test-support.ts";

/*
 * A withdrawal made under a promotion ends it. Undone (failed before its credit left, or rejected
 * and its credit back), it puts the promotion back in use, so its rules still bind that credit.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refused = async () => {
  throw new GameProviderError("INSUFFICIENT_BALANCE", "the balance changed under the transfer");
};
const down = async () => {
  throw new Error("provider down");
};

/** gclub's transfer out answers with `replacement` for the length of `body`. */
async function withTransferOut(replacement: () => Promise<never>, body: () => Promise<void>) {
  const provider = t.app.gameProviders.gclub;
  const original = provider.transferOut;
  provider.transferOut = replacement;
  try {
    await body();
  } finally {
    provider.transferOut = original;
  }
}

async function latestWithdrawalStatus(cookie: string) {
  const history = (await get(t.app, "/api/v2/withdrawals?page=1&pageSize=1", { cookie })).json().data;
  return history.items[0].status as string;
}

describe("a promotion whose withdrawal is undone", () => {
  it("is in use again when the withdrawal that ended it fails before its credit left the game", async () => {
    const promotion = await promotionFor(t, CAPPED_WITHDRAW_ALL);
    const player = await depositingPlayer(t.app);
    const usage = (await usePromotion(t, player.cookie, promotion)).json().data;
    await depositAndPay(t, player.cookie, 100);
    // A bet placed as the transfer out ran: the provider refuses it, and no credit leaves.
    await withTransferOut(refused, async () => {
      expect((await createWithdrawal(t, player.cookie, "200.00")).statusCode).toBe(201);
      await t.app.jobs.runDueJobs();
    });
    expect(await latestWithdrawalStatus(player.cookie)).toBe("FAILED");
    expect(await providerCredit(t.app, player.cookie)).toBe("200.00");
    // The promotion still binds that credit: capped at its max credit, its bonus deducted.
    expect(await usingNow(t, player.cookie)).toMatchObject({ usageId: usage.usageId, status: "USED" });
    const again = await createWithdrawal(t, player.cookie, "200.00");
    expect(again.json().data).toMatchObject({
      creditReceived: "150.00",
      creditReturned: "50.00",
      bonusDeducted: "100.00",
    });
  });

  it("lets no other promotion be taken while its withdrawal's credit has not left the game", async () => {
    const promotion = await promotionFor(t, { requiredCredit: "150.00" });
    const player = await depositingPlayer(t.app);
    const usage = (await usePromotion(t, player.cookie, promotion)).json().data;
    await depositAndPay(t, player.cookie, 100);
    await withTransferOut(down, async () => {
      expect((await createWithdrawal(t, player.cookie, "150.00")).statusCode).toBe(201);
      await t.app.jobs.runDueJobs();
    });
    // The withdrawal waits for a provider that is down: it may yet fail and need its promotion back.
    const other = await promotionFor(t);
    expect(codeOf(await usePromotion(t, player.cookie, other, "askmebet"))).toEqual([422, "PROMOTION_USAGE"]);
    await withTransferOut(refused, async () => {
      t.clock.advance(60_000);
      await t.app.jobs.runDueJobs();
    });
    expect(await latestWithdrawalStatus(player.cookie)).toBe("FAILED");
    expect(await usingNow(t, player.cookie)).toMatchObject({ usageId: usage.usageId, status: "USED" });
  });

  it("is in use again when staff reject its withdrawal and the credit is back, and none other is taken before", async () => {
    const promotion = await promotionFor(t, CAPPED_WITHDRAW_ALL);
    const player = await depositingPlayer(t.app);
    const usage = (await usePromotion(t, player.cookie, promotion)).json().data;
    await depositAndPay(t, player.cookie, 100);
    const withdrawal = (await createWithdrawal(t, player.cookie, "200.00")).json().data;
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, player.cookie)).toBe("0.00");
    // Waiting for staff, it may yet be turned down: no other promotion meanwhile.
    const other = await promotionFor(t);
    const early = await usePromotion(t, player.cookie, other, "askmebet");
    expect(codeOf(early)).toEqual([422, "PROMOTION_USAGE"]);

    const rejected = await staffAct(t, withdrawal.code, "reject", {
      reason: "the bank account name does not match",
    });
    expect(rejected.statusCode).toBe(200);
    expect(codeOf(await usePromotion(t, player.cookie, other, "askmebet"))).toEqual([422, "PROMOTION_USAGE"]);
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, player.cookie)).toBe("200.00");
    expect(await usingNow(t, player.cookie)).toMatchObject({ usageId: usage.usageId, status: "USED" });
    const history = (await get(t.app, "/api/v2/promotions/usages", { cookie: player.cookie })).json().data;
    expect(history.items[0]).toMatchObject({ usageId: usage.usageId, status: "USED" });
    expect(history.items[0].creditReturned ?? null).toBeNull();
    const again = await createWithdrawal(t, player.cookie, "200.00");
    expect(again.json().data).toMatchObject({
      creditReceived: "150.00",
      creditReturned: "50.00",
      bonusDeducted: "100.00",
    });
  });

  it("stays ended when another promotion is in use by the time its withdrawal fails", async () => {
    const promotion = await promotionFor(t, { requiredCredit: "150.00" });
    const player = await depositingPlayer(t.app);
    await usePromotion(t, player.cookie, promotion);
    await depositAndPay(t, player.cookie, 100);
    let taken: { usageId: string } | undefined;
    await withTransferOut(
      async () => {
        // As the refusal comes back, another game's promotion is in use already (taken by a path
        // that did not wait for this withdrawal): the usage is not put back, and nothing breaks.
        const other = await promotionFor(t);
        const [demo] = await t.database.db.select().from(agencies).where(eq(agencies.code, "demo"));
        const [row] = await t.database.db
          .insert(promotionUsages)
          .values({
            agencyId: demo!.id,
            playerId: player.player.id,
            promotionId: other,
            provider: "askmebet",
            status: "USED",
            usedAt: t.clock.now(),
          })
          .returning();
        taken = { usageId: row!.id };
        return refused();
      },
      async () => {
        expect((await createWithdrawal(t, player.cookie, "150.00")).statusCode).toBe(201);
        await t.app.jobs.runDueJobs();
      },
    );
    expect(await latestWithdrawalStatus(player.cookie)).toBe("FAILED");
    expect(await usingNow(t, player.cookie)).toMatchObject({ usageId: taken!.usageId });
  });

  it("stays ended when the player deposited at its game while the withdrawal waited for staff", async () => {
    const promotion = await promotionFor(t, { ...CAPPED_WITHDRAW_ALL, deductBonusOnWithdraw: false });
    const player = await depositingPlayer(t.app);
    await usePromotion(t, player.cookie, promotion);
    await depositAndPay(t, player.cookie, 100);
    const withdrawal = (await createWithdrawal(t, player.cookie, "200.00")).json().data;
    await t.app.jobs.runDueJobs();
    // The promotion is over as far as the player can see: they buy credit of their own and play it.
    await depositAndPay(t, player.cookie, 100);
    const rejected = await staffAct(t, withdrawal.code, "reject", {
      reason: "the bank account name does not match",
    });
    expect(rejected.statusCode).toBe(200);
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, player.cookie)).toBe("300.00");
    // Put back in use, the promotion's max credit would bind the player's own credit too.
    expect(await usingNow(t, player.cookie)).toBeNull();
    const plain = await createWithdrawal(t, player.cookie, "300.00");
    expect(plain.json().data).toMatchObject({ creditReceived: "300.00", creditReturned: "0.00" });
  });
});
