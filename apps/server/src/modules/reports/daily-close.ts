import {
  type DailyReport,
  daysInRange,
  type ProviderFigures,
  type ReportFigures,
  type ReportRangeQuery,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { Db } from "../../db/client.ts";
import { type LedgerSum, ledgerSums, type ReportedKind } from "./repository.ts";
import { laoDay, laoDaysInstants } from "./service.ts";

/* The daily close: what moved for the agency per Lao day, from the ledger (docs/reports.md). */

const DAY_MS = 86_400_000;

type Sums = Partial<Record<ReportedKind, { amount: Decimal; lak: Decimal }>>;

const credit = (value: Decimal) => value.toFixed(2);
const kip = (value: Decimal) => value.toFixed(0);

/** The figures of one group of ledger sums: signs turned so that each figure reads as a positive movement. */
export function figuresOf(sums: Sums): ReportFigures {
  const amount = (kind: ReportedKind) => sums[kind]?.amount ?? new Decimal(0);
  const lak = (kind: ReportedKind) => sums[kind]?.lak ?? new Decimal(0);
  const creditOnly = (value: Decimal) => ({ credit: credit(value), lak: "0" });
  const deposits = amount("DEPOSIT_CREDIT");
  const withdrawals = amount("WITHDRAWAL_OUT").neg();
  const refunded = amount("WITHDRAWAL_REFUND");
  const excessReturned = amount("PROMOTION_EXCESS_RETURNED").neg();
  const kipIn = lak("DEPOSIT_CREDIT");
  const kipOut = lak("WITHDRAWAL_PAYOUT");
  return {
    deposits: { credit: credit(deposits), lak: kip(kipIn) },
    bonuses: creditOnly(amount("DEPOSIT_BONUS")),
    withdrawals: { credit: credit(withdrawals), lak: kip(kipOut) },
    refunded: creditOnly(refunded),
    excessReturned: creditOnly(excessReturned),
    bonusRemoved: creditOnly(amount("PROMOTION_BONUS_REMOVED").neg()),
    net: {
      credit: credit(deposits.minus(withdrawals).minus(excessReturned).plus(refunded)),
      lak: kip(kipIn.minus(kipOut)),
    },
  };
}

interface Group {
  total: Sums;
  providers: Map<string, Sums>;
}

function add(sums: Sums, row: LedgerSum) {
  sums[row.kind] = { amount: new Decimal(row.amount), lak: new Decimal(row.lak) };
}

function present(group: Group | undefined) {
  const providers: ProviderFigures[] = [...(group?.providers ?? new Map<string, Sums>())]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([provider, sums]) => ({ provider, ...figuresOf(sums) }));
  return { total: figuresOf(group?.total ?? {}), providers };
}

/** Every Lao day from `from` to `to`, with its figures per provider and in total, and the range's. */
export async function dailyClose(db: Db, agencyId: string, range: ReportRangeQuery): Promise<DailyReport> {
  const instants = laoDaysInstants(range.from, range.to);
  const rows = await ledgerSums(db, agencyId, instants);
  const groups = new Map<string | null, Group>();
  for (const row of rows) {
    let group = groups.get(row.day);
    if (group === undefined) {
      group = { total: {}, providers: new Map() };
      groups.set(row.day, group);
    }
    if (row.provider === null) {
      add(group.total, row);
    } else {
      const sums = group.providers.get(row.provider) ?? {};
      add(sums, row);
      group.providers.set(row.provider, sums);
    }
  }
  const days = Array.from({ length: daysInRange(range.from, range.to) }, (_, index) => {
    const date = laoDay(new Date(instants.start.getTime() + index * DAY_MS));
    return { date, ...present(groups.get(date)) };
  });
  return { from: range.from, to: range.to, days, total: present(groups.get(null)) };
}
