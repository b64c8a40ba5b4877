import type { Currency, PaymentMethod } from "@kham/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentMethods } from "../../db/schema.ts";

export type PaymentMethodRow = typeof paymentMethods.$inferSelect;

export function toPaymentMethod(row: PaymentMethodRow): PaymentMethod {
  return {
    isEnabled: row.enabled,
    code: row.bankCode,
    mid: row.mid,
    displayName: row.displayName,
    currency: row.currency as Currency,
  };
}

export async function listPaymentMethods(db: Db, agencyId: string): Promise<PaymentMethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.agencyId, agencyId))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.mid));
}

/** The enabled method of that merchant id and currency, if the agency has one. */
export async function findEnabledPaymentMethod(
  db: Db,
  agencyId: string,
  mid: string,
  currency: string,
): Promise<PaymentMethodRow | undefined> {
  const [method] = await db
    .select()
    .from(paymentMethods)
    .where(
      and(
        eq(paymentMethods.agencyId, agencyId),
        eq(paymentMethods.mid, mid),
        eq(paymentMethods.currency, currency),
        eq(paymentMethods.enabled, true),
      ),
    )
    .limit(1);
  return method;
}
