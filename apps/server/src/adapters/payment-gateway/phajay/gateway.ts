import type { Currency } from "@kham/contract";
import {
  type Checkout,
  type CheckoutInput,
  type GatewayPayment,
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentQuery,
  type WebhookReading,
  WebhookRejected,
} from "../types.ts";
import { paidAtOf } from "./paid-at.ts";
import {
  PAYMENT_NOT_FOUND,
  PHAJAY_BANKS,
  type PhaJayBank,
  type PhaJayCreateRequest,
  phaJayCreateAnswer,
  phaJayStatusAnswer,
  phaJayWebhookBody,
} from "./schema.ts";

export const PHAJAY_GATEWAY = "phajay";

export interface PhaJayOptions {
  baseUrl: string;
  secretKey: string;
  /** PhaJay's test routes (`/v1/api/test/...`) for QR creation; its status route has no test twin. */
  sandbox: boolean;
  now: () => Date;
  /** Each call is aborted after this long; timeLimitedGateway bounds it as well. */
  timeoutMs: number;
  fetch?: typeof fetch;
}

/** What of an outside answer may reach a log line or an error: never more than these fields. */
export function redactedAnswer(body: unknown): Record<string, unknown> {
  if (typeof body !== "object" || body === null) return {};
  const { message, status, transactionId } = body as Record<string, unknown>;
  const kept = { message, status, transactionId };
  return Object.fromEntries(Object.entries(kept).filter(([, value]) => typeof value === "string"));
}

/**
 * PhaJay (Lailaolab): one account covers BCEL, JDB, LDB, IB and STB QR payments. Its webhooks are unsigned,
 * so they are only hints: a payment is believed only from the status API, read with the agency's key.
 */
export class PhaJayGateway implements PaymentGateway {
  readonly name = PHAJAY_GATEWAY;
  readonly currencies: readonly Currency[] = ["LAK"];
  private readonly options: PhaJayOptions;

  constructor(options: PhaJayOptions) {
    this.options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, "") };
  }

  async createCheckout(input: CheckoutInput): Promise<Checkout> {
    const bank = input.bankCode.toUpperCase();
    if (!(PHAJAY_BANKS as readonly string[]).includes(bank)) {
      throw new PaymentGatewayError("UNSUPPORTED_BANK", `PhaJay issues no QR for the bank ${input.bankCode}`);
    }
    const test = this.options.sandbox ? "test/" : "";
    const path = `/v1/api/${test}payment/generate-${(bank as PhaJayBank).toLowerCase()}-qr`;
    const body: PhaJayCreateRequest = {
      amount: Number(input.amount),
      description: input.orderCode,
      tag1: input.orderCode,
      tag2: input.agencyId,
    };
    const answer = await this.call("checkout", path, {
      method: "POST",
      headers: { secretKey: this.options.secretKey, "content-type": "application/json" },
      body: JSON.stringify(body),
    });
    if (!answer.ok) throw this.failure("checkout", answer.status, answer.body);
    const parsed = phaJayCreateAnswer.safeParse(answer.body);
    if (!parsed.success) {
      throw new PaymentGatewayError(
        "REFUSED",
        `PhaJay checkout answered an unexpected body: ${JSON.stringify(redactedAnswer(answer.body))}`,
      );
    }
    return {
      payload: parsed.data.qrCode,
      reference: parsed.data.transactionId,
      ...(parsed.data.link ? { deeplink: parsed.data.link } : {}),
    };
  }

  /** Paid only when the status says so for the order's own transaction, carrying the order's code. */
  async findPayment(query: PaymentQuery): Promise<GatewayPayment | undefined> {
    if (query.gatewayReference === null) return undefined;
    const payment = await this.findTransaction(query.gatewayReference);
    if (payment === undefined || payment.orderCode !== query.code) return undefined;
    return payment;
  }

  /** The status API's word on one transaction: a payment only when completed and paid. */
  async findTransaction(reference: string): Promise<GatewayPayment | undefined> {
    const path = `/v1/api/payment/check-transaction/status/${encodeURIComponent(reference)}`;
    const answer = await this.call("status", path, {
      method: "GET",
      headers: { authorization: `Basic ${Buffer.from(this.options.secretKey).toString("base64")}` },
    });
    const parsed = phaJayStatusAnswer.safeParse(answer.body);
    // "Not found" is "not paid" whatever status carries it; anything else is read by its status first.
    if (parsed.success && parsed.data.message === PAYMENT_NOT_FOUND) return undefined;
    if (!answer.ok) throw this.failure("status", answer.status, answer.body);
    if (!parsed.success || !parsed.data.data) {
      throw new PaymentGatewayError(
        "UNAVAILABLE",
        `PhaJay status answered an unexpected body: ${JSON.stringify(redactedAnswer(answer.body))}`,
      );
    }
    const data = parsed.data.data;
    if (data.status !== "PAYMENT_COMPLETED" || !data.isPaid || data.transactionId !== reference)
      return undefined;
    if (!data.description) return undefined;
    return {
      orderCode: data.description,
      amount: String(data.amount),
      // PhaJay takes kip only; an answer without a currency is in kip.
      currency: data.currency ?? "LAK",
      reference: data.transactionId,
      paidAt: paidAtOf(data.paymentTime, this.options.now()),
    };
  }

  /** Unsigned: the body only names a transaction to look up. */
  async readWebhook(rawBody: string): Promise<WebhookReading> {
    let body: unknown;
    try {
      body = JSON.parse(rawBody);
    } catch {
      throw new WebhookRejected("webhook body is not JSON");
    }
    const parsed = phaJayWebhookBody.safeParse(body);
    if (!parsed.success) throw new WebhookRejected("webhook body names no transaction");
    return { kind: "hint", reference: parsed.data.transactionId };
  }

  private async call(what: string, path: string, init: RequestInit) {
    const doFetch = this.options.fetch ?? fetch;
    let response: Response;
    try {
      response = await doFetch(`${this.options.baseUrl}${path}`, {
        ...init,
        redirect: "error",
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const why = error instanceof Error ? error.name : "error";
      throw new PaymentGatewayError("UNAVAILABLE", `PhaJay ${what} could not be reached (${why})`);
    }
    const text = await response.text().catch(() => "");
    let body: unknown;
    try {
      body = text === "" ? undefined : JSON.parse(text);
    } catch {
      body = undefined;
    }
    return { ok: response.ok, status: response.status, body };
  }

  private failure(what: string, status: number, body: unknown): PaymentGatewayError {
    const detail = `PhaJay ${what} answered ${status} ${JSON.stringify(redactedAnswer(body))}`;
    if (status === 401 || status === 403)
      return new PaymentGatewayError("UNAUTHORIZED", `${detail}: check the key`);
    if (status >= 500 || status === 429) return new PaymentGatewayError("UNAVAILABLE", detail);
    return new PaymentGatewayError("REFUSED", detail);
  }
}
