import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { get, register, type TestApp } from "../../test/helper.ts";
import { promotionFor } from "../promotions/test-support.ts";
import { AGENCY_INFO_BLOCK, PAGE_DATA_BLOCK } from "./page-html.ts";
import {
  answerIn,
  CALL_BUDGET_MS,
  forgetRenders,
  heldBack,
  openScreensApp,
  pageDataOf,
  rootOf,
  type ScreensApp,
} from "./test-support.ts";
import { SERVER_ENTRY } from "./web-build.ts";

// The screens rendered on the server, from what their routes read through the app's own API (see
// test-support.ts for the stand-in build).

let screens: ScreensApp;
let t: TestApp;
beforeAll(async () => {
  screens = await openScreensApp();
  t = screens.t;
});
afterAll(() => screens.close());
beforeEach(forgetRenders);

const blocksIn = (html: string) =>
  [...html.matchAll(/<script type="application\/json" id="([^"]+)">/g)].map((match) => match[1]);

describe("a visitor's screens, rendered on the server", () => {
  it("come inside #root with one data block holding what their route read, as the API answers it", async () => {
    const response = await get(t.app, "/", { cookie: "kham_lng=vn" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(rootOf(response.body)).toBe('<main data-screen="/" data-language="vn">Kham</main>');
    expect(response.body).toMatch(
      /<link rel="preload" as="image" href="\/brand\/logo.svg"\/>[\s\S]*<\/head>/,
    );
    // The agency is in the page's data: no block of its own, and nothing to preload.
    expect(blocksIn(response.body).filter((id) => id !== "kham-translation")).toEqual([PAGE_DATA_BLOCK]);
    expect(response.body).not.toContain(AGENCY_INFO_BLOCK);
    expect(response.body).not.toContain('href="/api/v2/agency/info"');
    expect(response.body).not.toContain('href="/api/v2/players/info"');
    for (const url of ["/api/v2/agency/info", "/api/v2/players/info", "/api/v2/promotions"]) {
      expect(answerIn(response.body, url), url).toEqual((await get(t.app, url)).json().data);
    }
  });

  it("are drawn once per agency, language and screen while what they read stays the same", async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      await get(t.app, "/login");
      await get(t.app, "/login", { cookie: "kham_lng=th" });
    }
    const drawn = globalThis.__khamRenders.filter((render) => render.drawn);
    expect(drawn.map((render) => `${render.address} ${render.language}`)).toEqual(["/login lo", "/login th"]);
    expect(rootOf((await get(t.app, "/login", { cookie: "kham_lng=th" })).body)).toContain(
      'data-language="th"',
    );
  });

  it("are drawn again when what their route read has changed, and only then", async () => {
    await get(t.app, "/", { cookie: "kham_lng=cn" });
    const added = await promotionFor(t);
    const page = (await get(t.app, "/", { cookie: "kham_lng=cn" })).body;
    await get(t.app, "/", { cookie: "kham_lng=cn" });
    expect(globalThis.__khamRenders.filter((render) => render.drawn)).toHaveLength(2);
    const promotions = answerIn(page, "/api/v2/promotions") as { id: string }[];
    expect(promotions.map((promotion) => promotion.id)).toContain(added);
  });

  it("are left to the browser for a session, a query, a failed render or a path of no screen", async () => {
    for (const [url, headers] of [
      ["/", { cookie: "kham_session=abc" }],
      ["/login?redirect=/player/deposit", {}],
      ["/register", {}],
      ["/no-such-screen", {}],
      ["/player", {}],
    ] as const) {
      const response = await get(t.app, url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers["cache-control"], url).toBe("no-cache");
      expect(rootOf(response.body), url).toBe("");
      expect(response.body, url).not.toContain(PAGE_DATA_BLOCK);
      // The browser asks who the player is, as before; the agency is in the page.
      expect(response.body, url).toContain('<link rel="preload" href="/api/v2/players/info"');
      expect(blocksIn(response.body), url).toContain(AGENCY_INFO_BLOCK);
    }
  });

  it("are drawn only for a path as the app spells it, so no client can make up pages to keep", async () => {
    for (const url of ["/LOGIN", "/Login", "/login/", "//login", "/login//", "/%6Cogin"]) {
      const response = await get(t.app, url);
      expect(response.statusCode, url).toBe(200);
      expect(rootOf(response.body), url).toBe("");
    }
    expect(globalThis.__khamRenders).toEqual([]);
  });

  it("start their app after the first paint, through the build's boot script", async () => {
    const rendered = (await get(t.app, "/login")).body;
    // The entry's imports, then the screen's own code (its pathless layout's and its own chunks).
    expect(rendered).toContain(
      '<script type="module" crossorigin src="/assets/boot-abc.js" data-app-entry="/assets/main-abc.js"' +
        ' data-app-imports="/assets/framework-abc.js"' +
        ' data-app-preload="/assets/public-abc.js /assets/login-abc.js /assets/form-abc.js"></script>',
    );
    expect(rendered).not.toContain("modulepreload");
    const toRender = (await get(t.app, "/no-such-screen")).body;
    expect(toRender).toContain('<script type="module" crossorigin src="/assets/main-abc.js">');
    expect(toRender).not.toContain("boot-abc.js");
  });

  it("send a form posted before the app's scripts ran back to its page, its body unread", async () => {
    for (const path of ["/login", "/register", "/player/bank"]) {
      const response = await t.app.inject({
        method: "POST",
        url: path,
        headers: { "content-type": "application/x-www-form-urlencoded" },
        payload: "username=somchai&password=secret-password",
      });
      expect(response.statusCode, path).toBe(303);
      expect(response.headers.location, path).toBe(path);
    }
    expect((await t.app.inject({ method: "POST", url: "/player" })).statusCode).toBe(404);
  });

  it("keep the server entry to the server: its folder is never served", async () => {
    for (const url of [`/${SERVER_ENTRY}`, `/${SERVER_ENTRY}.br`]) {
      expect((await get(t.app, url)).statusCode, url).toBe(404);
    }
  });
});

