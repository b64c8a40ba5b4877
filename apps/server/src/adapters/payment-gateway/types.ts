import type { Currency, PaymentWebhookBody } from "@kham/contract";

/** What the QR of one order must say. */
export interface LaoQrInput {
  bankIin: string;
  mid: string;
  merchantName: string;
  merchantCity: string;
  merchantCategoryCode: string;
  currency: Currency;
  amount: string;
  orderCode: string;
}

/** A payment the gateway has received for an order. */
export interface GatewayPayment {
  orderCode: string;
  amount: string;
  currency: string;
  reference: string;
  paidAt: Date;
}

export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRejected";
  }
}

/** The payment gateway, behind a real interface with a sandbox implementation. */
export interface PaymentGateway {
  readonly name: string;
  /** The EMVCo payload of the order's QR. */
  qrPayload(input: LaoQrInput): string;
  /** "Is it paid?": the payment received for the order, if any. */
  findPayment(orderCode: string): Promise<GatewayPayment | undefined>;
  /** Checks the signature and freshness of a webhook; throws WebhookRejected otherwise. */
  verifyWebhook(rawBody: string, signatureHeader: string | undefined, now: Date): PaymentWebhookBody;
}
