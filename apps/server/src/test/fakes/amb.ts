import { randomBytes, randomUUID } from "node:crypto";
import Decimal from "decimal.js";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import { z } from "zod";
import {
  AMB_AGENT_CREDIT,
  AMB_MEMBER_EXISTS,
  type AmbGame,
  ambLoginRequest,
  ambMemberRequest,
  ambTransferRequest,
} from "../../adapters/game-provider/amb/schema.ts";

/* AMB SuperAPI's transfer wallet in memory, switches for what AMB leaves open (docs/adapters.md). */

export const FAKE_AMB_AGENT = "khamfake";
export const FAKE_AMB_KEY = "fake-amb-api-key-0123456789";
/** The fake's own codes for what AMB has not published. */
export const FAKE_AMB_CODES = {
  duplicate: 805,
  memberNotFound: 996,
  invalidData: 997,
  insufficient: 100016,
  gameNotFound: 1001,
} as const;

const routes = [
  "member",
  "balance",
  "deposit",
  "withdraw",
  "outstanding",
  "games",
  "logIn",
  "transaction",
] as const;
export type FakeAmbRoute = (typeof routes)[number];

const switchesBody = z.object({
  refPolicy: z.enum(["replay-original", "reject-duplicate", "none"]).optional(),
  lookup: z.boolean().optional(),
  nameRule: z.enum(["rename", "accept"]).optional(),
});
export type FakeAmbSwitches = Required<z.infer<typeof switchesBody>>;
const DEFAULT_SWITCHES: FakeAmbSwitches = { refPolicy: "replay-original", lookup: false, nameRule: "accept" };

const moneyText = z.union([z.string(), z.number()]).transform((value) => new Decimal(String(value)));
const balanceBody = z.object({ username: z.string(), productId: z.string(), balance: moneyText });
const agentCreditBody = z.object({ productId: z.string(), credit: moneyText });
const outstandingBody = z.object({ username: z.string(), productId: z.string(), outstanding: moneyText });
const failBody = z.object({
  route: z.enum(routes),
  mode: z.union([
    z.enum(["http500", "html", "timeout", "commit-then-timeout"]),
    z.string().regex(/^code:-?\d+$/),
  ]),
  times: z.number().int().min(1).default(1),
});
export type FakeAmbFailure = z.input<typeof failBody>;

export interface FakeAmbRequest {
  route: FakeAmbRoute;
  method: string;
  url: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface FakeAmbLedgerEntry {
  seq: number;
  kind: "deposit" | "withdraw" | "win" | "lose";
  username: string;
  productId: string;
  amount: string;
  balance: string;
  transactionRef?: string;
  txId?: string;
}

interface Transfer {
  type: "DEPOSIT" | "WITHDRAW";
  username: string;
  productId: string;
  amount: Decimal;
  txId: string;
  balance: Decimal;
  beforeBalance: Decimal;
}

interface Launch {
  username: string;
  productId: string;
  gameCode: string;
  callbackUrl?: string;
}

/** A data: image, as AMB's CDN images would be: the player app's CSP takes https: and data:, not the fake's http:. */
export function fakeTileImage(label: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="#1e3a5f"/><text x="160" y="125" fill="#fff" font-size="20" text-anchor="middle">${escapeHtml(label)}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

/** Each product's catalogue, out of rank order on purpose, with one category Kham does not show. */
function catalogue(productId: string): AmbGame[] {
  const game = (code: string, name: string, category: string, rank: number): AmbGame => ({
    code: `${productId}-${code}`,
    name,
    category,
    type: category,
    img: fakeTileImage(`${productId}-${code}`),
    rank,
    providerCode: productId,
  });
  return [
    game("LOBBY", `${productId} lobby`, "LIVECASINO", 3),
    game("FISH1", "Ocean Hunter", "FISHING", 2),
    game("SLOT1", "Lucky Lanterns", "SLOT", 1),
    game("SPORT1", "Sportsbook", "SPORTBOOK", 4),
    game("SLOT2", "Golden Naga", "SLOT", 5),
  ];
}

const key = (username: string, productId: string) => `${username}\u0000${productId}`;

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** Decimals as marked strings (Decimal's own toJSON would quote them before any replacer sees them). */
function marked(value: unknown): unknown {
  if (Decimal.isDecimal(value)) return `__decimal__${(value as Decimal).toString()}`;
  if (Array.isArray(value)) return value.map(marked);
  if (typeof value === "object" && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, marked(inner)]));
  }
  return value;
}

