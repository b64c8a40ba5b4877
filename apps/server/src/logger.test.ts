import { execFileSync } from "node:child_process";
import fs, { mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import Fastify from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { LOG_BATCH_BYTES, serverLogger } from "./logger.ts";
import { OneLinePerRequest } from "./plugins/request-log.ts";

describe("serverLogger", () => {
  const folders: string[] = [];
  afterEach(() => {
    vi.restoreAllMocks();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  /** A log file and its descriptor, open already (as stdout is). */
  function logFile() {
    const folder = mkdtempSync(path.join(tmpdir(), "kham-log-"));
    folders.push(folder);
    const file = path.join(folder, "server.log");
    return { file, fd: openSync(file, "a") };
  }
  const linesIn = (file: string) => readFileSync(file, "utf8").split("\n").filter(Boolean);
  const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

  it("writes the lines of many requests in a few writes, and every one of them by the flush", async () => {
    const { file, fd } = logFile();
    const writes = [vi.spyOn(fs, "write"), vi.spyOn(fs, "writeSync")];
    const { log, flush } = serverLogger({ level: "info", destination: fd });
    // One line per request, each request in a turn of the event loop of its own.
    for (let index = 0; index < 100; index += 1) {
      log.info({ index, url: "/api/v2/players/credits/alphabet" }, "request completed");
      await nextTurn();
    }
    await flush();
    const lines = linesIn(file);
    expect(lines).toHaveLength(100);
    expect(JSON.parse(lines[99]!)).toMatchObject({ index: 99, msg: "request completed" });
    const bytes = readFileSync(file).length;
    const calls = writes.reduce((sum, spy) => sum + spy.mock.calls.length, 0);
    expect(calls).toBeLessThanOrEqual(Math.ceil(bytes / LOG_BATCH_BYTES) + 1);
  });

  it("writes a quiet server's line soon without waiting for a batch", async () => {
    const { file, fd } = logFile();
    const { log } = serverLogger({ level: "info", destination: fd });
    log.info("shutting down");
    await vi.waitFor(() => expect(linesIn(file)).toHaveLength(1), { timeout: 5000, interval: 50 });
  });

  it("logs a request as Fastify does, without its headers", async () => {
    const { file, fd } = logFile();
    // A quick, successful read is a debug line (plugins/request-log.ts).
    const { log, flush } = serverLogger({ level: "debug", destination: fd });
    const app = Fastify({ loggerInstance: log, logController: new OneLinePerRequest() });
    app.get("/api/health", async () => ({ status: "ok" }));
    await app.inject({
      url: "/api/health?x=1",
      headers: { cookie: "kham_session=secret", authorization: "Bearer secret", "accept-version": "2" },
    });
    await app.close();
    await flush();
    const [line] = linesIn(file).map((text) => JSON.parse(text));
    expect(line).toMatchObject({
      msg: "request completed",
      req: { method: "GET", url: "/api/health?x=1", version: "2", host: "localhost:80" },
      res: { statusCode: 200 },
    });
    expect(Object.keys(line.req).sort()).toEqual(["host", "method", "remoteAddress", "url", "version"]);
    expect(JSON.stringify(line)).not.toContain("secret");
  });

  it("writes what is waiting when the process exits without closing", () => {
    const script = `
      import { serverLogger } from ${JSON.stringify(path.join(import.meta.dirname, "logger.ts"))};
      const { log } = serverLogger({ level: "info" });
      log.info("database ready");
      log.info("demo agency seeded");
      process.exit(0);
    `;
    const output = execFileSync(process.execPath, ["--import", "tsx", "--input-type=module", "-e", script], {
      encoding: "utf8",
    });
    expect(
      output
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line).msg),
    ).toEqual(["database ready", "demo agency seeded"]);
  });

  it("never writes a session cookie or an authorization header", async () => {
    const { file, fd } = logFile();
    const { log, flush } = serverLogger({ level: "info", destination: fd });
    log.info({ req: { headers: { cookie: "kham_session=secret", authorization: "Bearer secret" } } }, "x");
    await flush();
    expect(readFileSync(file, "utf8")).not.toContain("secret");
  });
});
