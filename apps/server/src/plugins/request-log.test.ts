import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../test/database.ts";
import { testConfig } from "../test/helper.ts";
import { requestLineLevel, SLOW_READ_MS } from "./request-log.ts";

describe("the level of a request's line", () => {
  it("logs a quick, successful read by a player or a visitor at debug", () => {
    expect(requestLineLevel("GET", "/api/v2/players/credits/alphabet", 200, 3, false)).toBe("debug");
    expect(requestLineLevel("HEAD", "/player", 200, 3, false)).toBe("debug");
    expect(requestLineLevel("GET", "/assets/app.js", 304, 1, false)).toBe("debug");
  });

  it("keeps every write at info, successful or not", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(requestLineLevel(method, "/api/v2/deposits", 201, 3, false)).toBe("info");
    }
  });

  it("keeps a refused read, a slow read and every staff call at info", () => {
    expect(requestLineLevel("GET", "/api/v2/players/credits/alphabet", 401, 3, false)).toBe("info");
    expect(requestLineLevel("GET", "/api/v2/players/credits/nope", 404, 3, false)).toBe("info");
    expect(requestLineLevel("GET", "/api/v2/players/info", 200, SLOW_READ_MS, false)).toBe("info");
    expect(requestLineLevel("GET", "/api/v2/players/info", 200, SLOW_READ_MS - 1, false)).toBe("debug");
    expect(requestLineLevel("GET", "/api/admin/v1/withdrawals", 200, 3, false)).toBe("info");
  });

  it("logs a failed request as an error, whatever it was", () => {
    expect(requestLineLevel("GET", "/api/health", 500, 3, true)).toBe("error");
    expect(requestLineLevel("POST", "/api/v2/deposits", 500, 3, true)).toBe("error");
  });
});

describe("request logging", () => {
  let database: Database;
  let lines: Record<string, unknown>[];
  let logger: pino.Logger;

  function loggerAt(level: string) {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    return pino({ level }, sink);
  }

  beforeEach(async () => {
    lines = [];
    logger = loggerAt("debug");
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
          level: 20,
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

  it("writes, at info, the lines of writes, refusals and staff reads, and not those of routine reads", async () => {
    const app = await buildApp({ config: testConfig(), database, logger: loggerAt("info") });
    app.get("/api/admin/v1/test/read", async () => ({ ok: true }));
    app.post("/test/write", async () => ({ ok: true }));
    try {
      await app.ready();
      lines.length = 0;
      const host = { host: "localhost" };
      await app.inject({ url: "/api/health", headers: host });
      await app.inject({ url: "/api/v2/nowhere", headers: host });
      await app.inject({ url: "/api/admin/v1/test/read", headers: host });
      await app.inject({ method: "POST", url: "/test/write", headers: host });
      expect(lines.map((line) => [line.level, line.req])).toEqual([
        [30, expect.objectContaining({ method: "GET", url: "/api/v2/nowhere" })],
        [30, expect.objectContaining({ method: "GET", url: "/api/admin/v1/test/read" })],
        [30, expect.objectContaining({ method: "POST", url: "/test/write" })],
      ]);
      expect(lines[0]).toMatchObject({ res: { statusCode: 404 } });
    } finally {
      await app.close();
    }
  });
});
