import { randomBytes, randomUUID } from "node:crypto";
import { signatureHeader } from "../../apps/server/src/adapters/payment-gateway/signature.ts";

export interface PayableOrder {
  code: string;
  amount: string;
  currency: string;
}

/** Sends the gateway's PAID webhook for `order`, signed with the server's webhook secret. */
export function sendPaidWebhook(origin: string, secret: string, order: PayableOrder) {
  const body = JSON.stringify({
    eventId: randomUUID(),
    orderCode: order.code,
    amount: order.amount,
    currency: order.currency,
    status: "PAID",
    paidAt: new Date().toISOString(),
    reference: `BENCH${randomBytes(6).toString("hex").toUpperCase()}`,
  });
  return fetch(`${origin}/api/v2/payments/sandbox/webhook`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-signature": signatureHeader(secret, body, new Date()) },
    body,
  });
}
