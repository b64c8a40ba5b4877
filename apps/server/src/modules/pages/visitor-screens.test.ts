import { type Game, popularGames } from "@kham/contract";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { promotionFor } from "../modules/promotions/test-support.ts";
import { get, register, type TestApp } from "../test/helper.ts";
import { POPULAR_GAMES_BLOCK, PROMOTIONS_BLOCK } from "./page-html.ts";
import {
  forgetRenders,
  gamesBlockOf,
  openScreensApp,
  promotionsBlockOf,
  rootOf,
  type ScreensApp,
} from "./screens-test-support.ts";
import { SERVER_ENTRY } from "./web-build.ts";

// The public screens rendered on the server (see screens-test-support.ts for the stand-in build).

let screens: ScreensApp;
let t: TestApp;
beforeAll(async () => {
  screens = await openScreensApp();
  t = screens.t;
});
afterAll(() => screens.close());
beforeEach(forgetRenders);

describe("the public screens, rendered on the server", () => {
  it("come inside #root for a visitor, with React's hints in <head> and no player to preload", async () => {
    const response = await get(t.app, "/login");
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe('<main data-screen="/login" data-language="lo">Kham</main>');
    expect(response.body).toMatch(
      /<link rel="preload" as="image" href="\/brand\/logo.svg"\/>[\s\S]*<\/head>/,
    );
    expect(response.body).not.toContain("/api/v2/players/info");
  });

  it("are rendered once per agency, language and screen, in the language the cookie names", async () => {
    for (let visit = 0; visit < 3; visit += 1) {
      await get(t.app, "/");
      await get(t.app, "/", { cookie: "kham_lng=th" });
    }
    expect(globalThis.__khamScreens).toEqual(["/ lo", "/ th"]);
    expect(rootOf((await get(t.app, "/", { cookie: "kham_lng=th" })).body)).toContain('data-language="th"');
  });

  it("are left to the browser for a request with a session, a query, or any other path", async () => {
    for (const [url, headers] of [
      ["/", { cookie: "kham_session=abc" }],
      ["/login?redirect=/player/deposit", {}],
      ["/player", {}],
      ["/player/deposit", {}],
      ["/no-such-screen", {}],
    ] as const) {
      const response = await get(t.app, url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(rootOf(response.body), url).toBe("");
      // The browser asks who the player is, as before.
      expect(response.body, url).toContain('<link rel="preload" href="/api/v2/players/info"');
    }
    expect(globalThis.__khamScreens).toEqual([]);
  });

  it("fall back to the page the browser renders when a screen fails to render", async () => {
    const response = await get(t.app, "/register");
    expect(response.statusCode).toBe(200);
    expect(rootOf(response.body)).toBe("");
    expect(response.body).toContain('src="/assets/main-abc.js"');
  });

  it("draw the landing page from the live promotions, which the page holds for the browser", async () => {
    const live = (await get(t.app, "/api/v2/promotions")).json().data as { id: string }[];
    const page = (await get(t.app, "/", { cookie: "kham_lng=vn" })).body;
    expect(globalThis.__khamPromotions).toEqual([live.map((promotion) => promotion.id)]);
    expect(promotionsBlockOf(page)).toEqual(live);
    // The other public screens show no promotions: no list read for them, none in their page.
    const login = (await get(t.app, "/login", { cookie: "kham_lng=vn" })).body;
    expect(globalThis.__khamPromotions).toEqual([live.map((promotion) => promotion.id), null]);
    expect(login).not.toContain(PROMOTIONS_BLOCK);
  });

  it("draw the home screens with the providers' popular games, which the page holds for the browser", async () => {
    // What the browser would draw from the catalogue: three of each provider, in turns.
    const popular = popularGames((await get(t.app, "/api/v2/games")).json().data as Game[]);
    expect(popular.length).toBe(12);
    const codes = popular.map((game) => game.code);
    const landing = (await get(t.app, "/", { cookie: "kham_lng=vn" })).body;
    expect(gamesBlockOf(landing)).toEqual(popular);
    // (The landing page in Vietnamese may have been rendered, with the same games, by a test before.)
    expect(globalThis.__khamGames.every((given) => given?.join() === codes.join())).toBe(true);
    const session = { cookie: (await register(t.app)).cookie };
    const home = (await get(t.app, "/player", session)).body;
    expect(gamesBlockOf(home)).toEqual(popular);
    expect(globalThis.__khamGames.at(-1)).toEqual(codes);
    // A screen without the row has no list read for it and none in its page.
    const login = (await get(t.app, "/login", { cookie: "kham_lng=th" })).body;
    expect(globalThis.__khamGames.at(-1)).toBeNull();
    expect(login).not.toContain(POPULAR_GAMES_BLOCK);
  });

  it("render the landing page again when the live promotions change, and only then", async () => {
    await get(t.app, "/", { cookie: "kham_lng=cn" });
    const added = await promotionFor(t);
    const page = (await get(t.app, "/", { cookie: "kham_lng=cn" })).body;
    await get(t.app, "/", { cookie: "kham_lng=cn" });
    // Once before the change, once after it; the visit after that reuses the page.
    expect(globalThis.__khamScreens).toEqual(["/ cn", "/ cn"]);
    expect(globalThis.__khamPromotions.at(-1)).toContain(added);
    expect(promotionsBlockOf(page)?.map((promotion) => promotion.id)).toContain(added);
  });

  it("let a rendered screen start its app after the first paint, through the build's boot script", async () => {
    const rendered = (await get(t.app, "/login")).body;
    // The entry's imports, then the screen's own code (its pathless layout's and its own chunks), so
    // the router finds it fetched instead of adding its preloads while the app starts.
    expect(rendered).toContain(
      '<script type="module" crossorigin src="/assets/boot-abc.js" data-app-entry="/assets/main-abc.js"' +
        ' data-app-imports="/assets/framework-abc.js"' +
        ' data-app-preload="/assets/public-abc.js /assets/login-abc.js /assets/form-abc.js"></script>',
    );
    expect(rendered).not.toContain("modulepreload");
    const session = { cookie: (await register(t.app)).cookie };
    const home = (await get(t.app, "/player", session)).body;
    expect(home).toContain(
      ' data-app-imports="/assets/framework-abc.js" data-app-preload="/assets/route-abc.js /assets/get-credits-abc.js' +
        ' /assets/player-abc.js /assets/credits-panel-abc.js"></script>',
    );
    const toRender = (await get(t.app, "/player")).body;
    expect(toRender).toContain('<script type="module" crossorigin src="/assets/main-abc.js">');
    expect(toRender).toContain('<link rel="modulepreload" crossorigin href="/assets/framework-abc.js">');
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
    // Anything else posted to a page path is still unknown.
    expect((await t.app.inject({ method: "POST", url: "/player" })).statusCode).toBe(404);
  });

  it("keep the server entry to the server: its folder is never served", async () => {
    for (const url of [`/${SERVER_ENTRY}`, `/${SERVER_ENTRY}.br`]) {
      expect((await get(t.app, url)).statusCode, url).toBe(404);
    }
  });
});
