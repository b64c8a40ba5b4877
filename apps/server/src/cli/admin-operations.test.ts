import { mkdtempSync, writeFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { GIVE_UP_AFTER_MINUTES } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GameProviderError } from "../adapters/game-provider/types.ts";
import { DEMO_PROMOTIONS } from "../db/demo-promotions.ts";
import { jobs, players } from "../db/schema.ts";
import {
  depositingPlayer,
  openDeposit,
  providerCredit,
  sendWebhook,
} from "../modules/deposits/test-support.ts";
import { fundedPlayer, openWithdrawal, withdrawalStatus } from "../modules/withdrawals/test-support.ts";
import { ADMIN_TOKEN, buildTestApp, get, type TestApp } from "../test/helper.ts";
import { runAdminCli } from "./admin.ts";
import { usage } from "./admin-usage.ts";

let t: TestApp;
let url: string;
beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runAdminCli([...argv, "--url", url], {
    env: { ADMIN_TOKEN },
    fetch,
    out: (line) => out.push(line),
    err: (line) => err.push(line),
  });
  return { code, out: out.join("\n"), err: err.join("\n"), json: () => JSON.parse(out.join("\n")) };
}

async function transferredWithdrawal(amount: string) {
  const player = await fundedPlayer(t, 1000);
  const order = await openWithdrawal(t, player.cookie, amount);
  await t.app.jobs.runDueJobs();
  return { ...player, order };
}

describe("npm run admin: withdrawals and deposits", () => {
  it("withdrawal:list, withdrawal:approve --reference --paid-at, and a second approve refused", async () => {
    const { cookie, order } = await transferredWithdrawal("300");
    const listed = await cli("withdrawal:list", "--status", "OPEN");
    expect(listed.code).toBe(0);
    expect(listed.json().items.map((item: { code: string }) => item.code)).toContain(order.code);

    const withoutReference = await cli("withdrawal:approve", order.code);
    expect(withoutReference.code).toBe(2);
    expect(withoutReference.err).toContain("--reference");
    const paidAt = new Date(t.clock.now().getTime() - 60_000).toISOString();
    const approved = await cli(
      "withdrawal:approve",
      order.code,
      "--reference",
      "FT-CLI-1",
      "--paid-at",
      paidAt,
    );
    expect(approved.code).toBe(0);
    expect(approved.json()).toMatchObject({
      status: "SUCCESS",
      payoutProof: { reference: "FT-CLI-1", paidAt },
    });
    expect(await withdrawalStatus(t, cookie, order.code)).toBe("SUCCESS");
    const again = await cli("withdrawal:approve", order.code, "--reference", "FT-CLI-2");
    expect(again.code).toBe(1);
    expect(again.err).toContain("ORDER_NOT_OPEN");
  });

  it("withdrawal:approve says why a paid time is refused", async () => {
    const { order } = await transferredWithdrawal("300");
    const future = new Date(t.clock.now().getTime() + 3_600_000).toISOString();
    const refused = await cli(
      "withdrawal:approve",
      order.code,
      "--reference",
      "FT-CLI-3",
      "--paid-at",
      future,
    );
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("paidAt: validation.paid_at_future");
  });

  it("withdrawal:reject --reason returns the credit", async () => {
    const { cookie, order } = await transferredWithdrawal("300");
    const rejected = await cli("withdrawal:reject", order.code, "--reason", "wrong account name");
    expect(rejected.code).toBe(0);
    expect(rejected.json().status).toBe("REJECTED");
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("1000.00");
  });

  it("deposit:list filters by status; an unknown agency is refused", async () => {
    await fundedPlayer(t, 100);
    const listed = await cli("deposit:list", "--status", "SUCCESS");
    expect(listed.code).toBe(0);
    expect(listed.json().items.length).toBeGreaterThan(0);
    expect(listed.json().items.every((item: { status: string }) => item.status === "SUCCESS")).toBe(true);
    const nowhere = await cli("deposit:list", "--agency", "nosuch");
    expect(nowhere.code).toBe(1);
    expect(nowhere.err).toContain("NOT_FOUND");
  });
});

