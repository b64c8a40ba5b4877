// The API bench's reference: the app's calls as raw SQL in bare Fastify routes, same statements; run by bench/api.ts.
import { createHash, randomBytes } from "node:crypto";
import type { PGlite } from "@electric-sql/pglite";
import { DEPOSIT_EXPIRY_MS, providers } from "@kham/contract";
import Decimal from "decimal.js";
import Fastify, { type FastifyReply, type FastifyRequest } from "fastify";
import pg from "pg";
import { openDatabase } from "../../apps/server/src/db/client.ts";
import { seedDatabase } from "../../apps/server/src/db/seed.ts";
import { WATCH_EVERY_MS, WATCH_JOB } from "../../apps/server/src/modules/deposits/watch.ts";
import { newDepositCode } from "../../apps/server/src/modules/order-codes/service.ts";

const port = Number(process.env.PORT ?? 4400);
const url = process.env.DATABASE_URL;
const database = await openDatabase(
  url
    ? { kind: "postgres", url }
    : { kind: "pglite", dataDir: process.env.DATA_DIR ?? "/tmp/kham-reference" },
);
await seedDatabase(database.db);
const client: pg.Pool | PGlite = database.driver === "postgres" ? database.pool : database.pglite;
const postgres = database.driver === "postgres";

type Row = Record<string, unknown>;
type Runner = (name: string, text: string, values: unknown[]) => Promise<Row[]>;

/** A raw query outside a transaction, named on PostgreSQL: prepared once per connection. */
const run: Runner = async (name, text, values) => {
  if (!postgres) return (await (client as PGlite).query<Row>(text, values)).rows;
  // A query object goes to the driver as it is; a plain config object would be copied on every call.
  const query = Object.assign(new pg.Query<Row>(text, values), { name });
  return ((await (client as pg.Pool).query(query)) as unknown as pg.QueryResult<Row>).rows;
};

/** Raw statements in one transaction, on one connection. */
async function transaction<T>(work: (query: Runner) => Promise<T>): Promise<T> {
  if (!postgres) {
    return (client as PGlite).transaction((tx) =>
      work(async (_name, text, values) => (await tx.query<Row>(text, values)).rows),
    );
  }
  const connection = await (client as pg.Pool).connect();
  try {
    await connection.query("begin");
    const result = await work(
      async (name, text, values) => (await connection.query({ name, text, values })).rows,
    );
    await connection.query("commit");
    return result;
  } catch (error) {
    await connection.query("rollback");
    throw error;
  } finally {
    connection.release();
  }
}

const [agency] = await run("agency", "select id, code, name from agencies where code = $1", [
  process.env.DEFAULT_AGENCY ?? "demo",
]);
if (agency === undefined) throw new Error("the seeded agency is missing");
const agencyId = agency.id as string;
const agencyCode = agency.code as string;

const DAY = 86_400_000;
const IDLE_MS = 7 * DAY;
const ABSOLUTE_MS = 30 * DAY;
const TOUCH_MS = 5 * 60_000;

interface Session {
  id: string;
  playerId: string;
  username: string;
  displayName: string;
}

function sessionToken(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie ?? "";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name === "kham_session") return value;
  }
  return undefined;
}

