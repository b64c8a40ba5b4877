import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "../../plugins/security-headers.ts";
import { buildTestApp, get, OTHER_HOST, type TestApp } from "../../test/helper.ts";
import { findAgencyByCode, updateAgencyProfile } from "../agency/service.ts";
import { AGENCY_INFO_BLOCK, inlineStylesheets, renderPlayerPage, TRANSLATION_BLOCK } from "./page-html.ts";

const template = `<!doctype html>
<html lang="lo">
  <head>
    <link rel="preload" href="/api/v2/agency/info" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/api/v2/players/info" as="fetch" crossorigin="use-credentials" />
    <link rel="preload" href="/locales/lo/translation.json" as="fetch" crossorigin="anonymous" />
    <script type="module" crossorigin src="/assets/main-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/styles-abc.css">
    <link rel="preload" href="/assets/noto-sans-lao-lao-400-normal-x.woff2" as="font" type="font/woff2" crossorigin="anonymous">
  </head>
  <body><div id="root"></div></body>
</html>
`;
const lao = { header: { login: "ເຂົ້າສູ່ລະບົບ" }, price: "$1 ແລະ $&" };
const thai = { header: { login: "เข้าสู่ระบบ" }, trap: "</script><script>alert(1)</script><!--" };

const fontPreloads = {
  lo: ["/assets/noto-sans-lao-lao-400-normal-x.woff2", "/assets/noto-sans-lao-lao-600-normal-x.woff2"],
  th: ["/assets/noto-sans-thai-thai-400-normal-x.woff2"],
  vn: ["/assets/noto-sans-vietnamese-400-normal-x.woff2"],
  cn: [],
};

const styles = "body{background:#0b0b0f}@font-face{src:url(/assets/noto-sans-lao-lao-400-normal-x.woff2)}";

let t: TestApp;
let dist: string;
beforeAll(async () => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), "kham-pages-"));
  fs.writeFileSync(path.join(dist, "index.html"), template);
  for (const [language, texts] of [
    ["lo", lao],
    ["th", thai],
  ] as const) {
    fs.mkdirSync(path.join(dist, "locales", language), { recursive: true });
    fs.writeFileSync(path.join(dist, "locales", language, "translation.json"), JSON.stringify(texts));
  }
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "styles-abc.css"), styles);
  fs.mkdirSync(path.join(dist, ".vite"));
  fs.writeFileSync(path.join(dist, ".vite", "font-preloads.json"), JSON.stringify(fontPreloads));
  t = await buildTestApp({ config: { webDist: dist } });
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

/** The JSON of a data block, as the browser hands its text to JSON.parse. */
function dataBlock(html: string, id: string): unknown {
  const match = html.match(new RegExp(`<script type="application/json" id="${id}">([^<]*)</script>`));
  return match ? JSON.parse(match[1]!) : undefined;
}

