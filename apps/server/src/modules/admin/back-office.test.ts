import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ADMIN_TOKEN,
  buildTestApp,
  get,
  OTHER_HOST,
  post,
  register,
  type TestApp,
} from "../../test/helper.ts";
import { DEMO_SELL } from "../promotions/test-support.ts";
import { laoDay } from "../reports/service.ts";
import { fundedPlayer, openWithdrawal, staffAct, staffGet, staffPost } from "../withdrawals/test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const DAY_MS = 86_400_000;

function put(url: string, body: unknown) {
  return t.app.inject({
    method: "PUT",
    url: `/api/admin/v1/agencies/demo${url}`,
    headers: { ...admin, "content-type": "application/json", host: "localhost" },
    payload: JSON.stringify(body),
  });
}

async function auditOf(action: string) {
  const page = (await staffGet(t, "/audit?pageSize=100")).json().data;
  return page.items.filter((entry: { action: string }) => entry.action === action);
}

const noMoney = {
  deposits: "0.00",
  withdrawals: "0.00",
  net: "0.00",
  kipIn: "0",
  kipOut: "0",
  newPlayers: 0,
};

describe("the dashboard", () => {
  it("counts a Lao day from midnight in Vientiane, whatever the server's zone", () => {
    expect(laoDay(new Date("2026-03-01T16:59:59Z"))).toBe("2026-03-01");
    expect(laoDay(new Date("2026-03-01T17:00:00Z"))).toBe("2026-03-02");
  });

  it("adds today's credited deposits, paid withdrawals and new players, and keeps them for 30 days", async () => {
    const before = (await staffGet(t, "/dashboard")).json().data;
    expect(before.days).toHaveLength(30);
    expect(before.days.at(-1).date).toBe(laoDay(t.clock.now()));

    const player = await fundedPlayer(t, 500);
    const order = await openWithdrawal(t, player.cookie, "200");
    await t.app.jobs.runDueJobs();
    expect((await staffAct(t, order.code, "approve")).statusCode).toBe(200);
    // A withdrawal still waiting for staff is not money out yet.
    const waiting = await openWithdrawal(t, player.cookie, "100");
    await t.app.jobs.runDueJobs();

    const after = (await staffGet(t, "/dashboard")).json().data;
    const grew = (key: "deposits" | "withdrawals" | "net") =>
      (Number(after.today[key]) - Number(before.today[key])).toFixed(2);
    expect(grew("deposits")).toBe("500.00");
    expect(grew("withdrawals")).toBe("200.00");
    expect(grew("net")).toBe("300.00");
    // Kip the bank took for the deposit and kip paid out for the approved withdrawal, whole kip.
    expect(BigInt(after.today.kipIn) - BigInt(before.today.kipIn)).toBe(BigInt(500 * DEMO_SELL));
    expect(BigInt(after.today.kipOut) - BigInt(before.today.kipOut)).toBe(BigInt(order.payout));
    expect(after.today.kipIn).toMatch(/^\d+$/);
    expect(after.today.newPlayers - before.today.newPlayers).toBe(1);
    expect(after.last30Days.deposits).toBe(
      after.days.reduce((sum: number, day: { deposits: string }) => sum + Number(day.deposits), 0).toFixed(2),
    );
    expect(waiting.status).toBe("OPEN");
    // What waits for the cashier: one more OPEN withdrawal, and the oldest no younger than it.
    expect(after.waiting.withdrawals).toBe(before.waiting.withdrawals + 1);
    const waitingSince = (waiting as typeof waiting & { createdAt: string }).createdAt;
    expect(Date.parse(after.waiting.oldestWithdrawalAt)).toBeLessThanOrEqual(Date.parse(waitingSince));
    expect((await staffAct(t, waiting.code, "reject")).statusCode).toBe(200);
    const answered = (await staffGet(t, "/dashboard")).json().data;
    expect(answered.waiting.withdrawals).toBe(before.waiting.withdrawals);

    // 29 days on, today's figures are the first day of the window; a day later they have left it.
    t.clock.advance(29 * DAY_MS);
    const later = (await staffGet(t, "/dashboard")).json().data;
    expect(later.days[0]).toMatchObject({ date: after.days.at(-1).date, deposits: after.today.deposits });
    expect(later.last30Days.deposits).toBe(after.today.deposits);
    expect(later.today).toEqual(noMoney);
    t.clock.advance(DAY_MS);
    const gone = (await staffGet(t, "/dashboard")).json().data;
    expect(gone.last30Days).toEqual(noMoney);
  });

  it("counts only its own agency", async () => {
    const other = await get(t.app, "/api/admin/v1/agencies/other/dashboard", { headers: admin });
    expect(other.json().data.last30Days).toEqual(noMoney);
    expect(other.json().data.waiting).toEqual({ withdrawals: 0, oldestWithdrawalAt: null });
  });
});

