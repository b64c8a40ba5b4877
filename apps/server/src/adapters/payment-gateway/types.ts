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

/** An order's checkout, asked for once as the order is made. */
export interface CheckoutInput extends LaoQrInput {
  agencyId: string;
  /** The bank the player pays from (BCEL, JDB, LDB, IB, STB…): a gateway may issue per bank. */
  bankCode: string;
}

/** What the gateway issued for the order: kept with it, so a retry never makes a second QR. */
export interface Checkout {
  payload: string;
  /** The gateway's id of this checkout, when it makes one before the payment. */
  reference?: string;
  deeplink?: string;
  expiresAt?: Date;
}

/** A payment the gateway has received for an order. */
export interface GatewayPayment {
  orderCode: string;
  amount: string;
  currency: string;
  reference: string;
  paidAt: Date;
}

/** What the status query is asked about: the order and the reference its checkout was given. */
export interface PaymentQuery {
  code: string;
  gatewayReference: string | null;
}

/** A webhook the gateway signed (believed as is), or a hint naming a transaction to go and look up. */
export type WebhookReading =
  | { kind: "verified"; event: PaymentWebhookBody }
  | { kind: "hint"; reference: string };

export type WebhookHeaders = Record<string, string | string[] | undefined>;

export class WebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookRejected";
  }
}

/** Why a gateway call failed: only UNAVAILABLE (5xx, network, timeout) is worth retrying as is. */
export type GatewayFailure = "UNAVAILABLE" | "UNAUTHORIZED" | "REFUSED" | "UNSUPPORTED_BANK";

export class PaymentGatewayError extends Error {
  readonly reason: GatewayFailure;

  constructor(reason: GatewayFailure, message: string) {
    super(message);
    this.name = "PaymentGatewayError";
    this.reason = reason;
  }
}

/** The payment gateway, behind a real interface with a sandbox implementation. */
export interface PaymentGateway {
  readonly name: string;
  /** The currencies its orders may be in; any other is refused before an order is made. */
  readonly currencies: readonly Currency[];
  /** Called once as the order is made; the answer is stored with the order. */
  createCheckout(input: CheckoutInput): Promise<Checkout>;
  /** "Is it paid?": the order's own payment, if the gateway holds one. */
  findPayment(query: PaymentQuery): Promise<GatewayPayment | undefined>;
  /** A paid transaction by the gateway's reference, whichever order it names (a webhook for no known checkout). */
  findTransaction(reference: string): Promise<GatewayPayment | undefined>;
  /** A signed event, or a hint to look up; throws WebhookRejected for a body it cannot read or a bad signature. */
  readWebhook(rawBody: string, headers: WebhookHeaders, now: Date): Promise<WebhookReading>;
}

/** The gateways of the agencies: each order is asked about through the gateway it was made with. */
export interface PaymentGateways {
  /** The gateway an agency's new orders are paid through. */
  forAgency(agencyId: string): Promise<PaymentGateway>;
  /** The gateway an order was made with (its `gateway` column), for its agency. */
  forOrder(order: { agencyId: string; gateway: string }): Promise<PaymentGateway>;
}
