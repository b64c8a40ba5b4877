import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { driverOf } from "../../test/database.ts";
import { buildTestApp, register, type TestApp } from "../../test/helper.ts";
import { deleteDoneJobs } from "../jobs/repository.ts";
import { staffGet } from "../withdrawals/test-support.ts";

/**
 * Staff's screens on an agency with history: each page, sum and player view is read through an
 * index in the order it shows, never by reading (and sorting) the agency's whole history. On
 * PGlite one such read holds up every player's request while it runs; on a year of a busy
 * agency's orders it took 0.2–0.9 s (`npm run history -w bench`).
 */

let t: TestApp;
let heavy: string;

/** The tables that grow with the agency's history. */
const HISTORY = ["players", "deposit_orders", "withdrawal_orders", "payments", "jobs", "ledger_entries"];

beforeAll(async () => {
  t = await buildTestApp();
  heavy = (await register(t.app)).username;
  const run = (statement: string) => t.database.db.execute(statement);
  // 400 players over a year, ten deposits each (one in ten cancelled, a few failed), ten
  // withdrawals each (a few still open), and the payments, ledger entries and jobs they leave; the
  // registered player has 500 credited deposits of their own.
  await run(`insert into players (agency_id, username, display_name, password_hash, register_fingerprint, created_at)
    select agencies.id, 'hist' || n, 'Hist ' || n, 'x', 'test', now() - (n % 365) * interval '1 day'
    from agencies, generate_series(1, 400) n where agencies.code = 'demo'`);
  await run(`insert into deposit_orders (code, agency_id, player_id, provider, bank_code, mid, currency, amount, credit, rate, status, gateway, expires_at, created_at, updated_at)
    select 'DH' || upper(substr(md5(players.id::text || k), 1, 17)), players.agency_id, players.id, 'gclub', 'BCEL', 'test', 'LAK', 66000, 100, 660,
      case when k = 10 then 'CANCELED' when k = 9 and players.username like '%7' then 'FAILED' else 'SUCCESS' end, 'sandbox',
      now(), now() - ((k * 37) % 365) * interval '1 day', now() - ((k * 37) % 365) * interval '1 day' + interval '2 minutes'
    from players, generate_series(1, 10) k where players.username like 'hist%'
    union all
    select 'DH' || upper(substr(md5('heavy' || k), 1, 17)), agency_id, id, 'gclub', 'BCEL', 'test', 'LAK', 66000, 100, 660, 'SUCCESS', 'sandbox',
      now(), now() - k * interval '1 hour', now() - k * interval '1 hour'
    from players, generate_series(1, 500) k where username = '${heavy}'`);
  await run(`insert into withdrawal_orders (code, agency_id, player_id, provider, amount, credit_received, payout, payout_currency, rate, bank_code, bank_name, account_name, account_number, status, created_at, updated_at)
    select 'WH' || upper(substr(md5(players.id::text || k), 1, 17)), agency_id, id, 'gclub', 100, 100, 66000, 'LAK', 660, 'BCEL', 'BCEL', 'HIST', '0100000000000',
      case when k = 1 and username like '%3' then 'OPEN' else 'SUCCESS' end, now() - ((k * 53) % 365) * interval '1 day', now() - ((k * 53) % 365) * interval '1 day'
    from players, generate_series(1, 10) k where username like 'hist%'`);
  await run(`insert into ledger_entries (agency_id, player_id, provider, kind, amount, currency, order_code, idempotency_key, created_at)
    select agency_id, player_id, provider, 'DEPOSIT_CREDIT', credit, 'THB', code, 'hist:' || code, updated_at from deposit_orders where status = 'SUCCESS'`);
  await run(`insert into payments (gateway, reference, agency_id, order_code, amount, currency, paid_at, received_at, status, unmatched_reason)
    select 'sandbox', 'hist-' || code, agency_id, code, amount, 'LAK', updated_at, updated_at,
      case when status = 'FAILED' then 'UNMATCHED' else 'CREDITED' end, case when status = 'FAILED' then 'CREDIT_FAILED' end
    from deposit_orders where status in ('SUCCESS', 'FAILED')`);
  await run(`insert into jobs (kind, agency_id, payload, dedupe_key, status, run_at, created_at, updated_at)
    select 'deposit.watch', agency_id, '{}', 'hist:' || code, case when status = 'FAILED' then 'dead' else 'done' end, created_at, created_at, updated_at
    from deposit_orders`);
  await run("analyze");
});
afterAll(() => t.close());

interface Statement {
  text: string;
  values: unknown[];
}

/** The statements the database is sent while `action` runs. */
async function statementsOf(action: () => Promise<unknown>): Promise<Statement[]> {
  const client = driverOf(t.database);
  const sent: Statement[] = [];
  const original = client.query;
  client.query = function (this: unknown, ...args: unknown[]) {
    const [query, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof query === "string") sent.push({ text: query, values: values ?? [] });
    else sent.push({ text: query.text, values: values ?? query.values ?? [] });
    return original.apply(this, args);
  };
  try {
    await action();
  } finally {
    client.query = original;
  }
  return sent;
}