describe("npm run admin: agency settings", () => {
  it("player:block and player:unblock set the blocked flag", async () => {
    const { player } = await fundedPlayer(t, 100);
    const blockedFlag = async () =>
      (await t.database.db.select().from(players).where(eq(players.id, player.id)))[0]?.blocked;
    expect((await cli("player:block", player.username)).code).toBe(0);
    expect(await blockedFlag()).toBe(true);
    expect((await cli("player:unblock", player.username)).code).toBe(0);
    expect(await blockedFlag()).toBe(false);
    expect((await cli("player:block", "nobody-here")).code).toBe(1);
  });

  it("rates:set changes the public rates", async () => {
    const result = await cli("rates:set", "USD", "--buy", "0.029", "--sell", "0.031");
    expect(result.code).toBe(0);
    const rates = (await get(t.app, "/api/v2/exchange-rates")).json().data;
    expect(rates).toContainEqual({ currency: "USD", buy: "0.029", sell: "0.031" });
    expect((await cli("rates:set", "EUR", "--buy", "1", "--sell", "1")).code).toBe(1);
  });

  it("limits:set changes the deposit and withdrawal bounds", async () => {
    expect((await cli("limits:set", "--currency", "THB", "--deposit-min", "60")).code).toBe(0);
    const limits = (await get(t.app, "/api/v2/deposits/limits")).json().data;
    expect(limits).toContainEqual({ currency: "THB", min: "60.00", max: "100000.00" });

    const { cookie } = await fundedPlayer(t, 500);
    expect((await get(t.app, "/api/v2/withdrawals/limits")).json().data).toEqual({
      min: "100.00",
      max: "50000.00",
    });
    expect((await cli("limits:set", "--withdraw-min", "200")).code).toBe(0);
    expect((await get(t.app, "/api/v2/withdrawals/limits")).json().data).toEqual({
      min: "200.00",
      max: "50000.00",
    });
    const tooSmall = await openWithdrawal(t, cookie, "150").catch((error: Error) => error.message);
    expect(tooSmall).toContain("AMOUNT_OUT_OF_RANGE");
    const refused = await cli("limits:set", "--withdraw-min", "900", "--withdraw-max", "800");
    expect(refused.code).toBe(1);
    expect((await cli("limits:set", "--withdraw-min", "100")).code).toBe(0);
  });

  it("payment-method:add and payment-method:disable change what deposits offer", async () => {
    const mid = "LDB00000999999";
    const added = await cli(
      "payment-method:add",
      "--code",
      "LDB",
      "--mid",
      mid,
      "--name",
      "LDB New",
      "--currency",
      "LAK",
    );
    expect(added.code).toBe(0);
    const offered = async () =>
      (await get(t.app, "/api/v2/payment-methods"))
        .json()
        .data.find((method: { mid: string }) => method.mid === mid);
    expect(await offered()).toMatchObject({ isEnabled: true, code: "LDB", displayName: "LDB New" });
    expect((await cli("payment-method:disable", mid)).code).toBe(0);
    expect((await offered())?.isEnabled ?? false).toBe(false);
    const unknownBank = await cli(
      "payment-method:add",
      "--code",
      "XYZ",
      "--mid",
      "X1",
      "--name",
      "X",
      "--currency",
      "LAK",
    );
    expect(unknownBank.code).toBe(1);
  });

  it("explains every command with --help and refuses bad usage", async () => {
    for (const command of Object.keys(usage).filter((name) => name !== "main")) {
      const help = await cli(command, "--help");
      expect(help.code, command).toBe(0);
      expect(help.out).toContain(`npm run admin -- ${command}`);
      expect(usage.main).toContain(command);
    }
    expect((await cli("withdrawal:approve")).code).toBe(2);
    expect((await cli("rates:set", "LAK", "--buy", "640")).code).toBe(2);
    expect((await cli("limits:set")).code).toBe(2);
    expect((await cli("payment-method:add", "--code", "BCEL")).code).toBe(2);
  });
});

