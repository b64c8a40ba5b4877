import { randomBytes } from "node:crypto";
import Fastify, { type FastifyInstance } from "fastify";
import { z } from "zod";
import { buildLaoQr } from "../../adapters/payment-gateway/laoqr.ts";
import {
  PAYMENT_NOT_FOUND,
  PHAJAY_BANKS,
  type PhaJayTransaction,
  type PhaJayWebhookBody,
  phaJayCreateRequest,
} from "../../adapters/payment-gateway/phajay/schema.ts";

/*
 * A fake of PhaJay's documented protocol (docs/decisions/phajay-gateway.md), in memory: QR creation per bank,
 * the status query, the unsigned webhook; and control routes under /__fake to pay, expire and fail.
 */

export const FAKE_PHAJAY_KEY = "fake-phajay-secret-key-0123";

/** The IIN each bank's QR carries (docs/adapters.md); STB's is the fake's own. */
const BANK_IIN: Record<string, string> = {
  BCEL: "27710418",
  JDB: "32170418",
  LDB: "70030418",
  IB: "70140418",
  STB: "70090418",
};

export type FakeRoute = "create" | "status";
export type FakeFailure = 500 | 401 | "timeout";

export interface FakeRequest {
  route: FakeRoute;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

interface Transaction extends PhaJayTransaction {
  bank: string;
  qrCode: string;
  tag1?: string;
  tag2?: string;
}

const payBody = z.object({
  amount: z.union([z.number(), z.string()]).optional(),
  webhook: z.enum(["none", "once", "twice"]).default("once"),
  delayMs: z.number().int().min(0).max(600_000).default(0),
});
const failBody = z.object({
  route: z.enum(["create", "status"]),
  code: z.union([z.literal(500), z.literal(401), z.literal("timeout")]).nullable(),
});

const pad = (n: number) => String(n).padStart(2, "0");

/** PhaJay's webhook time, `DD/MM/YYYY HH:MM:SS` in Lao time. */
function laoDayFirst(date: Date): string {
  const lao = new Date(date.getTime() + 7 * 3_600_000);
  return `${pad(lao.getUTCDate())}/${pad(lao.getUTCMonth() + 1)}/${lao.getUTCFullYear()} ${pad(lao.getUTCHours())}:${pad(lao.getUTCMinutes())}:${pad(lao.getUTCSeconds())}`;
}

export interface FakePhaJay {
  app: FastifyInstance;
  /** Its address, like http://127.0.0.1:4010 */
  url: string;
  key: string;
  requests: FakeRequest[];
  transactions: Map<string, Transaction>;
  /** Every webhook POST it made and the status it got back (0 when it could not deliver). */
  deliveries: { url: string; body: PhaJayWebhookBody; status: number }[];
  setWebhookUrl(url: string | undefined): void;
  fail(route: FakeRoute, code: FakeFailure | null): void;
  /** Pays a transaction as a bank app would; resolves once its webhooks (if any, undelayed) were delivered. */
  pay(id: string, options?: z.input<typeof payBody>): Promise<Transaction>;
  close(): Promise<void>;
}

export async function startFakePhaJay(
  options: { port?: number; host?: string; key?: string; webhookUrl?: string; now?: () => Date } = {},
): Promise<FakePhaJay> {
  const key = options.key ?? FAKE_PHAJAY_KEY;
  const now = options.now ?? (() => new Date());
  // A request held open by a "timeout" must not keep close() waiting.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  const requests: FakeRequest[] = [];
  const transactions = new Map<string, Transaction>();
  const deliveries: FakePhaJay["deliveries"] = [];
  const failures = new Map<FakeRoute, FakeFailure>();
  let webhookUrl = options.webhookUrl;
  let refNo = 100_000;
  // A "timeout" answers only when the fake closes.
  let release: () => void = () => {};
  const closing = new Promise<void>((resolve) => {
    release = resolve;
  });

  async function injected(route: FakeRoute, reply: import("fastify").FastifyReply): Promise<boolean> {
    const failure = failures.get(route);
    if (failure === undefined) return false;
    if (failure === "timeout") {
      await closing;
      reply.code(504).send({ message: "TIMEOUT" });
    } else if (failure === 401) {
      reply.code(401).send({ message: "UNAUTHORIZED" });
    } else {
      reply.code(500).send({ message: "INTERNAL_SERVER_ERROR" });
    }
    return true;
  }

  async function deliver(transaction: Transaction, times: number) {
    if (webhookUrl === undefined) return;
    const body: PhaJayWebhookBody = {
      message: "SUCCESS",
      refNo: refNo++,
      exReferenceNo: `EX${transaction.transactionId.slice(0, 10)}`,
      merchantName: "KHAM FAKE MERCHANT",
      memo: transaction.description ?? "",
      txnDateTime: laoDayFirst(now()),
      txnAmount: Number(transaction.amount),
      billNumber: transaction.transactionId,
      sourceAccount: "0201XXXXXXXX1234",
      sourceName: "FAKE PAYER",
      sourceCurrency: "LAK",
      userId: "fake-user",
      status: "PAYMENT_COMPLETED",
      transactionId: transaction.transactionId,
      paymentMethod: transaction.bank,
      description: transaction.description ?? "",
      tag1: transaction.tag1 ?? "",
      tag2: transaction.tag2 ?? "",
    };
    for (let i = 0; i < times; i++) {
      let status = 0;
      try {
        const answer = await fetch(webhookUrl, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(body),
        });
        status = answer.status;
        await answer.arrayBuffer();
      } catch {
        status = 0;
      }
      deliveries.push({ url: webhookUrl, body, status });
    }
  }