/** PostgreSQL's plan for a statement, as one text. */
async function planOf(statement: Statement): Promise<string> {
  const client = driverOf(t.database);
  const result = (await client.query(`explain ${statement.text}`, statement.values)) as {
    rows: Record<string, string>[];
  };
  return result.rows.map((row) => Object.values(row)[0]).join("\n");
}

/**
 * The plans of what a staff screen reads from the history: its page, sums and lists (a page's
 * total counts every matching row, whatever the plan, and is left out).
 */
async function historyPlans(path: string): Promise<string[]> {
  let status = 0;
  const statements = await statementsOf(async () => {
    status = (await staffGet(t, path)).statusCode;
  });
  expect(status).toBe(200);
  const reads = statements.filter(
    (statement) =>
      /^\s*select/i.test(statement.text) &&
      !/select count\(\*\)/i.test(statement.text) &&
      HISTORY.some((table) => statement.text.includes(`"${table}"`)),
  );
  expect(reads.length).toBeGreaterThan(0);
  return Promise.all(reads.map(planOf));
}

/**
 * The plan of the total a search counts: every match, with no page to stop at, so it shows how the
 * matches themselves are found. (On a page of this small test table PostgreSQL may as well walk
 * the newest orders until it has ten; on a year's history it reads the matches, as the bench shows.)
 */
async function searchCountPlan(path: string): Promise<string> {
  const statements = await statementsOf(() => staffGet(t, path));
  const counted = statements.filter((statement) => /select count\(\*\)/i.test(statement.text));
  expect(counted).toHaveLength(1);
  return planOf(counted[0]!);
}

/**
 * The plan PostgreSQL makes for a statement when it may not read a table whole: which indexes can
 * serve it, whatever the test table's size would make cheapest. (A table without an index for it
 * is still read whole, at a cost the plan shows as disabled.)
 */
async function indexedPlanOf(statement: Statement): Promise<string> {
  const literal = (value: unknown) =>
    typeof value === "number" ? String(value) : `'${String(value).replaceAll("'", "''")}'`;
  const text = statement.text.replace(/\$(\d+)/g, (_, n: string) => literal(statement.values[Number(n) - 1]));
  return t.database.db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const result = (await tx.execute(sql.raw(`explain ${text}`))) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows.map((row) => Object.values(row)[0]).join("\n");
  });
}

function readWhole(plan: string): string | undefined {
  return HISTORY.find((table) => new RegExp(`Seq Scan on ${table}\\b`).test(plan));
}

