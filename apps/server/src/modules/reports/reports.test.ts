import { ledgerCsvColumns, orderCsvColumns } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencies } from "../../db/schema/agency.ts";
import { auditLog } from "../../db/schema/staff.ts";
import { ADMIN_TOKEN, buildTestApp, get, type TestApp } from "../../test/helper.ts";
import { createStaff, staffLogin } from "../staff/test-support.ts";
import { fundedPlayer, openWithdrawal, staffAct } from "../withdrawals/test-support.ts";
import { exportStream } from "./exports.ts";
import { laoDay } from "./service.ts";

let t: TestApp;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const secrets = new Map<string, string>();
const FORMULA_REFERENCE = '=HYPERLINK("http://evil.example","pay")';
let today: string;
let player: { username: string };
let paid: { code: string; payout: string };
let rejected: { code: string };

beforeAll(async () => {
  t = await buildTestApp();
  today = laoDay(t.clock.now());
  const funded = await fundedPlayer(t, 1000);
  player = funded as unknown as { username: string };
  paid = await openWithdrawal(t, funded.cookie, "200");
  await t.app.jobs.runDueJobs();
  expect((await staffAct(t, paid.code, "approve", { reference: FORMULA_REFERENCE })).statusCode).toBe(200);
  rejected = await openWithdrawal(t, funded.cookie, "100");
  await t.app.jobs.runDueJobs();
  expect((await staffAct(t, rejected.code, "reject")).statusCode).toBe(200);
  await t.app.jobs.runDueJobs();
});
afterAll(() => t.close());

const daily = (query: string, headers: Record<string, string> = admin) =>
  get(t.app, `/api/admin/v1/agencies/demo/reports/daily${query}`, { headers });

/** The CSV's records, its byte order mark checked and taken off (no cell here holds a line break). */
function records(body: string): string[] {
  expect(body.startsWith("\uFEFF")).toBe(true);
  expect(body.endsWith("\r\n")).toBe(true);
  return body.slice(1, -2).split("\r\n");
}

describe("the daily close", () => {
  it("answers a day's deposits, withdrawals, refunds and net in credit and kip", async () => {
    const response = await daily(`?from=${today}&to=${today}`);
    expect(response.statusCode).toBe(200);
    const report = response.json().data;
    const kipOut = paid.payout;
    const total = {
      deposits: { credit: "1000.00", lak: "660000" },
      bonuses: { credit: "0.00", lak: "0" },
      withdrawals: { credit: "300.00", lak: kipOut },
      refunded: { credit: "100.00", lak: "0" },
      excessReturned: { credit: "0.00", lak: "0" },
      bonusRemoved: { credit: "0.00", lak: "0" },
      net: { credit: "800.00", lak: String(660000 - Number(kipOut)) },
    };
    expect(report.days).toEqual([{ date: today, total, providers: [{ provider: "gclub", ...total }] }]);
    expect(report.total).toEqual({ total, providers: [{ provider: "gclub", ...total }] });
  });

  it("refuses a range that ends before it starts, runs past a year or names no real day, in words", async () => {
    const backwards = await daily("?from=2026-03-02&to=2026-03-01");
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { to: "validation.range_order" },
    });
    const tooLong = await daily("?from=2025-01-01&to=2026-01-02");
    expect(tooLong.json().error.fields).toEqual({ to: "validation.range_too_long" });
    expect((await daily("?from=2025-01-01&to=2026-01-01")).statusCode).toBe(200);
    const noSuchDay = await daily("?from=2026-02-30&to=2026-03-01");
    expect(noSuchDay.json().error.fields).toEqual({ from: "validation.day_invalid" });
    const missing = await daily("?from=2026-03-01");
    expect(missing.statusCode).toBe(400);
  });

  it("is for owners and finance only", async () => {
    for (const [role, status] of [
      ["owner", 200],
      ["finance", 200],
      ["support", 403],
      ["marketing", 403],
    ] as const) {
      const cookie = await staffLogin(t, await createStaff(t, role), secrets);
      const range = `?from=${today}&to=${today}`;
      expect((await daily(range, { cookie })).statusCode, role).toBe(status);
      const csv = await get(t.app, `/api/admin/v1/agencies/demo/exports/orders.csv${range}`, {
        cookie,
      });
      expect(csv.statusCode, role).toBe(status);
    }
    const otherOwner = await staffLogin(t, await createStaff(t, "owner", { agency: "other" }), secrets);
    expect((await daily(`?from=${today}&to=${today}`, { cookie: otherOwner })).statusCode).toBe(403);
  });
});

