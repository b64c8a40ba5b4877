// Players' and staff's calls on a year of history against a fresh database; a full-history read stands out.

import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { DONE_JOBS_KEPT_DAYS } from "@kham/contract";
import { type Database, openDatabase } from "../apps/server/src/db/client.ts";
import { createScratchPostgres } from "../apps/server/src/test/database.ts";
import { isMain } from "./lib/main.ts";
import { registerPlayer } from "./lib/players.ts";
import { machineLine, saveResults } from "./lib/results.ts";
import { startServer } from "./lib/server.ts";
import { printTable } from "./lib/table.ts";

/** What a staff page or a player's call may take on a year's history, at the median. */
export const HISTORY_GOAL_MS = 50;
const ADMIN_TOKEN = "bench-admin-token-0123456789abcdef";

export interface HistoryOptions {
  players: number;
  /** Deposits per player (a quarter as many withdrawals). */
  ordersPerPlayer: number;
  port: number;
  /** Each call is timed this many times, one after another; the median counts. */
  times: number;
}

interface Call {
  label: string;
  path: string;
  /** A player's call (with the heavy player's session), or staff's (with the admin token). */
  as: "player" | "staff";
}

function callsOf(agency: string, username: string): Call[] {
  const staff = `/api/admin/v1/agencies/${agency}`;
  return [
    { label: "player: credit", path: "/api/v2/players/credits/alphabet", as: "player" },
    { label: "player: info", path: "/api/v2/players/info", as: "player" },
    { label: "player: deposits", path: "/api/v2/deposits?page=1&pageSize=10", as: "player" },
    { label: "player: withdrawals", path: "/api/v2/withdrawals?page=1&pageSize=10", as: "player" },
    { label: "staff: dashboard", path: `${staff}/dashboard`, as: "staff" },
    { label: "staff: players", path: `${staff}/players`, as: "staff" },
    { label: "staff: players by name", path: `${staff}/players?search=p1234`, as: "staff" },
    { label: "staff: one player", path: `${staff}/players/${username}`, as: "staff" },
    { label: "staff: deposits", path: `${staff}/deposits`, as: "staff" },
    { label: "staff: deposits FAILED", path: `${staff}/deposits?status=FAILED`, as: "staff" },
    { label: "staff: deposits by code", path: `${staff}/deposits?search=DH0`, as: "staff" },
    {
      label: "staff: withdrawals queue",
      path: `${staff}/withdrawals?status=OPEN&sort=createdAt&order=asc`,
      as: "staff",
    },
    { label: "staff: withdrawals", path: `${staff}/withdrawals`, as: "staff" },
    // A payout reference no order has: the whole agency is searched, through the reference's index.
    { label: "staff: withdrawals by reference", path: `${staff}/withdrawals?search=FTZZ`, as: "staff" },
    { label: "staff: payments UNMATCHED", path: `${staff}/payments?status=UNMATCHED`, as: "staff" },
    { label: "staff: jobs dead", path: `${staff}/jobs?status=dead`, as: "staff" },
    { label: "staff: jobs", path: `${staff}/jobs`, as: "staff" },
    { label: "staff: audit log", path: `${staff}/audit`, as: "staff" },
  ];
}