describe("staff's screens on an agency with history", () => {
  it.each([
    ["/deposits", "deposit_orders", "deposit_orders_agency_created"],
    ["/deposits?status=FAILED", "deposit_orders", "deposit_orders_agency_status_created"],
    [
      "/withdrawals?status=OPEN&sort=createdAt&order=asc",
      "withdrawal_orders",
      "withdrawal_orders_agency_status_created",
    ],
    ["/withdrawals", "withdrawal_orders", "withdrawal_orders_agency_created"],
    ["/payments?status=UNMATCHED", "payments", "payments_agency_status_received"],
    ["/payments", "payments", "payments_agency_received"],
    ["/jobs?status=dead", "jobs", "jobs_agency_status_updated"],
    ["/jobs", "jobs", "jobs_agency_updated"],
    ["/players", "players", "players_agency_created"],
  ])("reads the page of %s from %s in its order (%s)", async (path, table, index) => {
    // (A page's players may be joined by a hash of the small test table: the orders are the history.)
    const plans = (await historyPlans(path)).join("\n");
    expect(plans).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    expect(plans).toContain(index);
  });

  it("sums the dashboard's 30 days from the indexes of credited deposits, paid withdrawals and players", async () => {
    const plans = (await historyPlans("/dashboard")).join("\n");
    expect(readWhole(plans)).toBeUndefined();
    for (const index of [
      "deposit_orders_agency_credited",
      "withdrawal_orders_agency_paid",
      "players_agency_created",
    ])
      expect(plans).toContain(index);
  });

  it("shows a player with a long history from their latest entries and orders", async () => {
    const plans = await historyPlans(`/players/${heavy}`);
    expect(plans.map(readWhole)).toEqual(plans.map(() => undefined));
    // Each list stops at what it shows: the ledger at its latest entries, not the player's 500.
    const ledgerPlan = plans.find((plan) => plan.includes("ledger_entries"));
    expect(ledgerPlan).toMatch(/^Limit/);
    const ledger = (await staffGet(t, `/players/${heavy}`)).json().data.ledger as { createdAt: string }[];
    // The latest entries, newest first (the player has 500).
    expect(ledger).toHaveLength(100);
    const times = ledger.map((entry) => Date.parse(entry.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Date.now() - times[0]!).toBeLessThan(2 * 3_600_000);
  });

  it("pages a platform caller's jobs, the agency's and those of no agency, as one list newest first", async () => {
    await t.database.db.execute(`insert into jobs (kind, agency_id, payload, dedupe_key, status, run_at, created_at, updated_at)
      select 'sandbox.sweep', null, '{}', 'hist:none:' || k, 'done', now(), now() - k * interval '17 hours', now() - k * interval '17 hours'
      from generate_series(1, 60) k`);
    const expected = (
      (await t.database.db.execute(`select jobs.id::text as id from jobs join agencies on agencies.code = 'demo'
        where jobs.agency_id = agencies.id or jobs.agency_id is null order by jobs.updated_at desc, jobs.id desc`)) as unknown as {
        rows: { id: string }[];
      }
    ).rows.map((row) => row.id);
    for (const page of [1, 2, 3, 20]) {
      const listed = (await staffGet(t, `/jobs?page=${page}&pageSize=100`)).json().data;
      expect(listed.total).toBe(expected.length);
      expect(listed.items.map((job: { id: number }) => String(job.id))).toEqual(
        expected.slice((page - 1) * 100, page * 100),
      );
    }
  });

  it.each([
    ["deposits", "deposit_orders"],
    ["withdrawals", "withdrawal_orders"],
  ])("finds %s by the start of a code, in any case, through the code's index", async (list, table) => {
    const code = (await staffGet(t, `/${list}?pageSize=1`)).json().data.items[0].code as string;
    const start = code.slice(0, 6).toLowerCase();
    const plans = await searchCountPlan(`/${list}?search=${start}`);
    expect(plans).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
    expect(plans).toContain(`${table}_code_unique`);
    const found = (await staffGet(t, `/${list}?search=${start}&pageSize=100`)).json().data;
    expect(found.items.map((order: { code: string }) => order.code)).toContain(code);
    for (const order of found.items) expect(order.code.startsWith(start.toUpperCase())).toBe(true);
  });

  it.each([
    ["deposits", "deposit_orders"],
    ["withdrawals", "withdrawal_orders"],
  ])(
    "finds %s by the start of the player's name, in any case, through the player's orders",
    async (list, table) => {
      const plans = await searchCountPlan(`/${list}?search=HIST12`);
      expect(plans).not.toMatch(new RegExp(`Seq Scan on ${table}\\b`));
      expect(plans).toContain(`${table}_player_created`);
      const found = (await staffGet(t, `/${list}?search=HIST12&pageSize=100`)).json().data;
      // hist12 and hist120…hist129, ten orders each.
      expect(found.total).toBe(110);
      for (const order of found.items) expect(order.username.startsWith("hist12")).toBe(true);
    },
  );

  it("finds players by the start of their username or display name, in any case, through an index for each", async () => {
    const statements = await statementsOf(() => staffGet(t, "/players?search=HIST12"));
    const counted = statements.filter((statement) => /select count\(\*\)/i.test(statement.text));
    expect(counted).toHaveLength(1);
    const plan = await indexedPlanOf(counted[0]!);
    expect(plan).not.toMatch(/Seq Scan on players\b/);
    expect(plan).toContain("players_agency_username");
    expect(plan).toContain("players_agency_display_name");
    // hist12 and hist120…hist129, by username; "Hist 12" and "Hist 120"…"Hist 129" by display name.
    for (const search of ["HIST12", "hist%2012"]) {
      const found = (await staffGet(t, `/players?search=${search}&pageSize=100`)).json().data;
      expect(found.total).toBe(11);
      for (const player of found.items) expect(player.username.startsWith("hist12")).toBe(true);
    }
    for (const search of ["%25", "_", "hist1_"]) {
      expect((await staffGet(t, `/players?search=${search}`)).json().data.total).toBe(0);
    }
  });

  it("takes a search's % and _ as the characters they are, not as wildcards", async () => {
    for (const search of ["%25", "_", "hist1_", "D%25"]) {
      const found = (await staffGet(t, `/deposits?search=${search}`)).json().data;
      expect(found.total).toBe(0);
    }
  });

  it("finds the done jobs past their keeping through the due-jobs index, not by reading every job", async () => {
    // Long before the history: nothing is deleted, and the plan is the sweep's.
    const statements = await statementsOf(() =>
      deleteDoneJobs(t.database.db, { before: new Date("2000-01-01T00:00:00Z"), limit: 1000 }),
    );
    expect(statements).toHaveLength(1);
    const plan = await indexedPlanOf(statements[0]!);
    expect(plan).not.toMatch(/Seq Scan on jobs\b/);
    expect(plan).toMatch(
      /using jobs_due on jobs[\s\S]*Index Cond: \(\(status = 'done'::text\) AND \(run_at < /,
    );
  });
});