describe("players", () => {
  it("are searched by name, paged and sorted on the server", async () => {
    const stem = `find${Math.random().toString(36).slice(2, 6)}`;
    const made = [];
    for (let index = 0; index < 3; index += 1) {
      made.push(await register(t.app, { username: `${stem}${index}` }));
      t.clock.advance(1000);
    }
    await register(t.app, { host: OTHER_HOST, username: `${stem}x` });

    const first = (
      await staffGet(t, `/players?search=${stem.toUpperCase()}&pageSize=2&sort=username&order=asc`)
    ).json().data;
    expect(first.total).toBe(3);
    expect(first.items.map((player: { username: string }) => player.username)).toEqual([
      `${stem}0`,
      `${stem}1`,
    ]);
    const second = (
      await staffGet(t, `/players?search=${stem}&pageSize=2&page=2&sort=username&order=asc`)
    ).json().data;
    expect(second.items.map((player: { username: string }) => player.username)).toEqual([`${stem}2`]);
    const newest = (await staffGet(t, `/players?search=${stem}`)).json().data;
    expect(newest.items[0].username).toBe(`${stem}2`);
  });

  it("treats a search as text, not a pattern", async () => {
    const page = (await staffGet(t, `/players?search=${encodeURIComponent("%_")}`)).json().data;
    expect(page.total).toBe(0);
  });

  it("shows a player with bank account, live credits, ledger and orders", async () => {
    const player = await fundedPlayer(t, 300);
    const order = await openWithdrawal(t, player.cookie, "100");
    await t.app.jobs.runDueJobs();
    const detail = (await staffGet(t, `/players/${player.username.toUpperCase()}`)).json().data;
    expect(detail.player).toMatchObject({ username: player.username, blocked: false });
    expect(detail.bankAccounts).toHaveLength(1);
    expect(detail.credits).toContainEqual({ provider: "gclub", amount: "200.00" });
    expect(detail.deposits[0]).toMatchObject({ status: "SUCCESS", credit: "300.00" });
    expect(detail.withdrawals[0]).toMatchObject({ code: order.code, status: "OPEN" });
    expect(detail.ledger.map((entry: { orderCode: string }) => entry.orderCode)).toContain(order.code);
    // Newest first.
    expect(detail.ledger[0].orderCode).toBe(order.code);
  });

  it("answers 404 for a player of another agency or none", async () => {
    const elsewhere = await register(t.app, { host: OTHER_HOST });
    expect((await staffGet(t, `/players/${elsewhere.username}`)).statusCode).toBe(404);
    expect((await staffGet(t, "/players/nobody-here")).statusCode).toBe(404);
  });
});

