import type { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { findPlayerDeposit } from "../modules/deposits/repository.ts";
import { type Database, openDatabase } from "./client.ts";
import { seedDatabase } from "./seed.ts";
import { scheduleUpkeep, upkeep } from "./upkeep.ts";

// The embedded database only: PostgreSQL servers have autovacuum.
let database: Database;
let client: PGlite;
let playerId: string;

const clientOf = (open: Database) => (open.db as unknown as { $client: PGlite }).$client;

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

/** The index the cached plan of the app's "the player's deposit by its code" statement walks. */
async function playerDepositIndex(code: string): Promise<string> {
  const { rows } = await client.query<{ name: string }>(
    // (This statement is prepared too, and holds the pattern: hence the second condition.)
    `select name from pg_prepared_statements
      where statement like 'select %from "deposit_orders" where ("deposit_orders"."player_id" = $1 and%'
        and statement not like '%pg_prepared_statements%'`,
  );
  expect(rows).toHaveLength(1);
  const plan = await client.query<{ "QUERY PLAN": string }>(
    `explain execute ${rows[0]!.name}('${playerId}', '${code}', 1)`,
  );
  const scan = plan.rows.map((row) => row["QUERY PLAN"]).find((line) => line.includes("Index Scan"));
  return /Index Scan using (\S+)/.exec(scan ?? "")?.[1] ?? "no index scan";
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
  it("makes PostgreSQL plan a statement again once its table has grown", async () => {
    await addOrders("first", 1);
    // Used while the table is nearly empty: the statement gets its plan, and keeps it.
    for (let call = 0; call < 8; call += 1)
      expect((await findPlayerDeposit(database.db, playerId, "first-1"))?.code).toBe("first-1");
    await addOrders("many", 3000);
    // The plan from then walks through every order of the player to find one code.
    expect(await playerDepositIndex("many-3000")).toBe("deposit_orders_player_created");

    expect(await upkeep(client)).toContain("deposit_orders");

    expect(await playerDepositIndex("many-3000")).toBe("deposit_orders_code_unique");
    expect((await findPlayerDeposit(database.db, playerId, "many-3000"))?.code).toBe("many-3000");
  });

  it("vacuums and analyzes only the tables that have more than doubled since", async () => {
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
    expect(before.rows[0]!.reltuples).toBe(3001);
    expect(after.rows[0]!.reltuples).toBe(7101);
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
    const { client: recording, ran } = recordingClient(['"sessions"']);
    const schedule = scheduleUpkeep(recording, { everyMs: 5, vacuumAllEveryMs: 40, onError: () => {} });
    await vi.waitFor(() => expect(ran).toContain("vacuum"), { timeout: 2000 });
    await schedule.stop();
    expect(ran.slice(0, 3)).toEqual(['vacuum "sessions"', 'analyze "sessions"', "discard plans"]);
    expect(ran.filter((text) => text === "vacuum").length).toBeLessThan(
      ran.filter((text) => text !== "vacuum").length,
    );
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
    const { client: recording, ran } = recordingClient(['"jobs"']);
    const schedule = scheduleUpkeep(recording, { everyMs: 5, onError: () => {} });
    await schedule.stop();
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(ran).toEqual([]);
  });
});
