import { Writable } from "node:stream";
import { pino } from "pino";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildApp } from "../app.ts";
import type { Database } from "../db/client.ts";
import { openTestDatabase } from "../test/database.ts";
import { testConfig } from "../test/helper.ts";
import { requestLineLevel, SLOW_READ_MS } from "./request-log.ts";

describe("the level of a request's line", () => {
  const level = (method: string, route: string | undefined, statusCode: number, responseTimeMs = 3) =>
    requestLineLevel({ method, route, statusCode, responseTimeMs, failed: false });

  it("logs a quick, successful read by a player or a visitor at debug", () => {
    expect(level("GET", "/api/v2/players/credits/:provider", 200)).toBe("debug");
    expect(level("HEAD", "/player", 200)).toBe("debug");
    expect(level("GET", "/*", 304, 1)).toBe("debug");
  });

  it("keeps every write at info, successful or not", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
      expect(level(method, "/api/v2/deposits", 201)).toBe("info");
    }
  });

  it("keeps a refused read, a slow read and every staff call at info", () => {
    expect(level("GET", "/api/v2/players/credits/:provider", 401)).toBe("info");
    expect(level("GET", undefined, 404)).toBe("info");
    expect(level("GET", "/api/v2/players/info", 200, SLOW_READ_MS)).toBe("info");
    expect(level("GET", "/api/v2/players/info", 200, SLOW_READ_MS - 1)).toBe("debug");
    expect(level("GET", "/api/admin/v1/withdrawals", 200)).toBe("info");
    expect(level("HEAD", "/api/admin/v1/withdrawals", 200)).toBe("info");
  });

  it("logs an answer that failed on its way out as an error, whatever it was", () => {
    const failed = { statusCode: 200, responseTimeMs: 3, failed: true };
    expect(requestLineLevel({ method: "GET", route: "/api/health", ...failed })).toBe("error");
    expect(requestLineLevel({ method: "POST", route: "/api/v2/deposits", ...failed })).toBe("error");
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
      // The staff route, reached by an address written otherwise, is still a staff call.
      await app.inject({ url: "/api/%61dmin/v1/test/read", headers: host });
      await app.inject({ method: "HEAD", url: "/api/admin/v1/test/read", headers: host });
      await app.inject({ method: "POST", url: "/test/write", headers: host });
      // The rule knows the staff API by its prefix: a real staff route must still live under it.
      const staffRoute = "/api/admin/v1/agencies/:agency/withdrawals";
      expect(app.hasRoute({ method: "GET", url: staffRoute })).toBe(true);
      expect(
        requestLineLevel({
          method: "GET",
          route: staffRoute,
          statusCode: 200,
          responseTimeMs: 3,
          failed: false,
        }),
      ).toBe("info");
      expect(lines.map((line) => [line.level, line.req, line.res])).toEqual([
        [30, expect.objectContaining({ method: "GET", url: "/api/v2/nowhere" }), { statusCode: 404 }],
        [30, expect.objectContaining({ method: "GET", url: "/api/admin/v1/test/read" }), { statusCode: 200 }],
        [
          30,
          expect.objectContaining({ method: "GET", url: "/api/%61dmin/v1/test/read" }),
          { statusCode: 200 },
        ],
        [
          30,
          expect.objectContaining({ method: "HEAD", url: "/api/admin/v1/test/read" }),
          { statusCode: 200 },
        ],
        [30, expect.objectContaining({ method: "POST", url: "/test/write" }), { statusCode: 200 }],
      ]);
    } finally {
      await app.close();
    }
  });
});