describe("npm run admin: exceptions", () => {
  it("payment:list --unmatched shows a wrong-amount payment and payment:resolve credits it once", async () => {
    const { cookie, username } = await depositingPlayer(t.app);
    const order = await openDeposit(t.app, cookie);
    await sendWebhook(t.app, order, { now: t.clock.now(), amount: "33000", reference: `CLI${order.code}` });
    const listed = await cli("payment:list", "--unmatched");
    expect(listed.code).toBe(0);
    const payment = listed.json().items.find((each: { orderCode: string }) => each.orderCode === order.code);
    expect(payment).toMatchObject({ unmatchedReason: "AMOUNT_MISMATCH", amount: "33000" });

    expect((await cli("payment:resolve", payment.id, "--credit", username)).code).toBe(2);
    const resolved = await cli(
      "payment:resolve",
      payment.id,
      "--credit",
      username,
      "--provider",
      "gclub",
      "--note",
      "paid half",
    );
    expect(resolved.code).toBe(0);
    expect(resolved.json().payment).toMatchObject({ status: "RESOLVED", resolution: "CREDITED" });
    const again = await cli("payment:resolve", payment.id, "--refunded", "--note", "twice");
    expect(again.code).toBe(1);
    expect(again.err).toContain("ALREADY_RESOLVED");
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("50.00");
  });

  it("job:list --dead shows a job that gave up and job:retry runs it again", async () => {
    const { cookie } = await fundedPlayer(t, 500);
    const provider = t.app.gameProviders.gclub;
    const original = provider.transferOut;
    provider.transferOut = async () => {
      throw new GameProviderError("REFERENCE_CONFLICT", "refused");
    };
    let code: string;
    try {
      code = (await openWithdrawal(t, cookie, "100")).code;
      const [job] = await t.database.db
        .select()
        .from(jobs)
        .where(eq(jobs.dedupeKey, `withdrawal.transfer-out:${code}`));
      await t.database.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.id, job!.id));
      provider.transferOut = async () => {
        throw new Error("provider down");
      };
      await t.app.jobs.runDueJobs();
    } finally {
      provider.transferOut = original;
    }
    const listed = await cli("job:list", "--dead");
    expect(listed.code).toBe(0);
    const dead = listed.json().items.find((job: { payload: { code: string } }) => job.payload.code === code);
    expect(dead).toMatchObject({ status: "dead", lastError: "provider down" });
    expect((await cli("job:retry", String(dead.id))).code).toBe(0);
    await t.app.jobs.runDueJobs();
    expect(await providerCredit(t.app, cookie)).toBe("400.00");
    expect((await cli("job:retry", String(dead.id))).code).toBe(1);
  });

  it("job:give-up fails a withdrawal whose transfer out can never be made, with a note", async () => {
    const { cookie } = await fundedPlayer(t, 500);
    const provider = t.app.gameProviders.gclub;
    const original = provider.transferOut;
    const code = (await openWithdrawal(t, cookie, "100")).code;
    const dedupeKey = `withdrawal.transfer-out:${code}`;
    await t.database.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.dedupeKey, dedupeKey));
    provider.transferOut = async () => {
      throw new GameProviderError("MEMBER_NOT_FOUND", "no such member");
    };
    try {
      await t.app.jobs.runDueJobs();
    } finally {
      provider.transferOut = original;
    }
    const [dead] = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
    expect(dead?.status).toBe("dead");
    t.clock.advance(GIVE_UP_AFTER_MINUTES * 60_000);

    expect((await cli("job:give-up", String(dead!.id))).code).toBe(2);
    expect(await withdrawalStatus(t, cookie, code)).toBe("OPEN");
    const given = await cli("job:give-up", String(dead!.id), "--note", "member closed at gclub");
    expect(given.code).toBe(0);
    expect(given.json()).toMatchObject({ job: { status: "done" }, order: { code, status: "FAILED" } });
    expect(await withdrawalStatus(t, cookie, code)).toBe("FAILED");
    expect(await providerCredit(t.app, cookie)).toBe("500.00");
    const again = await cli("job:give-up", String(dead!.id), "--note", "twice");
    expect(again.code).toBe(1);
    expect(again.err).toContain("ALREADY_RESOLVED");
  });

  it("job:settle records a withdrawal's transfer out the provider made after all", async () => {
    const { cookie } = await fundedPlayer(t, 500);
    const provider = t.app.gameProviders.gclub;
    const original = provider.transferOut;
    const code = (await openWithdrawal(t, cookie, "100")).code;
    const dedupeKey = `withdrawal.transfer-out:${code}`;
    await t.database.db.update(jobs).set({ maxAttempts: 1 }).where(eq(jobs.dedupeKey, dedupeKey));
    provider.transferOut = async (transfer) => {
      await original(transfer);
      throw new Error("socket hang up");
    };
    try {
      await t.app.jobs.runDueJobs();
    } finally {
      provider.transferOut = original;
    }
    const [dead] = await t.database.db.select().from(jobs).where(eq(jobs.dedupeKey, dedupeKey));
    expect(dead?.status).toBe("dead");
    t.clock.advance(GIVE_UP_AFTER_MINUTES * 60_000);

    expect((await cli("job:settle", String(dead!.id))).code).toBe(2);
    const settled = await cli("job:settle", String(dead!.id), "--checked-at-provider", "--reference", "TX-9");
    expect(settled.code).toBe(0);
    expect(settled.json()).toMatchObject({ order: { code, status: "OPEN" }, providerReference: "TX-9" });
    expect((await cli("withdrawal:approve", code, "--reference", "FT-1")).code).toBe(0);
    expect(await withdrawalStatus(t, cookie, code)).toBe("SUCCESS");
    expect(await providerCredit(t.app, cookie)).toBe("400.00");
  });
});