/** Expiry and the occasional last-seen write as the app does. */
async function session(request: FastifyRequest, reply: FastifyReply): Promise<Session | undefined> {
  const token = sessionToken(request);
  if (!token) {
    reply.code(401).send({ error: { code: "UNAUTHENTICATED", message: "Log in first" } });
    return undefined;
  }
  const [row] = await run(
    "session",
    `select s.id, s.agency_id, s.player_id, s.last_seen_at, s.expires_at,
            p.agency_id as player_agency_id, p.username, p.display_name, p.blocked
       from sessions s join players p on p.id = s.player_id
      where s.token_hash = $1 and s.agency_id = $2 limit 1`,
    [createHash("sha256").update(token).digest("hex"), agencyId],
  );
  const now = Date.now();
  const lastSeen = row ? new Date(row.last_seen_at as string).getTime() : 0;
  if (!row || now >= Math.min(new Date(row.expires_at as string).getTime(), lastSeen + IDLE_MS)) {
    reply.code(401).send({ error: { code: "UNAUTHENTICATED", message: "Log in first" } });
    return undefined;
  }
  if (now - lastSeen >= TOUCH_MS)
    await run("touch", "update sessions set last_seen_at = $1 where id = $2", [new Date(now), row.id]);
  return {
    id: row.id as string,
    playerId: row.player_id as string,
    username: row.username as string,
    displayName: row.display_name as string,
  };
}

/** A player's member accounts never change once all exist: kept in memory, as the app keeps them. */
const completeMembers = new Map<string, Row[]>();

async function members(playerId: string) {
  const kept = completeMembers.get(playerId);
  if (kept) return kept;
  const rows = await run(
    "members",
    "select provider, member_username from provider_members where player_id = $1",
    [playerId],
  );
  if (rows.length === providers.length) completeMembers.set(playerId, rows);
  return rows;
}

const app = Fastify({ logger: false });

app.get("/api/health", async () => {
  await run("ping", "select 1", []);
  return { status: "ok" };
});

app.get<{ Params: { provider: string } }>("/api/v2/players/credits/:provider", async (request, reply) => {
  const found = await session(request, reply);
  if (!found) return reply;
  const member = (await members(found.playerId)).find((row) => row.provider === request.params.provider);
  if (!member) return reply.code(404).send({ error: { code: "NOT_FOUND", message: "No member" } });
  const [balance] = await run(
    "balance",
    "select balance from sandbox_members where provider = $1 and member_username = $2 limit 1",
    [request.params.provider, member.member_username],
  );
  return {
    data: {
      provider: request.params.provider,
      credit: { amount: new Decimal(balance!.balance as string).toFixed(2), currency: "THB" },
    },
  };
});

app.get("/api/v2/players/info", async (request, reply) => {
  const found = await session(request, reply);
  if (!found) return reply;
  const [providers, accounts] = [
    await members(found.playerId),
    await run(
      "bank-accounts",
      `select a.id, a.bank_code, b.name, a.account_number, a.account_name, a.currency, a.created_at
         from bank_accounts a join agency_banks b on b.agency_id = a.agency_id and b.code = a.bank_code
        where a.player_id = $1`,
      [found.playerId],
    ),
  ];
  return {
    data: {
      player: { id: found.playerId, username: found.username, displayName: found.displayName },
      credential: {
        username: found.username,
        providers: providers.map((row) => ({ provider: row.provider, username: row.member_username })),
      },
      bankAccounts: accounts.map((row) => ({
        id: row.id,
        bankCode: row.bank_code,
        bankName: row.name,
        accountNumber: row.account_number,
        accountName: row.account_name,
        currency: row.currency,
        createdAt: new Date(row.created_at as string).toISOString(),
      })),
    },
  };
});

function toOrder(row: Row) {
  return {
    code: row.code,
    provider: row.provider,
    currency: row.currency,
    amount: new Decimal(row.amount as string).toFixed(),
    credit: new Decimal(row.credit as string).toFixed(2),
    bonus: new Decimal(row.bonus as string).toFixed(2),
    rate: new Decimal(row.rate as string).toFixed(),
    status: row.status,
    bankCode: row.bank_code,
    mid: row.mid,
    expiresAt: new Date(row.expires_at as string).toISOString(),
    createdAt: new Date(row.created_at as string).toISOString(),
    updatedAt: new Date(row.updated_at as string).toISOString(),
  };
}