/** A year of history written straight into the seeded agency's tables, with a few orders needing staff. */
async function fillHistory(database: Database, options: HistoryOptions, heavyUsername: string) {
  const run = (statement: string) => database.db.execute(statement);
  const players = Math.trunc(options.players);
  const ordersPerPlayer = Math.trunc(options.ordersPerPlayer);
  const withdrawalsPerPlayer = Math.max(1, Math.floor(ordersPerPlayer / 4));
  if (!/^[a-z0-9]+$/.test(heavyUsername)) throw new Error(`unexpected username ${heavyUsername}`);
  const day = "interval '1 day'";
  await run(`create temporary table heavy as
    select id as player_id, agency_id, password_hash from players where username = '${heavyUsername}'`);
  await run(`insert into players (agency_id, username, display_name, password_hash, register_fingerprint, created_at, password_changed_at)
    select agency_id, 'p' || n, 'Player ' || n, password_hash, 'bench', now() - (n % 365) * ${day}, now()
    from heavy, generate_series(1, ${players}) n`);
  await run(`create temporary table filled as
    select players.id, players.agency_id, row_number() over (order by players.id) as n
    from players join heavy using (agency_id) where players.id <> heavy.player_id`);
  // Each order is made some day of the year and settled two minutes later.
  await run(`insert into deposit_orders (code, agency_id, player_id, provider, bank_code, mid, currency, amount, credit, bonus, rate, status, gateway, gateway_reference, paid_at, expires_at, created_at, updated_at)
    select 'D' || upper(substr(md5(n || '-' || k), 1, 19)), agency_id, id, 'alphabet', 'BCEL', 'bench', 'LAK', 66000, 100, 0, 660,
      case when k % 10 = 0 then 'CANCELED' when (n + k) % 5000 = 0 then 'FAILED' else 'SUCCESS' end, 'sandbox', 'bench-' || n || '-' || k,
      at + interval '1 minute', at + interval '15 minutes', at, at + interval '2 minutes'
    from (select filled.*, k, now() - ((n * 7 + k * 13) % 365) * ${day} - (k * 37 % 1440) * interval '1 minute' as at
          from filled, generate_series(1, ${ordersPerPlayer}) k) orders`);
  await run(`insert into deposit_orders (code, agency_id, player_id, provider, bank_code, mid, currency, amount, credit, bonus, rate, status, gateway, gateway_reference, paid_at, expires_at, created_at, updated_at)
    select 'DH' || upper(substr(md5('heavy-' || k), 1, 18)), agency_id, player_id, 'alphabet', 'BCEL', 'bench', 'LAK', 66000, 100, 0, 660,
      'SUCCESS', 'sandbox', 'bench-heavy-' || k, at, at, at, at + interval '2 minutes'
    from (select heavy.*, k, now() - (k % 365) * ${day} - k * interval '1 minute' as at from heavy, generate_series(1, 2000) k) orders`);
  // Paid ones carry the bank transfer's reference staff gave when approving, as every approval does.
  await run(`insert into withdrawal_orders (code, agency_id, player_id, provider, amount, credit_received, payout, payout_currency, rate, bank_code, bank_name, account_name, account_number, status, transferred_out_at, payout_reference, paid_at, created_at, updated_at)
    select 'W' || upper(substr(md5(n || 'w' || k), 1, 19)), agency_id, id, 'alphabet', 100, 100, 66000, 'LAK', 660, 'BCEL', 'BCEL', 'PLAYER ' || n, '0100000000000',
      status, at, case when status = 'SUCCESS' then 'FT' || upper(substr(md5(n || 'ref' || k), 1, 14)) end,
      case when status = 'SUCCESS' then at + interval '2 hours' end, at, at + interval '2 hours'
    from (select filled.*, k, now() - ((n * 5 + k * 11) % 365) * ${day} as at,
            case when (n + k) % 2000 = 0 then 'OPEN' else 'SUCCESS' end as status
          from filled, generate_series(1, ${withdrawalsPerPlayer}) k) orders`);
  await run(`insert into ledger_entries (agency_id, player_id, provider, kind, amount, currency, order_code, idempotency_key, created_at)
    select agency_id, player_id, provider, 'DEPOSIT_CREDIT', credit, 'THB', code, 'bench:' || code, updated_at
    from deposit_orders where status = 'SUCCESS'`);
  await run(`insert into payments (gateway, reference, agency_id, order_code, amount, currency, paid_at, received_at, status, unmatched_reason)
    select 'sandbox', gateway_reference, agency_id, code, amount, 'LAK', paid_at, paid_at,
      case when status = 'FAILED' then 'UNMATCHED' else 'CREDITED' end,
      case when status = 'FAILED' then 'CREDIT_FAILED' end
    from deposit_orders where status in ('SUCCESS', 'FAILED')`);
  // A running server's jobs: the last 30 days' and every dead one.
  await run(`insert into jobs (kind, agency_id, payload, dedupe_key, status, run_at, attempts, created_at, updated_at)
    select 'deposit.watch', agency_id, jsonb_build_object('code', code), 'bench:watch:' || code,
      case when status = 'FAILED' then 'dead' else 'done' end, created_at, 1, created_at, updated_at
    from deposit_orders
    where status = 'FAILED' or created_at >= now() - ${DONE_JOBS_KEPT_DAYS} * ${day}`);
  await run(`insert into audit_log (agency_id, actor_kind, actor_name, action, target_type, target_id, ip, at)
    select agency_id, 'token', 'bench', 'withdrawal.approve', 'withdrawal', code, '127.0.0.1', updated_at
    from withdrawal_orders where status = 'SUCCESS'`);
  // What autovacuum (PostgreSQL) or the upkeep (PGlite) would do soon after such growth.
  await run("vacuum analyze");
}

async function timeCall(origin: string, call: Call, cookie: string, times: number): Promise<number> {
  const headers: Record<string, string> =
    call.as === "player" ? { cookie } : { authorization: `Bearer ${ADMIN_TOKEN}` };
  const durations: number[] = [];
  for (let index = 0; index < times; index += 1) {
    const started = performance.now();
    const response = await fetch(origin + call.path, { headers });
    const body = await response.text();
    if (!response.ok) throw new Error(`${call.path}: ${response.status} ${body}`);
    durations.push(performance.now() - started);
  }
  durations.sort((a, b) => a - b);
  return durations[Math.floor((durations.length - 1) / 2)]!;
}

