import { randomBytes } from "node:crypto";
import { type PaymentWebhookBody, paymentWebhookBody } from "@kham/contract";
import { eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { buildLaoQr } from "./laoqr.ts";
import { sandboxPayments } from "./sandbox-schema.ts";
import { signatureHeader, signatureProblem } from "./signature.ts";
import { type GatewayPayment, type LaoQrInput, type PaymentGateway, WebhookRejected } from "./types.ts";

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

/** An in-process gateway the sandbox CLI pays, which then answers queries and sends signed webhooks. */
export class SandboxPaymentGateway implements PaymentGateway {
  readonly name = SANDBOX_GATEWAY;

  private readonly db: Db;
  private readonly webhookSecret: string;

  constructor(db: Db, webhookSecret: string) {
    this.db = db;
    this.webhookSecret = webhookSecret;
  }

  qrPayload(input: LaoQrInput): string {
    return buildLaoQr(input);
  }

  async findPayment(orderCode: string): Promise<GatewayPayment | undefined> {
    const [payment] = await paymentOfOrder(this.db).execute({ orderCode });
    return payment;
  }

  verifyWebhook(rawBody: string, header: string | undefined, now: Date): PaymentWebhookBody {
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
    return created ?? (await this.findPayment(payment.orderCode))!;
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
