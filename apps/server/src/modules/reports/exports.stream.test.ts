import http from "node:http";
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.ts";
import { openTestDatabase } from "../../test/database.ts";
import { ADMIN_TOKEN, buildTestApp, register, type TestApp } from "../../test/helper.ts";

/* A year of a busy agency streams with memory flat, a page at a time, and stops when the client goes. */

setFlagsFromString("--expose-gc");
const collectGarbage = runInNewContext("gc") as () => void;

const ORDERS = 100_000;
const FROM = "2026-01-01";
const TO = "2026-12-31";
/** Lao midnight starting FROM, in UTC. */
const START = "2025-12-31T17:00:00Z";
/** Far enough into the year for the stream to have started well before it. */
const LATE = "2026-12-31T16:59:59Z";

let t: TestApp;
let port: number;
/** Raw queries the app has run: the exports' pages and nothing else here. */
let pagesRead = 0;
const inFlight = new Set<Promise<unknown>>();

/** The database as the app sees it, counting its raw queries. */
function counted(database: Database): Database {
  const db = new Proxy(database.db, {
    get(target, property, receiver) {
      if (property !== "execute") return Reflect.get(target, property, receiver);
      return (...args: Parameters<typeof target.execute>) => {
        pagesRead += 1;
        // A drizzle query runs each time it is awaited: run it once, here.
        const result = Promise.resolve(target.execute(...args));
        const settled = result.finally(() => inFlight.delete(settled));
        inFlight.add(settled);
        return result;
      };
    },
  });
  return { ...database, db } as Database;
}

beforeAll(async () => {
  const database = await openTestDatabase();
  t = await buildTestApp({ database: counted(database) });
  const { player } = await register(t.app);
  await database.db.execute(sql`
    insert into deposit_orders (code, agency_id, player_id, provider, bank_code, mid, currency, amount,
                                credit, rate, status, gateway, expires_at, created_at, updated_at)
    select 'D' || lpad(i::text, 18, '0'), p.agency_id, p.id, 'gclub', 'BCEL', 'mid', 'LAK', 66000,
           100, 660, 'SUCCESS', 'sandbox', at, at, at
      from players p,
           generate_series(1, ${ORDERS}) as i,
           lateral (select ${START}::timestamptz + i * interval '5 minutes' as at) as made
     where p.id = ${player.id}
  `);
  // As an agency's tables would be by now: the planner reads pages through the index.
  await database.db.execute(sql`analyze deposit_orders`);
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  port = (t.app.server.address() as AddressInfo).port;
}, 60_000);
afterAll(() => t.close());

function download(kind: string) {
  return new Promise<http.IncomingMessage>((resolve, reject) => {
    http
      .get(
        {
          host: "127.0.0.1",
          port,
          path: `/api/admin/v1/agencies/demo/exports/${kind}.csv?from=${FROM}&to=${TO}`,
          headers: { host: "localhost", authorization: `Bearer ${ADMIN_TOKEN}` },
        },
        resolve,
      )
      .on("error", reject);
  });
}

/** The live JavaScript heap; socket buffers come and go outside it, bounded by the sockets. */
function heapNow(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}

/** Lets the queries already asked for finish, and those they lead to, until the server asks for none. */
async function settle() {
  while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  await new Promise((resolve) => setImmediate(resolve));
}

describe("the orders export of a busy year", () => {
  it("streams 100,000 orders a page at a time with memory flat, however slowly they are read", async () => {
    await settle();
    const before = heapNow();
    const pagesBefore = pagesRead;
    const response = await download("orders");
    expect(response.statusCode).toBe(200);
    let bytes = 0;
    let lines = 0;
    let lateSeen = false;
    let tail = "";
    let peak = 0;
    let sinceSample = 0;
    let lateAdded = false;
    let pagesAhead: number | undefined;
    for await (const chunk of response) {
      const text = String(chunk);
      bytes += chunk.length;
      lines += text.split("\n").length - 1;
      lateSeen ||= (tail + text).includes("D999999999999999999");
      tail = text.slice(-40);
      if (!lateAdded) {
        lateAdded = true;
        // Made after the download began, at the end of the range: only a reader that pages reaches it.
        await t.database.db.execute(sql`
          insert into deposit_orders (code, agency_id, player_id, provider, bank_code, mid, currency,
                                      amount, credit, rate, status, gateway, expires_at, created_at, updated_at)
          select 'D999999999999999999', agency_id, player_id, provider, bank_code, mid, currency, amount,
                 credit, rate, status, gateway, ${LATE}::timestamptz, ${LATE}::timestamptz, ${LATE}::timestamptz
            from deposit_orders where code = 'D000000000000000001'
        `);
        // The reader stops taking until the server stops reading: one that did not wait would read the year.
        await settle();
        pagesAhead = pagesRead - pagesBefore;
        peak = Math.max(peak, heapNow() - before);
      }
      sinceSample += chunk.length;
      if (sinceSample > 1_000_000) {
        sinceSample = 0;
        // A slow reader: the server must wait for it rather than pile the file up.
        await new Promise((resolve) => setTimeout(resolve, 20));
        peak = Math.max(peak, heapNow() - before);
      }
    }
    expect(bytes).toBeGreaterThan(10_000_000);
    // The whole file's text would be four times this, and its rows as objects many times more.
    expect(peak).toBeLessThan(bytes / 4);
    // Sockets hold a few megabytes; a server that did not wait for the reader would have read it all.
    expect(pagesAhead).toBeLessThan((ORDERS / 1_000) * 0.75);
    expect(pagesRead - pagesBefore).toBeGreaterThanOrEqual(ORDERS / 1_000);
    expect(lines).toBe(ORDERS + 2);
    expect(lateSeen).toBe(true);
  }, 60_000);

  it("stops reading pages when the client goes away", async () => {
    await settle();
    const pagesBefore = pagesRead;
    const closed = new Promise<void>((resolve) => {
      t.app.server.once("request", (_request, reply) => reply.once("close", resolve));
    });
    const response = await download("orders");
    await new Promise((resolve) => response.once("data", resolve));
    response.destroy();
    await closed;
    await settle();
    const read = pagesRead - pagesBefore;
    await settle();
    expect(pagesRead - pagesBefore).toBe(read);
    // What the sockets between them held, not the year's hundred pages.
    expect(read).toBeLessThan(ORDERS / 1_000);
  }, 30_000);
});