describe("settings", () => {
  it("answers everything the settings screen edits", async () => {
    const settings = (await staffGet(t, "/settings")).json().data;
    expect(settings.agency.code).toBe("demo");
    // The demo agency is served on localhost, without a domain of its own.
    expect(settings.domains).toEqual([]);
    expect(settings.rates.length).toBeGreaterThan(0);
    expect(settings.banks.length).toBe(6);
    expect(settings.paymentMethods.length).toBeGreaterThan(0);
    expect(settings.promotionCreditThreshold).toMatch(/^\d+\.\d{2}$/);
  });

  it("changes the agency's name and social links, which players then see, with an audit entry", async () => {
    const before = (await staffGet(t, "/settings")).json().data.agency;
    const changed = await put("/profile", {
      ...before,
      code: undefined,
      name: "Kham Vientiane",
      whatsapp: "https://wa.me/85620000000",
    });
    expect(changed.statusCode).toBe(200);
    const info = (await get(t.app, "/api/v2/agency/info")).json().data.agency;
    expect(info).toMatchObject({ name: "Kham Vientiane" });
    const [entry] = await auditOf("agency.profile");
    expect(entry).toMatchObject({
      before: { name: before.name },
      after: { agency: { name: "Kham Vientiane" } },
    });
  });

  it("refuses a bad profile with the field's error and changes nothing", async () => {
    const before = (await staffGet(t, "/settings")).json().data.agency;
    const { code: _code, ...body } = before;
    const refused = await put("/profile", { ...body, name: "" });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toMatchObject({ name: "validation.required" });
    const unknownField = await put("/profile", { ...body, owner: "me" });
    expect(unknownField.statusCode).toBe(400);
    expect((await staffGet(t, "/settings")).json().data.agency).toEqual(before);
  });

  it("disables a bank for new accounts, and enables it again", async () => {
    const [bank] = (await get(t.app, "/api/v2/banks")).json().data;
    const off = await staffPost(t, `/banks/${bank.code}/disable`);
    expect(off.json().data).toMatchObject({ code: bank.code, enabled: false });
    const offered = (await get(t.app, "/api/v2/banks")).json().data.map((row: { code: string }) => row.code);
    expect(offered).not.toContain(bank.code);
    expect((await staffGet(t, "/settings")).json().data.banks).toContainEqual(
      expect.objectContaining({ code: bank.code, enabled: false }),
    );
    expect((await staffPost(t, `/banks/${bank.code}/enable`)).statusCode).toBe(200);
    expect((await get(t.app, "/api/v2/banks")).json().data).toHaveLength(6);
    expect((await staffPost(t, "/banks/NOPE/disable")).statusCode).toBe(404);
    expect((await staffPost(t, "/banks/not a code/disable")).statusCode).toBe(400);
  });

  it("sets the promotion credit threshold", async () => {
    const set = await put("/promotion-threshold", { promotionCreditThreshold: "12.50" });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.promotionCreditThreshold).toBe("12.50");
    const refused = await put("/promotion-threshold", { promotionCreditThreshold: "-1" });
    expect(refused.statusCode).toBe(400);
    expect((await staffGet(t, "/settings")).json().data.promotionCreditThreshold).toBe("12.50");
    expect(await auditOf("promotion-threshold.set")).toHaveLength(1);
  });

  it("adds and removes a domain, keeping the last one", async () => {
    const added = await staffPost(t, "/domains", { domain: "Play.Kham.Example" });
    expect(added.statusCode).toBe(201);
    expect(added.json().data.agency.domains).toEqual(["play.kham.example"]);
    expect((await staffPost(t, "/domains", { domain: "www.kham.example" })).statusCode).toBe(201);
    expect((await get(t.app, "/api/v2/agency/info", { host: "play.kham.example" })).statusCode).toBe(200);
    const taken = await post(
      t.app,
      "/api/admin/v1/agencies/other/domains",
      { domain: "play.kham.example" },
      {
        headers: admin,
      },
    );
    expect(taken.statusCode).toBe(400);

    const removed = await staffPost(t, "/domains/play.kham.example/remove");
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.agency.domains).toEqual(["www.kham.example"]);
    expect((await get(t.app, "/api/v2/agency/info", { host: "play.kham.example" })).statusCode).toBe(404);

    const others = (await get(t.app, "/api/admin/v1/agencies/other/settings", { headers: admin })).json().data
      .domains as string[];
    expect(others).toEqual([OTHER_HOST]);
    const last = await post(
      t.app,
      `/api/admin/v1/agencies/other/domains/${OTHER_HOST}/remove`,
      {},
      {
        headers: admin,
      },
    );
    expect(last.statusCode).toBe(400);
    expect(last.json().error.fields).toEqual({ domain: "admin.domain_last" });
    expect((await staffPost(t, "/domains/not-ours.example/remove")).statusCode).toBe(404);
    expect(
      (await auditOf("agency.domain.remove")).map((entry: { targetId: string }) => entry.targetId),
    ).toEqual(["play.kham.example"]);
  });
});