describe("the player's page", () => {
  it("holds the host's agency info, as /api/v2/agency/info answers it, for /, /login, /register and deep links", async () => {
    const info = (await get(t.app, "/api/v2/agency/info")).json().data;
    for (const url of ["/", "/login", "/register", "/player/deposit?tab=history"]) {
      const response = await get(t.app, url);
      expect(response.statusCode, `${url} ${response.body.slice(0, 300)}`).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(dataBlock(response.body, AGENCY_INFO_BLOCK), url).toEqual(info);
    }
    const other = await get(t.app, "/login", { host: `${OTHER_HOST}:8443` });
    expect(dataBlock(other.body, AGENCY_INFO_BLOCK)).toMatchObject({
      agency: { code: "other", name: "Other" },
    });
  });

  it("holds the translations of the language the cookie names, Lao without one, and tags <html lang>", async () => {
    const lo = await get(t.app, "/");
    expect(dataBlock(lo.body, TRANSLATION_BLOCK)).toEqual({ language: "lo", resources: lao });
    // The tag for the browser, and the code for the app, which need not read the cookie.
    expect(lo.body).toContain('<html lang="lo" data-language="lo">');

    const th = await get(t.app, "/login", { cookie: "kham_lng=th" });
    expect(dataBlock(th.body, TRANSLATION_BLOCK)).toEqual({ language: "th", resources: thai });
    expect(th.body).toContain('<html lang="th" data-language="th">');
    expect(th.headers.vary).toContain("Cookie");

    const unknown = await get(t.app, "/login", { cookie: "kham_lng=en" });
    expect(dataBlock(unknown.body, TRANSLATION_BLOCK)).toEqual({ language: "lo", resources: lao });
  });

  it("leaves a language the build has no texts for to the app, which fetches them", async () => {
    const response = await get(t.app, "/", { cookie: "kham_lng=vn" });
    expect(dataBlock(response.body, TRANSLATION_BLOCK)).toBeUndefined();
    expect(response.body).toContain('<html lang="vi" data-language="vn">');
    expect(response.body).toContain('href="/locales/lo/translation.json"');
  });

  it("drops the preloads of what it holds and keeps the player's own", async () => {
    const { body } = await get(t.app, "/");
    expect(body).not.toContain('href="/api/v2/agency/info"');
    expect(body).not.toContain('href="/locales/');
    expect(body).toContain('<link rel="preload" href="/api/v2/players/info"');
    expect(body).toContain('<script type="module" crossorigin src="/assets/main-abc.js"></script>');
  });

  it("escapes every < so no text can end its block, and keeps $ as it is", async () => {
    const th = await get(t.app, "/", { cookie: "kham_lng=th" });
    expect(th.body).not.toContain("</script><script>alert");
    expect(th.body).not.toContain("<!--");
    expect(th.body).toContain("\\u003c/script>");
    expect((dataBlock(th.body, TRANSLATION_BLOCK) as { resources: unknown }).resources).toEqual(thai);
    const lo = await get(t.app, "/");
    expect((dataBlock(lo.body, TRANSLATION_BLOCK) as { resources: unknown }).resources).toEqual(lao);
  });

  it("keeps the CSP strict: data blocks are not scripts, so no unsafe-inline, hash or nonce", async () => {
    const response = await get(t.app, "/");
    expect(response.headers["content-security-policy"]).toBe(contentSecurityPolicy);
    expect(contentSecurityPolicy).toContain("script-src 'self';");
    expect(response.body).not.toMatch(/<script(?![^>]*(type="application\/json"|type="module"[^>]*src=))/);
  });

  it("has no agency for a host no agency has: the app asks and shows its notice", async () => {
    const response = await get(t.app, "/", { host: "nobody.example.com" });
    expect(response.statusCode).toBe(200);
    expect(dataBlock(response.body, AGENCY_INFO_BLOCK)).toBeUndefined();
    expect(response.body).toContain('href="/api/v2/agency/info"');
    expect(dataBlock(response.body, TRANSLATION_BLOCK)).toEqual({ language: "lo", resources: lao });
    const info = await get(t.app, "/api/v2/agency/info", { host: "nobody.example.com" });
    expect(info.statusCode).toBe(404);
  });

  it("shows an agency's new name once staff changed it", async () => {
    expect(dataBlock((await get(t.app, "/", { host: OTHER_HOST })).body, AGENCY_INFO_BLOCK)).toMatchObject({
      agency: { name: "Other" },
    });
    const agency = (await findAgencyByCode(t.database.db, "other"))!;
    await updateAgencyProfile(t.database.db, agency, { ...agency, name: "Other Gold" });
    await t.app.agencies.changed();
    expect(dataBlock((await get(t.app, "/", { host: OTHER_HOST })).body, AGENCY_INFO_BLOCK)).toMatchObject({
      agency: { name: "Other Gold" },
    });
  });

  it("preloads the fonts of its language only, and none for Chinese (the system's CJK font)", async () => {
    const fontsOf = (html: string) =>
      [
        ...html.matchAll(
          /<link rel="preload" href="([^"]+)" as="font" type="font\/woff2" crossorigin="anonymous">/g,
        ),
      ].map((match) => match[1]);
    expect(fontsOf((await get(t.app, "/")).body)).toEqual(fontPreloads.lo);
    expect(fontsOf((await get(t.app, "/", { cookie: "kham_lng=th" })).body)).toEqual(fontPreloads.th);
    expect(fontsOf((await get(t.app, "/login", { cookie: "kham_lng=vn" })).body)).toEqual(fontPreloads.vn);
    const cn = (await get(t.app, "/register", { cookie: "kham_lng=cn" })).body;
    expect(fontsOf(cn)).toEqual([]);
    expect(cn).not.toContain('as="font"');
  });

  it("holds the app's stylesheet, so the first paint waits for no stylesheet request", async () => {
    const { body } = await get(t.app, "/login");
    expect(body).toContain(`<style>${styles}</style>`);
    // Its link stays as an inert marker (not CSS: never fetched), so lazy screens do not add it again.
    expect(body.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/styles-abc.css" type="text/plain">',
    ]);
  });

  it("is sent compressed as the client accepts it", async () => {
    const plain = (await get(t.app, "/login")).body;
    const br = await get(t.app, "/login", { headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain);
    const gzip = await get(t.app, "/login", { headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain);
  });
});