  async function pay(id: string, input: z.input<typeof payBody> = {}): Promise<Transaction> {
    const transaction = transactions.get(id);
    if (transaction === undefined) throw new Error(`no transaction ${id}`);
    const settings = payBody.parse(input);
    transaction.status = "PAYMENT_COMPLETED";
    transaction.isPaid = true;
    if (settings.amount !== undefined) transaction.amount = Number(settings.amount);
    transaction.paymentTime = now().toISOString();
    const times = { none: 0, once: 1, twice: 2 }[settings.webhook];
    if (settings.delayMs === 0) await deliver(transaction, times);
    else setTimeout(() => void deliver(transaction, times), settings.delayMs).unref();
    return transaction;
  }

  for (const prefix of ["/v1/api/payment", "/v1/api/test/payment"]) {
    for (const bank of PHAJAY_BANKS) {
      app.post(`${prefix}/generate-${bank.toLowerCase()}-qr`, async (request, reply) => {
        requests.push({ route: "create", path: request.url, headers: request.headers, body: request.body });
        if (await injected("create", reply)) return reply;
        if (request.headers.secretkey !== key) return reply.code(401).send({ message: "UNAUTHORIZED" });
        const parsed = phaJayCreateRequest.safeParse(request.body);
        if (!parsed.success) return reply.code(400).send({ message: "INVALID_REQUEST" });
        const transactionId = randomBytes(12).toString("hex");
        const { amount, description, tag1, tag2 } = parsed.data;
        const qrCode = buildLaoQr({
          bankIin: BANK_IIN[bank]!,
          mid: `PHAJAY${transactionId.slice(0, 10).toUpperCase()}`,
          merchantName: "PHAJAY FAKE MERCHANT",
          merchantCity: "VIENTIANE",
          merchantCategoryCode: "7994",
          currency: "LAK",
          amount: String(amount),
          orderCode: description.slice(0, 25),
        });
        transactions.set(transactionId, {
          transactionId,
          linkCode: null,
          orderNo: null,
          status: "WAITING",
          isPaid: false,
          amount,
          currency: "LAK",
          description,
          paymentMethod: bank,
          paymentTime: null,
          createdAt: now().toISOString(),
          bank,
          qrCode,
          tag1,
          tag2,
        });
        return {
          message: "SUCCESSFULLY",
          transactionId,
          qrCode,
          link: `onepay://qr?data=${encodeURIComponent(qrCode)}`,
        };
      });
    }
  }

  app.get<{ Params: { id: string } }>(
    "/v1/api/payment/check-transaction/status/:id",
    async (request, reply) => {
      requests.push({ route: "status", path: request.url, headers: request.headers, body: undefined });
      if (await injected("status", reply)) return reply;
      if (request.headers.authorization !== `Basic ${Buffer.from(key).toString("base64")}`) {
        return reply.code(401).send({ message: "UNAUTHORIZED" });
      }
      const transaction = transactions.get(request.params.id);
      if (transaction === undefined) return reply.code(404).send({ message: PAYMENT_NOT_FOUND });
      const { bank: _bank, qrCode: _qrCode, tag1: _tag1, tag2: _tag2, ...data } = transaction;
      return { message: "SUCCESSFULLY", data };
    },
  );

  app.post<{ Params: { id: string } }>("/__fake/pay/:id", async (request, reply) => {
    if (!transactions.has(request.params.id)) return reply.code(404).send({ message: PAYMENT_NOT_FOUND });
    return pay(request.params.id, (request.body ?? {}) as z.input<typeof payBody>);
  });
  app.post<{ Params: { id: string } }>("/__fake/expire/:id", async (request, reply) => {
    const transaction = transactions.get(request.params.id);
    if (transaction === undefined) return reply.code(404).send({ message: PAYMENT_NOT_FOUND });
    transaction.status = "EXPIRED";
    return transaction;
  });
  app.post("/__fake/fail", async (request) => {
    const { route, code } = failBody.parse(request.body);
    if (code === null) failures.delete(route);
    else failures.set(route, code);
    return { route, code };
  });
  app.put("/__fake/webhook-url", async (request) => {
    webhookUrl = z.object({ url: z.url().nullable() }).parse(request.body).url ?? undefined;
    return { url: webhookUrl ?? null };
  });
  app.get("/__fake/transactions", async () => [...transactions.values()]);

  const host = options.host ?? "127.0.0.1";
  const address = await app.listen({ port: options.port ?? 0, host });
  return {
    app,
    url: address,
    key,
    requests,
    transactions,
    deliveries,
    setWebhookUrl(url) {
      webhookUrl = url;
    },
    fail(route, code) {
      if (code === null) failures.delete(route);
      else failures.set(route, code);
    },
    pay,
    async close() {
      release();
      await app.close();
    },
  };
}