describe("npm run admin: promotions", () => {
  it("promotion:create --file, promotion:update, promotion:deactivate and promotion:activate", async () => {
    const folder = mkdtempSync(path.join(tmpdir(), "kham-promotion-"));
    const file = path.join(folder, "promotion.json");
    const promotion = { ...DEMO_PROMOTIONS[1]!, status: "INACTIVE" };
    writeFileSync(file, JSON.stringify(promotion));
    const created = await cli("promotion:create", "--file", file);
    expect(created.code).toBe(0);
    const { id } = created.json();
    expect(created.json()).toMatchObject({
      status: "INACTIVE",
      depositCredit: "300.00",
      bonusCredit: "60.00",
    });
    const live = async () =>
      (await get(t.app, "/api/v2/promotions")).json().data.map((each: { id: string }) => each.id) as string[];
    expect(await live()).not.toContain(id);

    expect((await cli("promotion:activate", id)).code).toBe(0);
    expect(await live()).toContain(id);
    // The file says INACTIVE: an update changes terms and texts, never the status.
    writeFileSync(file, JSON.stringify({ ...promotion, bonusCredit: "75.00" }));
    const updated = await cli("promotion:update", id, "--file", file);
    expect(updated.code).toBe(0);
    expect(updated.json()).toMatchObject({ bonusCredit: "75.00", status: "ACTIVE" });
    expect(await live()).toContain(id);
    expect((await cli("promotion:deactivate", id)).code).toBe(0);
    expect(await live()).not.toContain(id);
    expect((await cli("promotion:list")).json().map((each: { id: string }) => each.id)).toContain(id);

    writeFileSync(file, JSON.stringify({ ...promotion, providers: [] }));
    const refused = await cli("promotion:create", "--file", file);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("VALIDATION_ERROR");
    expect((await cli("promotion:create", "--file", path.join(folder, "missing.json"))).code).toBe(2);
    expect((await cli("promotion:create")).code).toBe(2);
  });
});