describe("a player's screens, rendered on the server", () => {
  it("are read with the player's own session, kept by no cache, rendered for each request", async () => {
    const { cookie, player } = await register(t.app, { displayName: "Somchai P." });
    const response = await get(t.app, "/player?from=menu", { cookie });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(rootOf(response.body)).toBe('<main data-screen="/player" data-language="lo">Kham</main>');
    expect(answerIn(response.body, "/api/v2/players/me")).toEqual({ player });
    expect(answerIn(response.body, "/api/v2/players/credits")).toEqual(
      (await get(t.app, "/api/v2/players/credits", { cookie })).json().data,
    );
    expect(response.body).toContain('src="/assets/boot-abc.js"');

    const other = await register(t.app);
    const second = await get(t.app, "/player", { cookie: other.cookie });
    expect(answerIn(second.body, "/api/v2/players/me")).toEqual({ player: other.player });
    expect(second.body).not.toContain(player.id);
    expect(globalThis.__khamRenders.filter((render) => render.drawn)).toHaveLength(2);
  });

  it("only read: a write the render tries is refused before it reaches the API", async () => {
    const { cookie } = await register(t.app);
    await get(t.app, "/player", { cookie });
    expect(globalThis.__khamRenders[0]?.write).toMatch(/not a page's read/);
    // The session the page read with is still live.
    expect((await get(t.app, "/api/v2/players/me", { cookie })).statusCode).toBe(200);
  });

  it("are the browser's to render when the session is not live: nothing of a player in the page", async () => {
    const { cookie } = await register(t.app);
    const [name] = cookie.split("=");
    const stale = await get(t.app, "/player/deposit", { cookie: `${name}=${"x".repeat(43)}` });
    expect(globalThis.__khamRenders[0]?.calls["/api/v2/players/me"]).toBe(401);
    expect(stale.headers["cache-control"]).toBe("no-cache");
    expect(rootOf(stale.body)).toBe("");
    expect(stale.body).not.toContain(PAGE_DATA_BLOCK);
  });

  it("come with their data and their route's code when the browser draws the screen", async () => {
    const { cookie, player } = await register(t.app);
    const response = await get(t.app, "/player/bank", { cookie });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(rootOf(response.body)).toBe("");
    expect(answerIn(response.body, "/api/v2/players/me")).toEqual({ player });
    const preloaded = [...response.body.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map(
      (match) => match[1],
    );
    expect(preloaded).toEqual(
      expect.arrayContaining(["/assets/route-abc.js", "/assets/bank-abc.js", "/assets/bank-preload-abc.js"]),
    );
  });

  it("go without an answer slower than the page's budget, and wait no longer", async () => {
    const { cookie } = await register(t.app);
    const gclub = heldBack(t.app.gameProviders.gclub);
    try {
      const started = performance.now();
      const slow = await get(t.app, "/player", { cookie });
      const waited = performance.now() - started;
      expect(waited).toBeGreaterThanOrEqual(CALL_BUDGET_MS - 5);
      expect(waited).toBeLessThan(CALL_BUDGET_MS * 3);
      expect(slow.statusCode).toBe(200);
      expect(rootOf(slow.body)).toContain('data-screen="/player"');
      expect(globalThis.__khamRenders[0]?.calls["/api/v2/players/credits"]).toMatch(/did not answer within/);
      expect(answerIn(slow.body, "/api/v2/players/credits")).toBeUndefined();
      expect(answerIn(slow.body, "/api/v2/players/me")).toBeDefined();
      expect(pageDataOf(slow.body)?.queries).toHaveLength(2);
    } finally {
      gclub.restore();
    }
  }, 15_000);
});
