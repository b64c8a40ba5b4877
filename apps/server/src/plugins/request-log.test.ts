import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../test/database.ts";
import { testConfig } from "../test/helper.ts";

describe("request logging", () => {
  let database: Database;
  let lines: Record<string, unknown>[];
  let logger: pino.Logger;

  beforeEach(async () => {
    lines = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    logger = pino({ level: "info" }, sink);
    database = await openTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  it("writes one line per request, with the request, the answer and the time taken", async () => {
    const app = await buildApp({ config: testConfig(), database, logger });
    try {
      await app.ready();
      lines.length = 0;
      const response = await app.inject({
        method: "GET",
        url: "/api/health",
        headers: { host: "localhost" },
      });
      expect(response.statusCode).toBe(200);
      const requestLines = lines.filter((line) => line.reqId === response.headers["x-request-id"]);
      expect(requestLines).toEqual([
        expect.objectContaining({
          msg: "request completed",
          req: expect.objectContaining({ method: "GET", url: "/api/health" }),
          res: { statusCode: 200 },
          responseTime: expect.any(Number),
        }),
      ]);
      expect(Object.keys(requestLines[0]!).filter((key) => key === "reqId")).toHaveLength(1);
    } finally {
      await app.close();
    }
  });

  it("makes a request's child logger only for a request that logs more than its line", async () => {
    const app = await buildApp({ config: testConfig(), database, logger });
    app.get("/test/quiet", async () => ({ ok: true }));
    app.get("/test/chatty", async (request) => {
      request.log.warn({ step: "checked" }, "a handler's own line");
      return { ok: true };
    });
    try {
      await app.ready();
      const children = vi.spyOn(app.log, "child");
      lines.length = 0;
      const quiet = await app.inject({ url: "/test/quiet", headers: { host: "localhost" } });
      expect(children).not.toHaveBeenCalled();
      const chatty = await app.inject({ url: "/test/chatty", headers: { host: "localhost" } });
      expect(children).toHaveBeenCalledTimes(1);
      // Either way every line carries the request's id, once.
      expect(lines.map((line) => [line.reqId, line.msg])).toEqual([
        [quiet.headers["x-request-id"], "request completed"],
        [chatty.headers["x-request-id"], "a handler's own line"],
        [chatty.headers["x-request-id"], "request completed"],
      ]);
      expect(lines[1]).toMatchObject({ level: 40, step: "checked" });
    } finally {
      await app.close();
    }
  });
});
