import {
  type Currency,
  currencies,
  currencyScale,
  type DepositLimit,
  defaultDepositLimits,
  defaultWithdrawalLimits,
} from "@kham/contract";
import Decimal from "decimal.js";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { amountLimits } from "../../db/schema/amount-limits.ts";
import { AppError } from "../../errors.ts";

/** Deposit bounds per currency and withdrawal bounds in credit (stored as THB), each falling back to the defaults. */

const money = (value: string) => new Decimal(value).toFixed(2);

/** Min rounded up and max down, so the bounds in the currency's units mean what the stored ones do. */
function inUnits(currency: Currency, limits: { min: string; max: string }): DepositLimit {
  const places = currencyScale[currency];
  return {
    currency,
    min: new Decimal(limits.min).toDecimalPlaces(places, Decimal.ROUND_UP).toFixed(places),
    max: new Decimal(limits.max).toDecimalPlaces(places, Decimal.ROUND_DOWN).toFixed(places),
  };
}

/** The agency's deposit bounds per currency, each defaulting to the product's. */
export async function listDepositLimits(db: Db, agencyId: string): Promise<DepositLimit[]> {
  const rows = await db
    .select({ currency: amountLimits.currency, min: amountLimits.min, max: amountLimits.max })
    .from(amountLimits)
    .where(and(eq(amountLimits.agencyId, agencyId), eq(amountLimits.kind, "deposit")));
  return currencies.map((currency) =>
    depositLimitOf(
      currency,
      rows.find((row) => row.currency === currency),
    ),
  );
}

/** A currency's deposit bounds from what the agency stored (or did not): the product's without it. */
export function depositLimitOf(
  currency: Currency,
  stored: { min: string; max: string } | undefined,
): DepositLimit {
  return inUnits(currency, stored ?? defaultDepositLimits[currency]);
}

/** The agency's withdrawal bounds in credit (stored as kind "withdraw", currency THB), else the defaults. */
export async function withdrawalLimits(db: Db, agencyId: string): Promise<{ min: string; max: string }> {
  const [row] = await db
    .select({ min: amountLimits.min, max: amountLimits.max })
    .from(amountLimits)
    .where(
      and(
        eq(amountLimits.agencyId, agencyId),
        eq(amountLimits.kind, "withdraw"),
        eq(amountLimits.currency, "THB"),
      ),
    )
    .limit(1);
  return row === undefined ? { ...defaultWithdrawalLimits } : { min: money(row.min), max: money(row.max) };
}

/** An unset side keeps its current or default value; min above max is refused. */
export async function setAmountLimits(
  db: Db,
  agency: AgencyRow,
  change: { kind: "deposit" | "withdraw"; currency: Currency; min?: string; max?: string },
) {
  const currency = change.kind === "withdraw" ? "THB" : change.currency;
  const [current] = await db
    .select({ min: amountLimits.min, max: amountLimits.max })
    .from(amountLimits)
    .where(
      and(
        eq(amountLimits.agencyId, agency.id),
        eq(amountLimits.kind, change.kind),
        eq(amountLimits.currency, currency),
      ),
    );
  const base =
    current ?? (change.kind === "withdraw" ? defaultWithdrawalLimits : defaultDepositLimits[currency]);
  const places = change.kind === "withdraw" ? 2 : currencyScale[currency];
  const min = new Decimal(change.min ?? base.min).toFixed(places);
  const max = new Decimal(change.max ?? base.max).toFixed(places);
  if (new Decimal(min).gt(max)) {
    throw new AppError("VALIDATION_ERROR", "The minimum is above the maximum", {
      min: "admin.min_above_max",
    });
  }
  await db
    .insert(amountLimits)
    .values({ agencyId: agency.id, kind: change.kind, currency, min, max })
    .onConflictDoUpdate({
      target: [amountLimits.agencyId, amountLimits.kind, amountLimits.currency],
      set: { min, max },
    });
  return { kind: change.kind, currency, min, max };
}
