import type { Currency, PaymentMethod } from "@kham/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { agencyBanks } from "../../db/schema/banks.ts";
import { paymentMethods } from "../../db/schema/payment-methods.ts";
import { AppError } from "../../errors.ts";

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

export async function addPaymentMethod(
  db: Db,
  agency: AgencyRow,
  method: { code: string; mid: string; name: string; currency: Currency },
) {
  const [bank] = await db
    .select({ code: agencyBanks.code })
    .from(agencyBanks)
    .where(and(eq(agencyBanks.agencyId, agency.id), eq(agencyBanks.code, method.code)));
  if (bank === undefined) {
    throw new AppError("VALIDATION_ERROR", `${method.code} is not one of the agency's banks`, {
      code: "admin.bank_unknown",
    });
  }
  const [row] = await db
    .insert(paymentMethods)
    .values({
      agencyId: agency.id,
      bankCode: method.code,
      mid: method.mid,
      displayName: method.name,
      currency: method.currency,
      enabled: true,
    })
    .onConflictDoUpdate({
      target: [paymentMethods.agencyId, paymentMethods.mid, paymentMethods.currency],
      set: { bankCode: method.code, displayName: method.name, enabled: true },
    })
    .returning();
  return toPaymentMethod(row!);
}

export async function disablePaymentMethod(db: Db, agency: AgencyRow, mid: string) {
  const rows = await db
    .update(paymentMethods)
    .set({ enabled: false })
    .where(and(eq(paymentMethods.agencyId, agency.id), eq(paymentMethods.mid, mid)))
    .returning();
  if (rows.length === 0) throw new AppError("NOT_FOUND", `No payment method ${mid}`);
  return rows.map(toPaymentMethod);
}

/** Offers a disabled merchant id again. */
export async function enablePaymentMethod(db: Db, agency: AgencyRow, mid: string) {
  const rows = await db
    .update(paymentMethods)
    .set({ enabled: true })
    .where(and(eq(paymentMethods.agencyId, agency.id), eq(paymentMethods.mid, mid)))
    .returning();
  if (rows.length === 0) throw new AppError("NOT_FOUND", `No payment method ${mid}`);
  return rows.map(toPaymentMethod);
}
