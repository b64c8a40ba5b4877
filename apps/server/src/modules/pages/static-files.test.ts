import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, get, type TestApp } from "../../test/helper.ts";

const indexHtml =
  '<!doctype html><html><head><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const backOfficeHtml = "<!doctype html><html><head><title>Back office</title></head></html>";
const script = `console.log(${JSON.stringify("x".repeat(2000))});`;
const serviceWorker = `self.addEventListener("fetch", () => {}); // ${"w".repeat(2000)}`;
const webManifest = '{"name":"Kham ຄຳ","start_url":"/","display":"standalone"}';

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "kham-dist-"));
  fs.mkdirSync(path.join(dist, "assets"));
  fs.mkdirSync(path.join(dist, "locales", "lo"), { recursive: true });
  fs.writeFileSync(path.join(dist, "index.html"), indexHtml);
  fs.writeFileSync(path.join(dist, "index.html.br"), brotliCompressSync(indexHtml));
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), '{"index.html":{}}');
  fs.mkdirSync(path.join(dist, "backoffice"));
  fs.writeFileSync(path.join(dist, "backoffice", "index.html"), backOfficeHtml);
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), script);
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js.br"), brotliCompressSync(script));
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js.gz"), gzipSync(script));
  fs.writeFileSync(path.join(dist, "locales", "lo", "translation.json"), '{"home":{"title":"ໜ້າຫຼັກ"}}');
  fs.writeFileSync(path.join(dist, "sw.js"), serviceWorker);
  fs.writeFileSync(path.join(dist, "sw.js.br"), brotliCompressSync(serviceWorker));
  fs.writeFileSync(path.join(dist, "manifest.webmanifest"), webManifest);
  t = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe("the built web app", () => {
  it("serves hashed assets pre-compressed and immutable for a year", async () => {
    const brotli = await get(t.app, "/assets/index-abc123.js", {
      headers: { "accept-encoding": "br, gzip" },
    });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers["content-encoding"]).toBe("br");
    expect(brotli.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotli.headers["content-type"]).toMatch(/javascript/);
    expect(brotli.rawPayload.length).toBeLessThan(script.length);
    expect(brotli.headers.vary).toBe("Accept-Encoding");

    const gzip = await get(t.app, "/assets/index-abc123.js", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");

    const plain = await get(t.app, "/assets/index-abc123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it("serves index.html at / with no-cache and the security headers", async () => {
    const response = await get(t.app, "/", { headers: { "accept-encoding": "br" } });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers["content-type"]).toMatch(/text\/html/);
    expect(response.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(response.headers["content-encoding"]).toBe("br");
  });

  it("falls back to index.html for client routes without a file extension", async () => {
    for (const url of ["/login", "/player/deposit/history", "/player/game/askmebet?tab=Slot"]) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      // The player's page, with the agency and the translations inlined (see modules/web-pages).
      expect(response.body).toContain('<script type="module" src="/assets/index-abc123.js"></script>');
      expect(response.body).toContain('id="kham-agency-info"');
    }
    const compressed = await get(t.app, "/player", { headers: { "accept-encoding": "br" } });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(compressed.headers.vary).toBe("Accept-Encoding, Cookie");
    expect(compressed.headers["cache-control"]).toBe("no-cache");
  });

  it("falls back to the back office's page for its client routes, and only for them", async () => {
    for (const url of ["/backoffice", "/backoffice/", "/backoffice/demo/withdrawals?status=OPEN"]) {
      const response = await get(t.app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.body).toBe(backOfficeHtml);
    }
    expect((await get(t.app, "/backofficer")).body).toContain('id="kham-agency-info"');
  });

  it("answers 404 for a missing file with an extension, and never falls back under /api", async () => {
    for (const url of [
      "/assets/missing-123.js",
      "/favicon.ico",
      "/player.json",
      "/api/v2/unknown",
      "/api",
      "/.vite/manifest.json",
    ]) {
      const response = await get(t.app, url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain("<!doctype html>");
    }
  });

  it("serves the translations from dist/locales, revalidated each time", async () => {
    const response = await get(t.app, "/locales/lo/translation.json");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ home: { title: "ໜ້າຫຼັກ" } });
    expect(response.headers["cache-control"]).toBe("no-cache");
  });

  it("serves the service worker and the web manifest with their types, revalidated each time", async () => {
    // A worker kept in a cache would keep an old version of the app alive after a deploy.
    const worker = await get(t.app, "/sw.js", { headers: { "accept-encoding": "br" } });
    expect(worker.statusCode).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["content-encoding"]).toBe("br");

    const manifest = await get(t.app, "/manifest.webmanifest");
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
    expect(manifest.json()).toMatchObject({ start_url: "/", display: "standalone" });
  });

  it("does not fall back for other methods", async () => {
    const response = await t.app.inject({ method: "DELETE", url: "/login", headers: { host: "localhost" } });
    expect(response.statusCode).toBe(404);
  });
});