describe("the CSV exports", () => {
  it("writes the range's orders with a byte order mark, formulas neutralised, as a download", async () => {
    const response = await get(
      t.app,
      `/api/admin/v1/agencies/demo/exports/orders.csv?from=${today}&to=${today}`,
      { headers: admin },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      `attachment; filename="kham-orders-${today}-${today}.csv"`,
    );
    const [header, ...rows] = records(response.body);
    expect(header).toBe(orderCsvColumns.join(","));
    expect(rows).toHaveLength(3);
    const deposit = rows.find((row) => row.startsWith("D"))!.split(",");
    expect(deposit.slice(1, 8)).toEqual([
      "DEPOSIT",
      "SUCCESS",
      player.username,
      "gclub",
      "660000.00",
      "LAK",
      "1000.00",
    ]);
    expect(deposit[orderCsvColumns.indexOf("lak")]).toBe("660000.00");
    expect(deposit[orderCsvColumns.indexOf("created_at")]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(deposit[orderCsvColumns.indexOf("created_at")]!.slice(0, 10)).toBe(today);
    const approved = rows.find((row) => row.startsWith(paid.code))!;
    expect(approved).toContain(`,SUCCESS,`);
    expect(approved.endsWith(`,"'=HYPERLINK(""http://evil.example"",""pay"")"`)).toBe(true);
    expect(rows.find((row) => row.startsWith(rejected.code))).toContain(",REJECTED,");
  });

  it("writes the range's ledger entries, amounts signed as numbers", async () => {
    const response = await get(
      t.app,
      `/api/admin/v1/agencies/demo/exports/ledger.csv?from=${today}&to=${today}`,
      { headers: admin },
    );
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = records(response.body);
    expect(header).toBe(ledgerCsvColumns.join(","));
    const kinds = rows.map((row) => row.split(",")[1]);
    expect(kinds).toEqual([
      "DEPOSIT_CREDIT",
      "WITHDRAWAL_OUT",
      "WITHDRAWAL_PAYOUT",
      "WITHDRAWAL_OUT",
      "WITHDRAWAL_REFUND",
    ]);
    expect(rows[1]!.split(",").slice(2, 7)).toEqual([player.username, "gclub", "-200.00", "THB", paid.code]);
    expect(rows[1]!.split(",")[8]).toBe(`withdrawal:${paid.code}:out`);
  });

  it("reads the same rows in small pages as in one, orders made in the same instant included", async () => {
    const [demo] = await t.database.db.select().from(agencies).where(eq(agencies.code, "demo"));
    const read = async (kind: "orders" | "ledger", pageSize: number) => {
      let text = "";
      for await (const chunk of exportStream(
        t.database.db,
        demo!.id,
        kind,
        { from: today, to: today },
        pageSize,
      )) {
        text += String(chunk);
      }
      return text;
    };
    const whole = await read("orders", 1000);
    expect(await read("orders", 1)).toBe(whole);
    expect(await read("orders", 2)).toBe(whole);
    expect(await read("ledger", 2)).toBe(await read("ledger", 1000));
  });

  it("answers a bad range with the error, not a file", async () => {
    const response = await get(
      t.app,
      "/api/admin/v1/agencies/demo/exports/ledger.csv?from=2026-03-02&to=2026-03-01",
      { headers: admin },
    );
    expect(response.statusCode).toBe(400);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(
      (
        await get(t.app, `/api/admin/v1/agencies/demo/exports/players.csv?from=${today}&to=${today}`, {
          headers: admin,
        })
      ).statusCode,
    ).toBe(400);
  });
});

describe("the CSV exports' audit", () => {
  const exportAs = (kind: string, query: string, cookie: string) =>
    get(t.app, `/api/admin/v1/agencies/demo/exports/${kind}.csv${query}`, { cookie });
  const auditedFor = (username: string) =>
    t.database.db.select().from(auditLog).where(eq(auditLog.actorName, username));

  it("records each download with who took it and the range", async () => {
    const username = await createStaff(t, "finance");
    const cookie = await staffLogin(t, username, secrets);
    const [demo] = await t.database.db.select().from(agencies).where(eq(agencies.code, "demo"));
    const orders = await exportAs("orders", `?from=${today}&to=${today}`, cookie);
    expect(orders.statusCode).toBe(200);
    expect(await auditedFor(username)).toMatchObject([
      {
        agencyId: demo!.id,
        actorKind: "staff",
        action: "export.orders",
        targetType: "range",
        targetId: `${today}..${today}`,
        before: null,
        after: { from: today, to: today },
      },
    ]);
    const yesterday = laoDay(new Date(t.clock.now().getTime() - 24 * 60 * 60 * 1000));
    expect((await exportAs("ledger", `?from=${yesterday}&to=${today}`, cookie)).statusCode).toBe(200);
    const entries = await auditedFor(username);
    expect(entries.map((entry) => [entry.action, entry.targetId])).toEqual([
      ["export.orders", `${today}..${today}`],
      ["export.ledger", `${yesterday}..${today}`],
    ]);
  });

  it("records nothing for a refused download", async () => {
    const finance = await createStaff(t, "finance");
    const backwards = await exportAs(
      "ledger",
      "?from=2026-03-02&to=2026-03-01",
      await staffLogin(t, finance, secrets),
    );
    expect(backwards.statusCode).toBe(400);
    expect(await auditedFor(finance)).toEqual([]);
    const support = await createStaff(t, "support");
    const refused = await exportAs(
      "orders",
      `?from=${today}&to=${today}`,
      await staffLogin(t, support, secrets),
    );
    expect(refused.statusCode).toBe(403);
    expect(await auditedFor(support)).toEqual([]);
  });
});