/** The app listens on the events channel, so the reference does too or the database would skip that work. */
const listener = postgres ? await (client as pg.Pool).connect() : undefined;
const heard = new Map<string, number>();
if (listener !== undefined) {
  listener.on("notification", (message) => {
    if (message.payload === undefined) return;
    const { playerId } = JSON.parse(message.payload) as { playerId: string };
    heard.set(playerId, (heard.get(playerId) ?? 0) + 1);
  });
  await listener.query("listen kham_player_events");
}

/** The player's page and the agency's staff hear of the order, as the app's event bus does it. */
async function publishOrder(playerId: string, order: ReturnType<typeof toOrder>) {
  if (!postgres) return;
  const data = { order };
  // Both in one statement, as the app's bus sends them.
  await run("notify", "select pg_notify($1, event) from unnest($2::text[]) as event", [
    "kham_player_events",
    [playerId, `agency:${agencyId}`].map((channel) =>
      JSON.stringify({ playerId: channel, name: "deposit.updated", data }),
    ),
  ]);
}

const failed = (reply: FastifyReply, code: string) =>
  reply.code(422).send({ error: { code, message: code } });

app.post<{ Body: { provider: string; mid: string; currency: string; amount: string } }>(
  "/api/v2/deposits",
  async (request, reply) => {
    const found = await session(request, reply);
    if (!found) return reply;
    const body = request.body;
    // What the app reads for the checks, in its one query.
    const [terms] = await run(
      "terms",
      `select m.bank_code, m.mid,
              exists (select 1 from agency_banks b
                       where b.agency_id = m.agency_id and b.code = m.bank_code and b.enabled) as bank_accepted,
              l.min, l.max, r.buy, r.sell,
              exists (select 1 from bank_accounts a where a.player_id = $4) as has_bank_account,
              exists (select 1 from deposit_orders o where o.player_id = $4
                         and (o.status = 'OPEN' or (o.status = 'PAID' and o.recovered = false))) as has_open_order
         from payment_methods m
         left join amount_limits l on l.agency_id = m.agency_id and l.kind = 'deposit' and l.currency = m.currency
         left join exchange_rates r on r.agency_id = m.agency_id and r.currency = m.currency
        where m.agency_id = $1 and m.mid = $2 and m.currency = $3 and m.enabled = true
        limit 1`,
      [agencyId, body.mid, body.currency, found.playerId],
    );
    if (!terms?.bank_accepted) return failed(reply, "VALIDATION_ERROR");
    const method = terms;
    if (!terms.has_bank_account) return failed(reply, "BANK_ACCOUNT_REQUIRED");
    const amount = new Decimal(body.amount);
    if (terms.min !== null && (amount.lt(terms.min as string) || amount.gt(terms.max as string)))
      return failed(reply, "AMOUNT_OUT_OF_RANGE");
    if (terms.sell === null) return failed(reply, "VALIDATION_ERROR");
    const rate = terms;
    if (terms.has_open_order) return failed(reply, "OPEN_ORDER");
    await run(
      "usage",
      `select u.id, u.provider, p.kind, p.deposit_credit, p.bonus_credit from promotion_usages u
         join promotions p on p.id = u.promotion_id where u.player_id = $1 and u.status = 'USED' limit 1`,
      [found.playerId],
    );
    const now = new Date();
    const code = newDepositCode();
    // The order and its watch job in one statement, as the app writes them.
    const [order] = await run(
      "insert-order",
      `with created_order as (
         insert into deposit_orders (code, agency_id, player_id, provider, bank_code, mid, currency, amount,
           credit, bonus, promotion_usage_id, rate, status, gateway, expires_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, '0.00', null, $10, 'OPEN', 'sandbox', $11, $12, $12)
         on conflict do nothing returning *),
       watch as (
         insert into jobs (kind, agency_id, payload, dedupe_key, run_at)
         select $13, agency_id, $14, $15, $16 from created_order on conflict do nothing)
       select * from created_order`,
      [
        code,
        agencyId,
        found.playerId,
        body.provider,
        method.bank_code,
        method.mid,
        body.currency,
        amount.toFixed(2),
        amount.div(rate.sell as string).toFixed(2, Decimal.ROUND_DOWN),
        rate.sell,
        new Date(now.getTime() + DEPOSIT_EXPIRY_MS),
        now,
        WATCH_JOB,
        JSON.stringify({ code }),
        `${WATCH_JOB}:${code}`,
        new Date(now.getTime() + WATCH_EVERY_MS),
      ],
    );
    if (!order) return failed(reply, "OPEN_ORDER");
    const answer = toOrder(order);
    await publishOrder(found.playerId, answer);
    return reply.code(201).send({ data: answer });
  },
);

