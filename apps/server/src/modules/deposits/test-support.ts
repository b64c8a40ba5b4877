import type { FastifyInstance } from "fastify";
import type { GameProvider } from "../../adapters/game-provider/types.ts";
import { signatureHeader } from "../../adapters/payment-gateway/signature.ts";
import { get, post, register } from "../../test/helper.ts";

export const SANDBOX_SECRET = "sandbox-webhook-secret";
export const LAK_MID = "BCEL0000123456";
export const THB_MID = "BCEL0000987654";

let accounts = 0;
/**
 * An account number no other call in this process answers and no plausibility rule refuses:
 * "16", the counter (four digits or more, never cut) and four random digits; 10 to 18 digits.
 */
export function uniqueAccountNumber(): string {
  accounts += 1;
  const random = String(Math.floor(Math.random() * 1e4)).padStart(4, "0");
  return `16${String(accounts).padStart(4, "0")}${random}`;
}

export async function addBankAccount(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  return post(
    app,
    "/api/v2/players/bank-accounts",
    {
      bankCode: "BCEL",
      accountNumber: uniqueAccountNumber(),
      accountName: "Somchai Phommavong",
      currency: "LAK",
      ...overrides,
    },
    { cookie },
  );
}

/** A registered player with a bank account: ready to deposit. */
export async function depositingPlayer(app: FastifyInstance) {
  const registered = await register(app);
  const account = await addBankAccount(app, registered.cookie);
  if (account.statusCode !== 201) throw new Error(`bank account: ${account.statusCode} ${account.body}`);
  return registered;
}

export function createDeposit(app: FastifyInstance, cookie: string, overrides: Record<string, unknown> = {}) {
  return post(
    app,
    "/api/v2/deposits",
    { provider: "gclub", mid: LAK_MID, currency: "LAK", amount: "66000", ...overrides },
    { cookie },
  );
}

export async function openDeposit(
  app: FastifyInstance,
  cookie: string,
  overrides: Record<string, unknown> = {},
) {
  const response = await createDeposit(app, cookie, overrides);
  if (response.statusCode !== 201) throw new Error(`deposit: ${response.statusCode} ${response.body}`);
  return response.json().data as { code: string; amount: string; currency: string; credit: string };
}

export interface WebhookOptions {
  amount?: string;
  currency?: string;
  eventId?: string;
  /** The bank's payment reference: a different one is a different payment. */
  reference?: string;
  secret?: string;
  signedAt?: Date;
  signature?: string;
}

export function webhookBody(
  order: { code: string; amount: string; currency: string },
  options: WebhookOptions = {},
) {
  return JSON.stringify({
    eventId: options.eventId ?? `evt_${order.code}`,
    orderCode: order.code,
    amount: options.amount ?? order.amount,
    currency: options.currency ?? order.currency,
    status: "PAID",
    paidAt: new Date().toISOString(),
    reference: options.reference ?? `REF${order.code}`,
  });
}

/** The signed webhook a bank sends for the order. */
export function sendWebhook(
  app: FastifyInstance,
  order: { code: string; amount: string; currency: string },
  options: WebhookOptions & { now: Date },
) {
  const rawBody = webhookBody(order, options);
  const signature =
    options.signature ??
    signatureHeader(options.secret ?? SANDBOX_SECRET, rawBody, options.signedAt ?? options.now);
  return app.inject({
    method: "POST",
    url: "/api/v2/payments/sandbox/webhook",
    headers: { "content-type": "application/json", "x-signature": signature, host: "gateway.example.net" },
    payload: rawBody,
  });
}

export async function providerCredit(app: FastifyInstance, cookie: string, provider = "gclub") {
  const response = await get(app, `/api/v2/players/credits/${provider}`, { cookie });
  return response.json().data.credit.amount as string;
}

export async function depositStatus(app: FastifyInstance, cookie: string, code: string) {
  return (await get(app, `/api/v2/deposits/${code}`, { cookie })).json().data.status as string;
}

/**
 * The provider makes its first transfer in, then answers it with an error, as a connection lost
 * after the provider moved the credit would. Answers how many transfers were asked, and the undo.
 */
export function loseFirstTransferAnswer(provider: GameProvider) {
  const original = provider.transferIn.bind(provider);
  const asked = { calls: 0 };
  provider.transferIn = async (transfer) => {
    asked.calls += 1;
    const result = await original(transfer);
    if (asked.calls === 1) throw new Error("socket hang up after the provider moved the credit");
    return result;
  };
  return {
    asked,
    restore: () => {
      provider.transferIn = original;
    },
  };
}
