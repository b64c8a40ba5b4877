import { randomBytes } from "node:crypto";
import type { Currency } from "@kham/contract";
import { type PaymentWebhookBody, paymentWebhookBody } from "@kham/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { buildLaoQr } from "./laoqr.ts";
import { sandboxPayments } from "./sandbox-schema.ts";
import { signatureHeader, signatureProblem } from "./signature.ts";
import {
  type Checkout,
  type CheckoutInput,
  type GatewayPayment,
  type PaymentGateway,
  type PaymentQuery,
  type WebhookHeaders,
  type WebhookReading,
  WebhookRejected,
} from "./types.ts";

export const SANDBOX_GATEWAY = "sandbox";

/** Asked before every cancellation and by every deposit watch, so prepared once. */
const paymentOfOrder = preparedQuery((db) =>
  db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.orderCode, sql.placeholder("orderCode")))
    .limit(1)
    .prepare("sandbox_payment_of_order"),
);

export interface SignedWebhook {
  rawBody: string;
  signature: string;
}

const paymentByReference = preparedQuery((db) =>
  db
    .select()
    .from(sandboxPayments)
    .where(eq(sandboxPayments.reference, sql.placeholder("reference")))
    .limit(1)
    .prepare("sandbox_payment_by_reference"),
);

/** An in-process gateway the sandbox CLI pays, which then answers queries and sends signed webhooks. */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = SANDBOX_GATEWAY;
  readonly currencies: readonly Currency[] = ["LAK", "THB", "USD"];

  private readonly db: Db;
  private readonly webhookSecret: string;

  constructor(db: Db, webhookSecret: string) {
    this.db = db;
    this.webhookSecret = webhookSecret;
  }

  /** The QR is built here; the sandbox's reference is given when the player pays. */
  async createCheckout(input: CheckoutInput): Promise<Checkout> {
    return { payload: buildLaoQr(input) };
  }

  async findPayment(query: PaymentQuery): Promise<GatewayPayment | undefined> {
    const [payment] = await paymentOfOrder(this.db).execute({ orderCode: query.code });
    return payment;
  }

  async findTransaction(reference: string): Promise<GatewayPayment | undefined> {
    const [payment] = await paymentByReference(this.db).execute({ reference });
    return payment;
  }

  async readWebhook(rawBody: string, headers: WebhookHeaders, now: Date): Promise<WebhookReading> {
    return { kind: "verified", event: this.verifyWebhook(rawBody, headers["x-signature"], now) };
  }

  private verifyWebhook(
    rawBody: string,
    signature: string | string[] | undefined,
    now: Date,
  ): PaymentWebhookBody {
    const header = typeof signature === "string" ? signature : undefined;
    const problem = signatureProblem(this.webhookSecret, rawBody, header, now);
    if (problem !== undefined) throw new WebhookRejected(`webhook signature ${problem}`);
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected("webhook body is not JSON");
    }
    const parsed = paymentWebhookBody.safeParse(body);
    if (!parsed.success) throw new WebhookRejected("webhook body does not match the schema");
    return parsed.data;
  }

  /** The player paid: one payment per order, a second "pay" answers the first. */
  async recordPayment(payment: Omit<GatewayPayment, "reference">): Promise<GatewayPayment> {
    const [created] = await this.db
      .insert(sandboxPayments)
      .values({ ...payment, reference: `SBX${randomBytes(8).toString("hex").toUpperCase()}` })
      .onConflictDoNothing({ target: sandboxPayments.orderCode })
      .returning();
    return created ?? (await this.findPayment({ code: payment.orderCode, gatewayReference: null }))!;
  }

  /** The webhook a bank would send for the payment, signed with the shared secret. */
  signedWebhook(payment: GatewayPayment, now: Date): SignedWebhook {
    const body: PaymentWebhookBody = {
      eventId: `evt_${payment.reference}`,
      orderCode: payment.orderCode,
      amount: payment.amount,
      currency: payment.currency,
      status: "PAID",
      paidAt: payment.paidAt.toISOString(),
      reference: payment.reference,
    };
    const rawBody = JSON.stringify(body);
    return { rawBody, signature: signatureHeader(this.webhookSecret, rawBody, now) };
  }
}
