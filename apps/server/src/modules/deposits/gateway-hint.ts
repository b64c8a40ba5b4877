import type { AppContext } from "../context.ts";
import { receivePayment, settleIfPaid } from "./payment-received.ts";
import { findDepositByGatewayReference } from "./repository.ts";

/* An unsigned webhook names a transaction: we go and ask the gateway, and believe only its answer. */

/** PAID: the order's own payment; UNPAID_OR_UNMATCHED: nothing paid, or a payment left to staff; RECORDED: a payment named by its description. */
export type HintOutcome = "PAID" | "UNPAID_OR_UNMATCHED" | "RECORDED" | "NOT_PAID";

/** One status query per transaction in flight in this process: a flood of the same hint waits for the first. */
const inFlight = new Map<string, Promise<HintOutcome>>();

/** The order the checkout was made for; else the status answer's description names it (a retried checkout). */
async function followHint(context: AppContext, agencyId: string, gatewayName: string, reference: string) {
  const order = await findDepositByGatewayReference(context.db, gatewayName, reference);
  if (order !== undefined && order.agencyId === agencyId) {
    return (await settleIfPaid(context, order)) ? "PAID" : "UNPAID_OR_UNMATCHED";
  }
  const gateway = await context.paymentGateways.forOrder({ agencyId, gateway: gatewayName });
  const payment = await gateway.findTransaction(reference);
  if (payment === undefined) return "NOT_PAID";
  await receivePayment(context, {
    gateway: gateway.name,
    eventId: `query:${payment.reference}`,
    agencyId,
    payment,
    payload: { source: "query", ...payment, paidAt: payment.paidAt.toISOString() },
  });
  return "RECORDED";
}

/** Throws the gateway's error when its status API cannot answer (the route says 503, the watch retries). */
export function receiveGatewayHint(
  context: AppContext,
  hint: { agencyId: string; gateway: string; reference: string },
): Promise<HintOutcome> {
  const key = `${hint.gateway}:${hint.agencyId}:${hint.reference}`;
  const running = inFlight.get(key);
  if (running !== undefined) return running;
  const started = followHint(context, hint.agencyId, hint.gateway, hint.reference).finally(() =>
    inFlight.delete(key),
  );
  inFlight.set(key, started);
  return started;
}
