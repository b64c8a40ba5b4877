import { Writable } from "node:stream";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import { buildApp } from "../app.ts";
import { openTestDatabase } from "../test/database.ts";
import { testConfig } from "../test/helper.ts";

describe("request logging", () => {
  it("writes one line per request, with the request, the answer and the time taken", async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const database = await openTestDatabase();
    const app = await buildApp({ config: testConfig(), database, logger: pino({ level: "info" }, sink) });
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
    } finally {
      await app.close();
      await database.close();
    }
  });
});