export interface HistoryFigures {
  driver: "pglite" | "postgres";
  /** How many rows the history put in the larger tables. */
  rows: Record<string, number>;
  fillSeconds: number;
  calls: { label: string; path: string; freshMs: number; yearMs: number }[];
}

async function countRows(database: Database): Promise<Record<string, number>> {
  const rows: Record<string, number> = {};
  for (const table of [
    "players",
    "deposit_orders",
    "withdrawal_orders",
    "ledger_entries",
    "payments",
    "jobs",
  ]) {
    const result = (await database.db.execute(`select count(*)::int as n from ${table}`)) as unknown as {
      rows: { n: number }[];
    };
    rows[table] = result.rows[0]!.n;
  }
  return rows;
}

async function onDatabase(driver: "pglite" | "postgres", options: HistoryOptions): Promise<HistoryFigures> {
  const scratch = driver === "postgres" ? await createScratchPostgres() : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), "kham-history-"));
  const open = () =>
    scratch
      ? openDatabase({ kind: "postgres", url: scratch.url })
      : openDatabase({ kind: "pglite", dataDir });
  const start = () =>
    startServer(options.port, {
      databaseUrl: scratch?.url,
      env: { ADMIN_TOKEN, ...(scratch ? {} : { DATA_DIR: dataDir }) },
    });
  try {
    // The server migrates and seeds the demo agency as it starts.
    let server = await start();
    const heavy = await registerPlayer(server.origin, "heavy");
    const info = await fetch(`${server.origin}/api/v2/agency/info`);
    const agency = ((await info.json()) as { data: { agency: { code: string } } }).data.agency.code;
    const calls = callsOf(agency, heavy.username);
    const fresh: number[] = [];
    for (const call of calls) fresh.push(await timeCall(server.origin, call, heavy.cookie, options.times));
    // PGlite's folder is the server's alone while it runs: the history is written with it stopped.
    await server.stop();

    const started = performance.now();
    const filling = await open();
    await fillHistory(filling, options, heavy.username);
    const rows = await countRows(filling);
    await filling.close();
    const fillSeconds = (performance.now() - started) / 1000;

    server = await start();
    try {
      const figures: HistoryFigures["calls"] = [];
      for (const [index, call] of calls.entries())
        figures.push({
          label: call.label,
          path: call.path,
          freshMs: fresh[index]!,
          yearMs: await timeCall(server.origin, call, heavy.cookie, options.times),
        });
      return { driver, rows, fillSeconds, calls: figures };
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    await scratch?.drop();
  }
}

function printHistory(results: HistoryFigures[], options: HistoryOptions): void {
  console.log(`\n${machineLine()}`);
  for (const result of results) {
    const rows = Object.entries(result.rows)
      .map(([table, count]) => `${table} ${count.toLocaleString("en")}`)
      .join(", ");
    console.log(
      `\nA year's history on ${result.driver === "pglite" ? "PGlite" : "PostgreSQL"} (${rows}; written in ${Math.round(result.fillSeconds)} s) — median of ${options.times} calls one after another`,
    );
    printTable(
      ["call", "fresh", "a year", "× fresh", `≤ ${HISTORY_GOAL_MS} ms`],
      result.calls.map((call) => [
        call.label,
        `${call.freshMs.toFixed(1)} ms`,
        `${call.yearMs.toFixed(1)} ms`,
        (call.yearMs / call.freshMs).toFixed(1),
        call.yearMs <= HISTORY_GOAL_MS ? "met" : "MISSED",
      ]),
    );
  }
}

export async function runHistory(options: HistoryOptions): Promise<HistoryFigures[]> {
  const drivers: ("pglite" | "postgres")[] = process.env.DATABASE_URL ? ["pglite", "postgres"] : ["pglite"];
  const results: HistoryFigures[] = [];
  for (const driver of drivers) results.push(await onDatabase(driver, options));
  printHistory(results, options);
  const file = saveResults("history", { goalMs: HISTORY_GOAL_MS, ...options, databases: results });
  console.log(`saved ${file}`);
  return results;
}

/** A year of a busy agency: 20,000 players who deposited 15 times each. */
export const HISTORY_DEFAULTS: HistoryOptions = {
  players: 20_000,
  ordersPerPlayer: 15,
  port: 4331,
  times: 9,
};

if (isMain(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      players: { type: "string", default: String(HISTORY_DEFAULTS.players) },
      "orders-per-player": { type: "string", default: String(HISTORY_DEFAULTS.ordersPerPlayer) },
      port: { type: "string", default: String(HISTORY_DEFAULTS.port) },
      times: { type: "string", default: String(HISTORY_DEFAULTS.times) },
    },
  });
  await runHistory({
    players: Number(values.players),
    ordersPerPlayer: Number(values["orders-per-player"]),
    port: Number(values.port),
    times: Number(values.times),
  });
}
