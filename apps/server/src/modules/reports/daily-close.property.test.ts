import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agencies } from "../../db/schema/agency.ts";
import { depositOrders } from "../../db/schema/deposits.ts";
import { ledgerEntries } from "../../db/schema/ledger.ts";
import { players } from "../../db/schema/players.ts";
import { buildTestApp, OTHER_HOST, register, type TestApp } from "../../test/helper.ts";
import { type LedgerKind, ledgerKinds } from "../ledger/service.ts";
import { dailyClose } from "./daily-close.ts";

/* A generated month of ledger entries: the daily close equals the ledger summed by kind, day and provider. */

let t: TestApp;
let demo: string;
let other: string;
let demoPlayers: string[];
let otherPlayer: string;

const FROM = "2026-10-01";
const TO = "2026-10-31";
const DAYS = 31;
const DAY_MS = 86_400_000;
/** Lao midnight starting FROM, in UTC. */
const START = Date.parse("2026-09-30T17:00:00Z");
const PROVIDERS = ["gclub", "askmebet", "alphabet"] as const;

beforeAll(async () => {
  t = await buildTestApp();
  const db = t.database.db;
  const rows = await db.select({ id: agencies.id, code: agencies.code }).from(agencies);
  demo = rows.find((row) => row.code === "demo")!.id;
  other = rows.find((row) => row.code === "other")!.id;
  for (let index = 0; index < 2; index += 1) await register(t.app);
  await register(t.app, { host: OTHER_HOST });
  const made = await db.select({ id: players.id, agencyId: players.agencyId }).from(players);
  demoPlayers = made.filter((row) => row.agencyId === demo).map((row) => row.id);
  otherPlayer = made.find((row) => row.agencyId === other)!.id;
});
afterAll(() => t.close());

interface Movement {
  kind: LedgerKind;
  provider: (typeof PROVIDERS)[number];
  /** Days from FROM: -1 and DAYS fall outside the range. */
  day: number;
  /** Milliseconds into the Lao day, midnight's edges most often. */
  at: number;
  cents: number;
  /** A deposit paid in kip (its amount counts) or in baht (only its credit does). */
  paidInKip: boolean;
  kip: number;
  otherAgency: boolean;
}

const movement = fc.record({
  kind: fc.constantFrom(...ledgerKinds),
  provider: fc.constantFrom(...PROVIDERS),
  day: fc.integer({ min: -1, max: DAYS }),
  at: fc.oneof(fc.constantFrom(0, 1, DAY_MS - 1), fc.integer({ min: 0, max: DAY_MS - 1 })),
  cents: fc.integer({ min: 1, max: 5_000_000 }),
  paidInKip: fc.boolean(),
  kip: fc.integer({ min: 1_000, max: 50_000_000 }),
  // One entry in eight is another agency's, which the report must leave out.
  otherAgency: fc.integer({ min: 0, max: 7 }).map((draw) => draw === 0),
}) satisfies fc.Arbitrary<Movement>;

/** Credit taken (negative in the ledger) or given (positive), as the app writes each kind. */
const negative = new Set<LedgerKind>([
  "WITHDRAWAL_OUT",
  "PROMOTION_EXCESS_RETURNED",
  "PROMOTION_BONUS_REMOVED",
  "TRANSFER_OUT",
]);

const credit = (cents: bigint) => {
  const sign = cents < 0n ? "-" : "";
  const whole = cents < 0n ? -cents : cents;
  return `${sign}${whole / 100n}.${String(whole % 100n).padStart(2, "0")}`;
};

async function write(movements: Movement[]) {
  const db = t.database.db;
  await db.delete(ledgerEntries);
  await db.delete(depositOrders);
  const orders: (typeof depositOrders.$inferInsert)[] = [];
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  movements.forEach((m, index) => {
    const agencyId = m.otherAgency ? other : demo;
    const playerId = m.otherAgency ? otherPlayer : demoPlayers[index % demoPlayers.length]!;
    const createdAt = new Date(START + m.day * DAY_MS + m.at);
    const code = `D${String(index).padStart(18, "0")}`;
    const payout = m.kind === "WITHDRAWAL_PAYOUT";
    if (m.kind === "DEPOSIT_CREDIT") {
      orders.push({
        code,
        agencyId,
        playerId,
        provider: m.provider,
        bankCode: "BCEL",
        mid: "mid",
        currency: m.paidInKip ? "LAK" : "THB",
        amount: m.paidInKip ? `${m.kip}.00` : credit(BigInt(m.cents)),
        credit: credit(BigInt(m.cents)),
        rate: "1",
        status: "SUCCESS",
        gateway: "sandbox",
        expiresAt: createdAt,
        createdAt,
        updatedAt: createdAt,
      });
    }
    entries.push({
      agencyId,
      playerId,
      provider: m.provider,
      kind: m.kind,
      amount: payout ? `${m.kip}.00` : credit(BigInt(negative.has(m.kind) ? -m.cents : m.cents)),
      currency: payout ? "LAK" : "THB",
      orderCode: code,
      idempotencyKey: `generated:${index}`,
      createdAt,
    });
  });
  if (orders.length > 0) await db.insert(depositOrders).values(orders);
  if (entries.length > 0) await db.insert(ledgerEntries).values(entries);
}