const page = (links: string) =>
  `<html><head>${links}<script type="module" src="/assets/main.js"></script></head><body><div id="root"></div></body></html>`;
const link = (href: string) => `<link rel="stylesheet" crossorigin href="${href}">`;

describe("the page's stylesheets", () => {
  it("are inlined when small, so the first paint waits for no stylesheet", () => {
    const css = ".a{color:gold}@font-face{src:url(/assets/font-x.woff2)}";
    const html = inlineStylesheets(
      page(link("/assets/styles-x.css")),
      (href) => (href === "/assets/styles-x.css" ? css : undefined),
      1000,
    );
    expect(html).toBe(
      page(`<style>${css}</style><link rel="stylesheet" href="/assets/styles-x.css" type="text/plain">`),
    );
  });

  it("stay links when they are too big to send with every page, missing, or could end their element", () => {
    const big = `.a{content:"${randomBytes(2000).toString("base64")}"}`;
    expect(inlineStylesheets(page(link("/assets/big.css")), () => big, 1000)).toBe(
      page(link("/assets/big.css")),
    );
    expect(inlineStylesheets(page(link("/assets/gone.css")), () => undefined, 1000)).toBe(
      page(link("/assets/gone.css")),
    );
    const closing = '.a::after{content:"</style><script>"}';
    expect(inlineStylesheets(page(link("/assets/x.css")), () => closing, 1000)).toBe(
      page(link("/assets/x.css")),
    );
  });
});

describe("a rendered screen's scripts", () => {
  const built = [
    "<html><head>",
    '<script type="module" crossorigin src="/assets/main-a.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/framework-b.js">',
    '<link rel="modulepreload" crossorigin href="/assets/icons-c.js">',
    '</head><body><div id="root"></div></body></html>',
  ].join("\n");
  const screen = { head: "", root: "<main>screen</main>" };
  const parts = { language: "lo" as const, agencyInfo: undefined, translation: undefined };

  it("start after the first paint through the boot script, which preloads and runs what the page listed", () => {
    const html = renderPlayerPage(built, {
      ...parts,
      screen,
      boot: "/assets/boot-d.js",
      screenModules: ["/assets/icons-c.js", "/assets/login-e.js"],
    });
    // The entry's imports in Vite's order, which the boot script runs them in; the screen's own code
    // apart, once, as the boot script only preloads it.
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/boot-d.js" data-app-entry="/assets/main-a.js"' +
        ' data-app-imports="/assets/framework-b.js /assets/icons-c.js" data-app-preload="/assets/login-e.js"></script>',
    );
    expect(html).not.toContain("modulepreload");
    expect(html).not.toContain('src="/assets/main-a.js"');
  });

  it("wait behind the fonts and images at low priority when the build has no boot script", () => {
    const html = renderPlayerPage(built, { ...parts, screen });
    expect(html).toContain('<script fetchpriority="low" type="module" crossorigin src="/assets/main-a.js">');
    expect(html).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/icons-c.js">',
    );
  });

  it("hold the first paint until the page's frame is parsed, with the data blocks after the screen", () => {
    const translation = { header: { login: "ເຂົ້າສູ່ລະບົບ" } };
    const html = renderPlayerPage(built, { ...parts, translation, screen, boot: "/assets/boot-d.js" });
    const head = html.slice(0, html.indexOf("</head>"));
    expect(head).toContain('<link rel="expect" href="#page-frame-end" blocking="render">');
    // The scripts read the blocks once the whole page is in; the paint need not wait for them.
    expect(head).not.toContain(TRANSLATION_BLOCK);
    const block = html.indexOf(`id="${TRANSLATION_BLOCK}"`);
    expect(block).toBeGreaterThan(html.indexOf("<main>screen</main></div>"));
    expect(block).toBeLessThan(html.indexOf("</body>"));
  });

  it("load at once on a page the browser renders itself", () => {
    const html = renderPlayerPage(built, { ...parts, boot: "/assets/boot-d.js" });
    expect(html).toContain('<script type="module" crossorigin src="/assets/main-a.js"></script>');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-b.js">');
    expect(html).not.toContain("boot-d.js");
    // Nothing of it is drawn until the app renders it: no paint to hold.
    expect(html).not.toContain('rel="expect"');
  });
});
