import { formatAmount, isCurrency, type Provider } from "@kham/contract";
import Decimal from "decimal.js";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import { findAgencyPlayer } from "../players/service.ts";
import { publishDepositUpdated } from "./orders.ts";
import { findPaymentForStaff, type PaymentRow, resolveUnmatchedPayment } from "./payments-repository.ts";
import { createRecoveredDeposit } from "./recovered.ts";
import type { DepositOrderRow } from "./repository.ts";

/** Who looks: staff of one agency, or a platform-wide caller who also sees unassigned payments. */
export interface StaffView {
  agency: AgencyRow;
  platform: boolean;
}

export type PaymentResolutionInput =
  | { action: "credit"; username: string; provider: Provider; note: string }
  | { action: "refunded"; note: string };

export function toStaffPayment(row: PaymentRow & { agencyCode?: string | null }) {
  const amount = isCurrency(row.currency) ? formatAmount(row.amount, row.currency) : undefined;
  return {
    id: row.id,
    agency: row.agencyCode ?? null,
    gateway: row.gateway,
    reference: row.reference,
    orderCode: row.orderCode,
    amount: amount ?? new Decimal(row.amount).toFixed(2),
    currency: row.currency,
    paidAt: row.paidAt.toISOString(),
    receivedAt: row.receivedAt.toISOString(),
    status: row.status,
    unmatchedReason: row.unmatchedReason,
    resolution: row.resolution,
    creditOrderCode: row.creditOrderCode,
    note: row.note,
    resolvedBy: row.resolvedBy,
    resolvedAt: row.resolvedAt?.toISOString() ?? null,
  };
}

/** Resolved exactly once, with its recovered order in one transaction; a second answers ALREADY_RESOLVED. */
export async function resolvePayment(
  context: AppContext,
  view: StaffView,
  id: string,
  input: PaymentResolutionInput,
  resolvedBy: string,
) {
  const scope = { agencyId: view.agency.id, includeUnassigned: view.platform };
  const payment = await findPaymentForStaff(context.db, id, scope);
  if (payment === undefined) throw new AppError("NOT_FOUND", `No payment ${id}`);
  if (payment.status !== "UNMATCHED") {
    throw new AppError("ALREADY_RESOLVED", `Payment ${id} is ${payment.status}, not unmatched`);
  }
  const player =
    input.action === "credit"
      ? await findAgencyPlayer(context.db, view.agency.id, input.username)
      : undefined;
  if (input.action === "credit" && player === undefined) {
    throw new AppError("NOT_FOUND", `No player ${input.username} at ${view.agency.code}`);
  }
  const now = context.now();
  const outcome = await context.db.transaction(async (tx) => {
    let order: DepositOrderRow | undefined;
    if (input.action === "credit") {
      order = await createRecoveredDeposit(tx, context, {
        payment,
        agency: view.agency,
        player: player!,
        provider: input.provider,
        now,
      });
    }
    const resolved = await resolveUnmatchedPayment(tx, {
      id,
      scopeAgencyId: view.platform ? null : view.agency.id,
      agencyId: view.agency.id,
      resolution: input.action === "credit" ? "CREDITED" : "REFUNDED",
      creditOrderCode: order?.code ?? null,
      note: input.note,
      resolvedBy,
      now,
    });
    // Lost a race with another resolution: the order above is rolled back with it.
    if (resolved === undefined)
      throw new AppError("ALREADY_RESOLVED", `Payment ${id} was resolved meanwhile`);
    return { resolved, order };
  });
  context.log.info(
    { payment: id, resolution: outcome.resolved.resolution, order: outcome.order?.code, by: resolvedBy },
    "unmatched payment resolved",
  );
  if (outcome.order !== undefined) {
    await publishDepositUpdated(context, outcome.order);
    context.jobs.kick();
  }
  return { payment: outcome.resolved, order: outcome.order };
}
