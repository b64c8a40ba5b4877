import type { Currency, PaymentMethod } from "@kham/contract";
import { asc, eq } from "drizzle-orm";
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
