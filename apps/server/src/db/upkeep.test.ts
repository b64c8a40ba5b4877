import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type Database, openDatabase } from "./client.ts";
import { seedDatabase } from "./seed.ts";
import { scheduleUpkeep, upkeep } from "./upkeep.ts";

// The embedded database only: PostgreSQL servers have autovacuum.
let database: Database;
let client: PGlite;
let playerId: string;

function clientOf(open: Database): PGlite {
  if (open.driver !== "pglite") throw new Error("upkeep is PGlite's");
  return open.pglite;
}

/** `count` cancelled orders of the player, with codes `<prefix>-1` … `<prefix>-<count>`. */
async function addOrders(prefix: string, count: number) {
  await client.query(
    `insert into deposit_orders (code, agency_id, player_id, provider, bank_code, mid, currency, amount,
       credit, bonus, rate, status, gateway, expires_at, created_at, updated_at)
     select $1 || '-' || g, p.agency_id, p.id, 'alphabet', 'BCEL', 'mid', 'LAK', 66000, 100, 0, 660,
            'CANCELED', 'sandbox', now(), now(), now()
       from players p, generate_series(1, $3::int) g where p.id = $2`,
    [prefix, playerId, count],
  );
}

/** The index the cached plan of the test's prepared statement reads. */
async function pickedIndex(): Promise<string> {
  const plan = await client.query<{ "QUERY PLAN": string }>("explain execute pick(1, 1)");
  const text = plan.rows.map((row) => row["QUERY PLAN"]).join("\n");
  return (
    /Index (?:Only )?Scan (?:Backward )?(?:using|on) (upkeep_rows_[ab])/.exec(text)?.[1] ?? "no index scan"
  );
}

beforeAll(async () => {
  database = await openDatabase({ kind: "memory" });
  client = clientOf(database);
  await seedDatabase(database.db);
  const { rows } = await client.query<{ id: string }>(
    `insert into players (agency_id, username, display_name, password_hash, register_fingerprint)
     select id, 'upkeep1', 'upkeep1', 'not-a-hash', 'test' from agencies where code = 'demo' returning id`,
  );
  playerId = rows[0]!.id;
});
afterAll(() => database.close());

describe("upkeep of the embedded database", () => {
  it("makes PostgreSQL plan a prepared statement again once its table has grown", async () => {
    // Two equally good indexes while the table is empty: a statement prepared then gets a plan
    // that reads one of them, and keeps it (as named statements of the app do, through PGlite).
    await client.exec(`
      create table upkeep_rows (id serial primary key, a int not null, b int not null);
      create index upkeep_rows_a on upkeep_rows (a);
      create index upkeep_rows_b on upkeep_rows (b);
      prepare pick(int, int) as select id from upkeep_rows where a = $1 and b = $2;`);
    for (let call = 0; call < 8; call += 1) await client.query("execute pick(1, 1)");
    const kept = await pickedIndex();
    expect(["upkeep_rows_a", "upkeep_rows_b"]).toContain(kept);
    // The table grows so that the kept index is the wrong one: every row has the same value there.
    const [same, distinct] = kept === "upkeep_rows_a" ? ["a", "b"] : ["b", "a"];
    await client.exec(
      `insert into upkeep_rows (${same}, ${distinct}) select 1, g from generate_series(1, 5000) g`,
    );
    // The cached plan still reads every row through it (this was a player's deposit by its code,
    // slower with each of the player's orders).
    expect(await pickedIndex()).toBe(kept);

    expect(await upkeep(client)).toContain("upkeep_rows");

    expect(await pickedIndex()).toBe(kept === "upkeep_rows_a" ? "upkeep_rows_b" : "upkeep_rows_a");
    const { rows } = await client.query<{ id: number }>("execute pick(1, 1)");
    expect(rows).toHaveLength(1);
  });

  it("vacuums and analyzes only the tables that have more than doubled since", async () => {
    await addOrders("first", 3000);
    expect(await upkeep(client)).toEqual(["deposit_orders"]);
    await addOrders("again", 100);
    // A few more rows do not double the table: nothing to do.
    expect(await upkeep(client)).toEqual([]);
    const before = await client.query<{ reltuples: number }>(
      "select reltuples from pg_class where relname = 'deposit_orders'",
    );
    await addOrders("double", 4000);
    expect(await upkeep(client)).toEqual(["deposit_orders"]);
    const after = await client.query<{ reltuples: number }>(
      "select reltuples from pg_class where relname = 'deposit_orders'",
    );
    expect(before.rows[0]!.reltuples).toBe(3000);
    expect(after.rows[0]!.reltuples).toBe(7100);
    expect(await upkeep(client)).toEqual([]);
  });

  it("runs on its own in a database opened with it, and stops before the database closes", async () => {
    const scheduled = await openDatabase({ kind: "memory" }, { upkeepEveryMs: 10 });
    const own = clientOf(scheduled);
    await own.exec("create table notes (id int primary key, body text)");
    await own.exec("insert into notes select g, repeat('x', 100) from generate_series(1, 5000) g");
    await vi.waitFor(
      async () => {
        const { rows } = await own.query<{ reltuples: number }>(
          "select reltuples from pg_class where relname = 'notes'",
        );
        expect(rows[0]!.reltuples).toBe(5000);
      },
      { timeout: 5000, interval: 20 },
    );
    await scheduled.close();
  });
});