/** JSON whose Decimal values are written as exact number literals, as AMB writes its balances. */
function exactJson(body: unknown): string {
  return JSON.stringify(marked(body)).replace(/"__decimal__(-?[\d.e+-]+)"/g, "$1");
}

export interface FakeAmbControl {
  switches(changes?: Partial<FakeAmbSwitches>): FakeAmbSwitches;
  setBalance(username: string, productId: string, balance: string): void;
  balance(username: string, productId: string): string | undefined;
  setAgentCredit(productId: string, credit: string): void;
  agentCredit(productId: string): string;
  setOutstanding(username: string, productId: string, outstanding: string): void;
  fail(failure: FakeAmbFailure): void;
  reset(): void;
  ledger(): FakeAmbLedgerEntry[];
  /** The member names kept per product. */
  members(productId: string): string[];
  requests: FakeAmbRequest[];
}

export interface FakeAmb {
  /** Its address, like http://127.0.0.1:4020 */
  url: string;
  agent: string;
  apiKey: string;
  control: FakeAmbControl;
  close(): Promise<void>;
}

export async function startFakeAmb(
  options: {
    port?: number;
    host?: string;
    agent?: string;
    apiKey?: string;
    publicUrl?: string;
    agentCredit?: string;
  } = {},
): Promise<FakeAmb> {
  const agent = options.agent ?? FAKE_AMB_AGENT;
  const apiKey = options.apiKey ?? FAKE_AMB_KEY;
  const startingCredit = new Decimal(options.agentCredit ?? "1000000000");
  const expectedAuth = `Basic ${Buffer.from(`${agent}:${apiKey}`).toString("base64")}`;
  // A request held open by a timeout must not keep close() waiting.
  const app = Fastify({ logger: false, forceCloseConnections: true });
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string" },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );

  let switches: FakeAmbSwitches = { ...DEFAULT_SWITCHES };
  const members = new Map<string, string>();
  const balances = new Map<string, Decimal>();
  const credits = new Map<string, Decimal>();
  const outstanding = new Map<string, Decimal>();
  const transfers = new Map<string, Transfer>();
  const launches = new Map<string, Launch>();
  const failures = new Map<FakeAmbRoute, { mode: string; times: number }>();
  const ledger: FakeAmbLedgerEntry[] = [];
  const requests: FakeAmbRequest[] = [];
  let txSeq = 0;
  let release: () => void = () => {};
  let closing = new Promise<void>((resolve) => {
    release = resolve;
  });
  let baseUrl = options.publicUrl ?? "";

  const credit = (productId: string) => credits.get(productId) ?? startingCredit;

  function reset() {
    switches = { ...DEFAULT_SWITCHES };
    for (const map of [members, balances, credits, outstanding, transfers, launches, failures]) map.clear();
    ledger.length = 0;
    requests.length = 0;
  }

  const envelope = (reply: FastifyReply, code: number, message: string, data: unknown = null, status = 200) =>
    reply
      .code(status)
      .type("application/json")
      .send(exactJson({ reqId: randomUUID(), code, message, data }));

  function record(kind: FakeAmbLedgerEntry["kind"], username: string, productId: string, amount: Decimal) {
    const entry: FakeAmbLedgerEntry = {
      seq: ledger.length + 1,
      kind,
      username,
      productId,
      amount: amount.toFixed(2),
      balance: (balances.get(key(username, productId)) ?? new Decimal(0)).toFixed(2),
    };
    ledger.push(entry);
    return entry;
  }

  /** Held until the caller gives up or the fake closes; nothing is answered. */
  async function hang(reply: FastifyReply) {
    await Promise.race([closing, new Promise((resolve) => reply.raw.once("close", resolve))]);
    if (!reply.raw.destroyed) reply.raw.destroy();
    return reply;
  }

  /** The injected failure for this call, if any: answered before (or, committed, after) the work. */
  function takeFailure(route: FakeAmbRoute): string | undefined {
    const failure = failures.get(route);
    if (failure === undefined) return undefined;
    failure.times -= 1;
    if (failure.times <= 0) failures.delete(route);
    return failure.mode;
  }

  async function answerFailure(mode: string, reply: FastifyReply) {
    if (mode === "http500") return envelope(reply, 500, "Internal Server Error", null, 500);
    if (mode === "html") {
      return reply.code(200).type("text/html").send("<html><body><h1>502 Bad Gateway</h1></body></html>");
    }
    if (mode === "timeout") return hang(reply);
    return envelope(reply, Number(mode.slice("code:".length)), "Injected failure");
  }

  type Handler = (
    request: FastifyRequest,
    reply: FastifyReply,
  ) => Promise<{ code: number; message: string; data?: unknown }>;

  function route(method: "GET" | "POST", path: string, name: FakeAmbRoute, handler: Handler) {
    app.route({
      method,
      url: path,
      handler: async (request, reply) => {
        requests.push({
          route: name,
          method,
          url: request.url,
          headers: request.headers,
          body: request.body,
        });
        const given = request.headers.authorization;
        if (given !== expectedAuth) {
          const sent =
            typeof given === "string" && given.startsWith("Basic ")
              ? Buffer.from(given.slice(6), "base64").toString().split(":").slice(1).join(":")
              : "";
          return envelope(reply, 401, `Unauthorized: invalid x-api-key ${sent}`, null, 401);
        }
        if (name === "transaction" && !switches.lookup) {
          return reply.code(404).type("text/html").send("<html><body>Not Found</body></html>");
        }
        const mode = takeFailure(name);
        if (mode !== undefined && mode !== "commit-then-timeout") return answerFailure(mode, reply);
        const result = await handler(request, reply);
        if (mode === "commit-then-timeout") return hang(reply);
        return envelope(reply, result.code, result.message, result.data ?? null);
      },
    });
  }

  const ok = (data: unknown) => ({ code: 0, message: "Success", data });
  const refuse = (code: number, message: string) => ({ code, message });

  function renamed(username: string) {
    return `${agent}${username}`
      .replace(/[^A-Za-z0-9]/g, "")
      .toLowerCase()
      .slice(0, 30);
  }

  route("POST", "/member", "member", async (request) => {
    const parsed = ambMemberRequest.safeParse(request.body);
    if (!parsed.success) return refuse(FAKE_AMB_CODES.invalidData, "Invalid data");
    const { username, productId } = parsed.data;
    const asked = key(username, productId);
    const kept = members.get(asked);
    if (kept !== undefined)
      return { code: AMB_MEMBER_EXISTS, message: "Member already exists", data: { username: kept } };
    const name = switches.nameRule === "rename" ? renamed(username) : username;
    members.set(asked, name);
    balances.set(key(name, productId), balances.get(key(name, productId)) ?? new Decimal(0));
    return ok({ username: name });
  });

  const known = (username: string, productId: string) => balances.has(key(username, productId));

  route("GET", "/balance", "balance", async (request) => {
    const { username, productId } = request.query as Record<string, string | undefined>;
    if (!username || !productId || !known(username, productId)) {
      return refuse(FAKE_AMB_CODES.memberNotFound, "Member not found");
    }
    return ok({ status: "SUCCESS", balance: balances.get(key(username, productId))!, username });
  });

  function transferRoute(name: "deposit" | "withdraw") {
    const type = name === "deposit" ? "DEPOSIT" : "WITHDRAW";
    route("POST", `/${name}`, name, async (request) => {
      const parsed = ambTransferRequest.safeParse(request.body);
      if (!parsed.success) return refuse(FAKE_AMB_CODES.invalidData, "Invalid data");
      const { username, productId, transactionRef } = parsed.data;
      const amount = new Decimal(parsed.data.amount);
      if (amount.lte(0)) return refuse(FAKE_AMB_CODES.invalidData, "Invalid amount");
      const earlier = transfers.get(transactionRef);
      if (earlier !== undefined && switches.refPolicy !== "none") {
        const same =
          earlier.type === type &&
          earlier.username === username &&
          earlier.productId === productId &&
          earlier.amount.eq(amount);
        if (switches.refPolicy === "reject-duplicate" || !same) {
          return refuse(FAKE_AMB_CODES.duplicate, "Duplicate transactionRef");
        }
        return ok(transferData(earlier));
      }
      if (!known(username, productId)) return refuse(FAKE_AMB_CODES.memberNotFound, "Member not found");
      const before = balances.get(key(username, productId))!;
      if (type === "DEPOSIT") {
        if (credit(productId).lt(amount)) return refuse(AMB_AGENT_CREDIT, "Agent balance is not enough");
        credits.set(productId, credit(productId).minus(amount));
        balances.set(key(username, productId), before.plus(amount));
      } else {
        if (before.lt(amount)) return refuse(FAKE_AMB_CODES.insufficient, "Insufficient balance");
        credits.set(productId, credit(productId).plus(amount));
        balances.set(key(username, productId), before.minus(amount));
      }
      txSeq += 1;
      const transfer: Transfer = {
        type,
        username,
        productId,
        amount,
        txId: `TX${String(txSeq).padStart(8, "0")}`,
        balance: balances.get(key(username, productId))!,
        beforeBalance: before,
      };
      transfers.set(transactionRef, transfer);
      Object.assign(record(name, username, productId, amount), { transactionRef, txId: transfer.txId });
      return ok(transferData(transfer));
    });
  }
  const transferData = (transfer: Transfer) => ({
    status: "SUCCESS",
    txId: transfer.txId,
    balance: transfer.balance,
    beforeBalance: transfer.beforeBalance,
  });
  transferRoute("deposit");
  transferRoute("withdraw");

  route("GET", "/outstanding", "outstanding", async (request) => {
    const { username } = request.query as Record<string, string | undefined>;
    const data = [...outstanding.entries()]
      .filter(([entry]) => entry.split("\u0000")[0] === username)
      .map(([entry, amount]) => ({ productId: entry.split("\u0000")[1]!, outstanding: amount }));
    return ok(data);
  });

  route("GET", "/games", "games", async (request) => {
    const { productId } = request.query as Record<string, string | undefined>;
    if (!productId) return refuse(FAKE_AMB_CODES.invalidData, "Invalid data");
    return ok({ games: catalogue(productId) });
  });

  route("POST", "/logIn", "logIn", async (request) => {
    const parsed = ambLoginRequest.safeParse(request.body);
    if (!parsed.success) return refuse(FAKE_AMB_CODES.invalidData, "Invalid data");
    const { username, productId, gameCode, callbackUrl } = parsed.data;
    if (!known(username, productId)) return refuse(FAKE_AMB_CODES.memberNotFound, "Member not found");
    if (!catalogue(productId).some((game) => game.code === gameCode)) {
      return refuse(FAKE_AMB_CODES.gameNotFound, "Game not found");
    }
    const token = randomBytes(16).toString("hex");
    launches.set(token, { username, productId, gameCode, ...(callbackUrl ? { callbackUrl } : {}) });
    return ok({ url: `${baseUrl}/play/${token}` });
  });

  route("GET", "/transaction", "transaction", async (request) => {
    const { transactionRef, productId } = request.query as Record<string, string | undefined>;
    const found = transactionRef === undefined ? undefined : transfers.get(transactionRef);
    if (found === undefined || (productId !== undefined && found.productId !== productId)) return ok(null);
    return ok({
      transactionRef,
      txId: found.txId,
      type: found.type,
      username: found.username,
      productId: found.productId,
      amount: found.amount,
      balance: found.balance,
    });
  });

  app.get<{ Params: { token: string } }>("/play/:token", async (request, reply) => {
    const launch = launches.get(request.params.token);
    if (launch === undefined)
      return reply.code(404).type("text/html").send("<p>This game link has expired.</p>");
    const balance = balances.get(key(launch.username, launch.productId)) ?? new Decimal(0);
    const back = launch.callbackUrl ? `<p><a href="${escapeHtml(launch.callbackUrl)}">Back</a></p>` : "";
    const action = `/play/${escapeHtml(request.params.token)}`;
    return reply.type("text/html").send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Fake AMB: ${escapeHtml(launch.gameCode)}</title></head>
<body>
<h1>${escapeHtml(launch.gameCode)}</h1>
<p>Member <strong data-testid="member">${escapeHtml(launch.username)}</strong> at ${escapeHtml(launch.productId)}</p>
<p>Balance <strong data-testid="balance">${balance.toFixed(2)}</strong></p>
<form method="post" action="${action}"><input type="hidden" name="move" value="win"><button>Win 100</button></form>
<form method="post" action="${action}"><input type="hidden" name="move" value="lose"><button>Lose 50</button></form>
${back}
</body></html>`);
  });

  app.post<{ Params: { token: string } }>("/play/:token", async (request, reply) => {
    const launch = launches.get(request.params.token);
    if (launch === undefined)
      return reply.code(404).type("text/html").send("<p>This game link has expired.</p>");
    const move = (request.body as { move?: string } | undefined)?.move;
    const at = key(launch.username, launch.productId);
    const balance = balances.get(at) ?? new Decimal(0);
    if (move === "win") {
      balances.set(at, balance.plus(100));
      record("win", launch.username, launch.productId, new Decimal(100));
    } else if (move === "lose") {
      const lost = Decimal.min(balance, 50);
      balances.set(at, balance.minus(lost));
      record("lose", launch.username, launch.productId, lost);
    }
    return reply.redirect(`/play/${request.params.token}`, 303);
  });

  const control: FakeAmbControl = {
    switches(changes = {}) {
      switches = { ...switches, ...switchesBody.parse(changes) };
      return { ...switches };
    },
    setBalance(username, productId, balance) {
      balances.set(key(username, productId), new Decimal(balance));
    },
    balance(username, productId) {
      return balances.get(key(username, productId))?.toString();
    },
    setAgentCredit(productId, amount) {
      credits.set(productId, new Decimal(amount));
    },
    agentCredit(productId) {
      return credit(productId).toFixed(2);
    },
    setOutstanding(username, productId, amount) {
      outstanding.set(key(username, productId), new Decimal(amount));
    },
    fail(failure) {
      const { route: name, mode, times } = failBody.parse(failure);
      failures.set(name, { mode, times });
    },
    reset() {
      reset();
      // Requests still held by a timeout are let go.
      release();
      closing = new Promise<void>((resolve) => {
        release = resolve;
      });
    },
    ledger: () => ledger.map((entry) => ({ ...entry })),
    members: (productId) =>
      [...members.entries()]
        .filter(([asked]) => asked.endsWith(`\u0000${productId}`))
        .map(([, name]) => name),
    requests,
  };

  app.put("/__fake/switches", async (request) => control.switches(request.body as Partial<FakeAmbSwitches>));
  app.post("/__fake/balance", async (request) => {
    const { username, productId, balance } = balanceBody.parse(request.body);
    control.setBalance(username, productId, balance.toString());
    return { username, productId, balance: balance.toFixed(2) };
  });
  app.post("/__fake/agent-credit", async (request) => {
    const { productId, credit: amount } = agentCreditBody.parse(request.body);
    control.setAgentCredit(productId, amount.toString());
    return { productId, credit: amount.toFixed(2) };
  });
  app.post("/__fake/outstanding", async (request) => {
    const { username, productId, outstanding: amount } = outstandingBody.parse(request.body);
    control.setOutstanding(username, productId, amount.toString());
    return { username, productId, outstanding: amount.toFixed(2) };
  });
  app.post("/__fake/fail", async (request) => {
    const failure = failBody.parse(request.body);
    control.fail(failure);
    return failure;
  });
  app.post("/__fake/reset", async () => {
    control.reset();
    return { reset: true };
  });
  app.get("/__fake/ledger", async () => control.ledger());
  app.setErrorHandler((error, _request, reply) => {
    if (error instanceof z.ZodError) return reply.code(400).send({ message: "invalid control body" });
    const status = (error as { statusCode?: number }).statusCode ?? 500;
    return reply.code(status).send({ message: error instanceof Error ? error.message : "error" });
  });

  const address = await app.listen({ port: options.port ?? 0, host: options.host ?? "127.0.0.1" });
  baseUrl ||= address;
  return {
    url: address,
    agent,
    apiKey,
    control,
    async close() {
      release();
      await app.close();
    },
  };
}