type Sums = Map<LedgerKind, { cents: bigint; kip: bigint }>;

/** The ledger as written, summed by kind for each (day, provider) bucket the report answers. */
function ledgerSums(movements: Movement[]) {
  const buckets = new Map<string, Sums>();
  const addTo = (key: string, m: Movement) => {
    const sums = buckets.get(key) ?? new Map();
    const sum = sums.get(m.kind) ?? { cents: 0n, kip: 0n };
    const signed = BigInt(negative.has(m.kind) ? -m.cents : m.cents);
    if (m.kind === "WITHDRAWAL_PAYOUT") sum.kip += BigInt(m.kip);
    else sum.cents += signed;
    if (m.kind === "DEPOSIT_CREDIT" && m.paidInKip) sum.kip += BigInt(m.kip);
    sums.set(m.kind, sum);
    buckets.set(key, sums);
  };
  for (const m of movements) {
    // A transfer between a player's games moves no agency money: the report leaves it out.
    if (m.otherAgency || m.day < 0 || m.day >= DAYS || m.kind.startsWith("TRANSFER_")) continue;
    const date = new Date(START + m.day * DAY_MS + 7 * 3_600_000).toISOString().slice(0, 10);
    for (const key of [`${date}|${m.provider}`, `${date}|*`, `*|${m.provider}`, "*|*"]) addTo(key, m);
  }
  return buckets;
}

/** What each figure must be, straight from the sums by kind (docs/reports.md). */
function expected(sums: Sums | undefined) {
  const cents = (kind: LedgerKind) => sums?.get(kind)?.cents ?? 0n;
  const kip = (kind: LedgerKind) => sums?.get(kind)?.kip ?? 0n;
  const creditOnly = (value: bigint) => ({ credit: credit(value), lak: "0" });
  return {
    deposits: { credit: credit(cents("DEPOSIT_CREDIT")), lak: String(kip("DEPOSIT_CREDIT")) },
    bonuses: creditOnly(cents("DEPOSIT_BONUS")),
    withdrawals: { credit: credit(-cents("WITHDRAWAL_OUT")), lak: String(kip("WITHDRAWAL_PAYOUT")) },
    refunded: creditOnly(cents("WITHDRAWAL_REFUND")),
    excessReturned: creditOnly(-cents("PROMOTION_EXCESS_RETURNED")),
    bonusRemoved: creditOnly(-cents("PROMOTION_BONUS_REMOVED")),
    net: {
      credit: credit(
        cents("DEPOSIT_CREDIT") +
          cents("WITHDRAWAL_OUT") +
          cents("PROMOTION_EXCESS_RETURNED") +
          cents("WITHDRAWAL_REFUND"),
      ),
      lak: String(kip("DEPOSIT_CREDIT") - kip("WITHDRAWAL_PAYOUT")),
    },
  };
}

describe("the daily close against the ledger", () => {
  it("answers, for every day and provider and in total, the ledger's sums by entry kind", async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(movement, { minLength: 1, maxLength: 300 }), async (movements) => {
        await write(movements);
        const report = await dailyClose(t.database.db, demo, { from: FROM, to: TO });
        const sums = ledgerSums(movements);
        expect(report.days).toHaveLength(DAYS);
        const providersOf = (prefix: string) =>
          [...sums.keys()]
            .filter((key) => key.startsWith(prefix) && !key.endsWith("|*"))
            .map((key) => key.split("|")[1])
            .sort();
        for (const day of report.days) {
          expect(day.total).toEqual(expected(sums.get(`${day.date}|*`)));
          expect(day.providers.map((row) => row.provider)).toEqual(providersOf(`${day.date}|`));
          for (const { provider, ...figures } of day.providers) {
            expect(figures).toEqual(expected(sums.get(`${day.date}|${provider}`)));
          }
        }
        expect(report.total.total).toEqual(expected(sums.get("*|*")));
        expect(report.total.providers.map((row) => row.provider)).toEqual(providersOf("*|"));
        for (const { provider, ...figures } of report.total.providers) {
          expect(figures).toEqual(expected(sums.get(`*|${provider}`)));
        }
      }),
      { numRuns: 8 },
    );
  });

  it("counts an entry at Lao midnight in the day it opens, and one a millisecond before in the day before", async () => {
    const base = {
      kind: "DEPOSIT_CREDIT",
      provider: "gclub",
      paidInKip: true,
      kip: 1000,
      otherAgency: false,
    } as const;
    await write([
      { ...base, day: 1, at: 0, cents: 100 },
      { ...base, day: 1, at: -1, cents: 200 },
    ]);
    const report = await dailyClose(t.database.db, demo, { from: FROM, to: TO });
    expect(report.days[0]!.total.deposits.credit).toBe("2.00");
    expect(report.days[1]!.total.deposits.credit).toBe("1.00");
  });
});