describe("the upkeep schedule", () => {
  /** A database that records what it is asked to run; `grown` are the tables it reports grown. */
  function recordingClient(grown: string[], failWith?: Error) {
    const ran: string[] = [];
    return {
      ran,
      client: {
        query: async () => {
          if (failWith) throw failWith;
          return { rows: grown.map((name) => ({ name })), fields: [] };
        },
        exec: async (text: string) => {
          ran.push(text);
          return [];
        },
      } as unknown as Pick<PGlite, "query" | "exec">,
    };
  }

  it("vacuums every table once its longer interval has passed, the grown ones each run", async () => {
    vi.useFakeTimers();
    try {
      const { client: recording, ran } = recordingClient(['"sessions"']);
      const schedule = scheduleUpkeep(recording, { everyMs: 5, vacuumAllEveryMs: 40, onError: () => {} });
      await vi.advanceTimersByTimeAsync(5);
      expect(ran).toEqual(['vacuum "sessions"', 'analyze "sessions"', "discard plans"]);
      // Runs at 10, 15, … 45 ms: the one at 40 vacuums every table first.
      await vi.advanceTimersByTimeAsync(40);
      await schedule.stop();
      expect(ran.filter((text) => text === "discard plans")).toHaveLength(9);
      expect(ran.filter((text) => text === "vacuum")).toHaveLength(1);
      expect(ran.slice(21, 25)).toEqual([
        "vacuum",
        'vacuum "sessions"',
        'analyze "sessions"',
        "discard plans",
      ]);
    } finally {
      vi.useRealTimers();
    }
  });

  it("reports a failed run and runs again", async () => {
    const onError = vi.fn();
    const { client: failing } = recordingClient([], new Error("disk full"));
    const schedule = scheduleUpkeep(failing, { everyMs: 5, onError });
    await vi.waitFor(() => expect(onError.mock.calls.length).toBeGreaterThanOrEqual(2), { timeout: 2000 });
    await schedule.stop();
    expect(onError).toHaveBeenCalledWith(new Error("disk full"));
  });

  it("runs nothing once stopped", async () => {
    vi.useFakeTimers();
    try {
      const { client: recording, ran } = recordingClient(['"jobs"']);
      const schedule = scheduleUpkeep(recording, { everyMs: 5, onError: () => {} });
      await schedule.stop();
      await vi.advanceTimersByTimeAsync(50);
      expect(ran).toEqual([]);
      expect(vi.getTimerCount()).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