app.post<{ Params: { code: string } }>("/api/v2/deposits/:code/cancel", async (request, reply) => {
  const found = await session(request, reply);
  if (!found) return reply;
  const [order] = await run(
    "order",
    "select * from deposit_orders where player_id = $1 and code = $2 limit 1",
    [found.playerId, request.params.code],
  );
  if (!order) return reply.code(404).send({ error: { code: "NOT_FOUND", message: "No order" } });
  // The app asks the (sandbox) gateway whether the order was paid before cancelling it.
  await run("paid", "select id from sandbox_payments where order_code = $1 limit 1", [order.code]);
  const [canceled] = await run(
    "cancel",
    `update deposit_orders set status = 'CANCELED', failure_reason = 'PLAYER', updated_at = $1
      where code = $2 and status = 'OPEN' returning *`,
    [new Date(), order.code],
  );
  const answer = toOrder(canceled ?? order);
  if (canceled) await publishOrder(found.playerId, answer);
  return { data: answer };
});

/** Bench set-up, not timed: a player with a session, a member at every provider and a bank account. */
app.post("/bench/players", async () => {
  const token = randomBytes(32).toString("base64url");
  const username = `ref${randomBytes(5).toString("hex")}`;
  const now = new Date();
  await transaction(async (query) => {
    const [player] = await query(
      "setup-player",
      `insert into players (agency_id, username, display_name, password_hash, register_fingerprint)
       values ($1, $2, $2, 'not-a-hash', 'bench') returning id`,
      [agencyId, username],
    );
    const playerId = player!.id;
    await query(
      "setup-session",
      `insert into sessions (token_hash, agency_id, player_id, created_at, last_seen_at, expires_at)
       values ($1, $2, $3, $4, $4, $5)`,
      [
        createHash("sha256").update(token).digest("hex"),
        agencyId,
        playerId,
        now,
        new Date(now.getTime() + ABSOLUTE_MS),
      ],
    );
    for (const provider of providers) {
      const member = `${agencyCode}_${username}`;
      await query(
        "setup-member",
        "insert into provider_members (player_id, provider, member_username) values ($1, $2, $3)",
        [playerId, provider, member],
      );
      await query(
        "setup-sandbox-member",
        "insert into sandbox_members (provider, member_username, balance) values ($1, $2, '0.00')",
        [provider, member],
      );
    }
    await query(
      "setup-account",
      `insert into bank_accounts (agency_id, player_id, bank_code, account_number, account_name, currency)
       values ($1, $2, 'BCEL', $3, 'BENCH PLAYER', 'LAK')`,
      [agencyId, playerId, String(10n ** 12n + BigInt(`0x${randomBytes(5).toString("hex")}`))],
    );
  });
  const [method] = await run(
    "setup-method",
    "select mid from payment_methods where agency_id = $1 and currency = 'LAK' and enabled = true limit 1",
    [agencyId],
  );
  return {
    cookie: `kham_session=${token}`,
    deposit: { provider: "alphabet", mid: method!.mid, currency: "LAK", amount: "66000" },
  };
});

app.addHook("onClose", async () => {
  listener?.release();
  await database.close();
});
for (const signal of ["SIGTERM", "SIGINT"] as const) process.once(signal, () => void app.close());
await app.listen({ port, host: "127.0.0.1" });
