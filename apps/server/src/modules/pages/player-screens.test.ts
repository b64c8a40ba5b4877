import { PAGE_SIZE_DEFAULT } from "@kham/contract";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { amountLimits } from "../db/schema/amount-limits.ts";
import { depositingPlayer, openDeposit } from "../modules/deposits/test-support.ts";
import { CATALOGUE_TTL_MS } from "../modules/games/service.ts";
import { promotionFor } from "../modules/promotions/test-support.ts";
import { fundedPlayer, openWithdrawal } from "../modules/withdrawals/test-support.ts";
import { get, register, type TestApp } from "../test/helper.ts";
import { PLAYER_BLOCK } from "./page-html.ts";
import {
  CREDIT_BUDGET_MS,
  forgetRenders,
  heldBack,
  openScreensApp,
  playerBlockOf,
  rootOf,
  type ScreensApp,
} from "./screens-test-support.ts";

// A logged-in player's screens rendered on the server (see screens-test-support.ts for the
// stand-in build).

let screens: ScreensApp;
let t: TestApp;
beforeAll(async () => {
  screens = await openScreensApp();
  t = screens.t;
});
afterAll(() => screens.close());
beforeEach(forgetRenders);

describe("a player's screens, rendered on the server", () => {
  it("give a player's screen its first calls and its route's code to fetch beside the app's scripts", async () => {
    const session = { cookie: (await register(t.app)).cookie };
    // The home is rendered for its player; with a query it is the page the browser renders.
    const home = (await get(t.app, "/player?from=menu", session)).body;
    const preloaded = (kind: string, html: string) =>
      [...html.matchAll(new RegExp(`<link rel="${kind}"[^>]*href="([^"]+)"`, "g"))].map((match) => match[1]);
    expect(preloaded("preload", home)).toEqual(
      expect.arrayContaining(["/api/v2/players/info", "/api/v2/players/me", "/api/v2/players/credits"]),
    );
    // The layout's and the screen's chunks with what they import, once each, less what the page has.
    expect(preloaded("modulepreload", home)).toEqual([
      "/assets/framework-abc.js",
      "/assets/route-abc.js",
      "/assets/get-credits-abc.js",
      "/assets/player-abc.js",
      "/assets/credits-panel-abc.js",
    ]);
    // Another screen asks who the player is; the deposit screen (here with a query, so not
    // rendered) shows the credit too.
    const offer = (await get(t.app, "/player/promotion/00000000-0000-4000-8000-000000000000", session)).body;
    expect(preloaded("preload", offer)).toContain("/api/v2/players/me");
    expect(preloaded("preload", offer)).not.toContain("/api/v2/players/credits");
    const deposit = (await get(t.app, "/player/deposit?provider=gclub", session)).body;
    expect(preloaded("preload", deposit)).toEqual(
      expect.arrayContaining(["/api/v2/players/me", "/api/v2/players/credits"]),
    );
    expect(preloaded("modulepreload", deposit)).toContain("/assets/deposit-abc.js");
    // A visitor asks for nothing of a player; nor does a player elsewhere than their screens, nor
    // a cookie whose session ended (a preloaded 401 would answer the call after the next login).
    for (const [url, headers] of [
      ["/player", {}],
      ["/login?redirect=/player", session],
      ["/player/deposit", { cookie: "kham_session=ended-long-ago" }],
    ] as const) {
      const html = (await get(t.app, url, headers)).body;
      expect(html, url).not.toContain("/api/v2/players/me");
      expect(html, url).not.toContain("route-abc.js");
    }
  });

  it("render a player's home for them, with who they are in the page, kept by no cache", async () => {
    const { cookie, player } = await register(t.app, { displayName: "Somchai P." });
    const response = await get(t.app, "/player", { cookie });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(rootOf(response.body)).toContain('data-screen="/player"');
    expect(globalThis.__khamPlayers).toEqual([player.id]);
    const block = playerBlockOf(response.body);
    expect(block?.me).toEqual({ player });
    expect(block?.info).toEqual((await get(t.app, "/api/v2/players/info", { cookie })).json().data);
    // Who the player is, is in the page; the credit is asked for at once; the code starts after paint.
    expect(response.body).not.toContain('href="/api/v2/players/me"');
    expect(response.body).not.toContain('href="/api/v2/players/info"');
    expect(response.body).toContain('<link rel="preload" href="/api/v2/players/credits"');
    expect(response.body).toContain('src="/assets/boot-abc.js"');

    // Rendered for each request: nothing of one player is kept for the next.
    const other = await register(t.app);
    const second = await get(t.app, "/player", { cookie: other.cookie });
    expect(playerBlockOf(second.body)?.me).toEqual({ player: other.player });
    expect(second.body).not.toContain(player.id);

    // A cookie whose session is gone gets the page the browser renders (which sends them to log in).
    const [name] = cookie.split("=");
    const stale = await get(t.app, "/player", { cookie: `${name}=${"x".repeat(43)}` });
    expect(rootOf(stale.body)).toBe("");
    expect(stale.headers["cache-control"]).toBe("no-cache");
    expect(stale.body).not.toContain(PLAYER_BLOCK);
  });

  it("draw a player's home with their credit and the agency's rates, as the API answers them", async () => {
    const { cookie } = await register(t.app);
    const response = await get(t.app, "/player", { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("private, no-store");
    const block = playerBlockOf(response.body);
    const credits = (await get(t.app, "/api/v2/players/credits", { cookie })).json().data;
    const rates = (await get(t.app, "/api/v2/exchange-rates", { cookie })).json().data;
    expect(rates.length).toBeGreaterThan(0);
    expect(block?.credits).toEqual(credits);
    expect(block?.rates).toEqual(rates);
    // The screen was drawn from the same answers (no skeleton to be replaced on arrival).
    expect(globalThis.__khamPlayerData).toEqual([{ credits, rates }]);
    // The credit is still asked for on arrival: it is the provider's live balance.
    expect(response.body).toContain('<link rel="preload" href="/api/v2/players/credits"');
  });

  it("render the deposit screen for its player from its first calls, as the API answers them", async () => {
    const { cookie } = await depositingPlayer(t.app);
    await openDeposit(t.app, cookie);
    const response = await get(t.app, "/player/deposit", { cookie });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(rootOf(response.body)).toContain('data-screen="/player/deposit"');
    const answer = async (url: string) => (await get(t.app, url, { cookie })).json().data;
    const deposit = {
      bankAccounts: await answer("/api/v2/players/bank-accounts"),
      paymentMethods: await answer("/api/v2/payment-methods"),
      openDeposits: await answer("/api/v2/deposits/open"),
      currentUsage: await answer("/api/v2/players/promotions/using"),
      banks: await answer("/api/v2/banks"),
      depositLimits: await answer("/api/v2/deposits/limits"),
    };
    expect(deposit.bankAccounts).toHaveLength(1);
    expect(deposit.openDeposits).toHaveLength(1);
    const block = playerBlockOf(response.body);
    expect(block?.deposit).toEqual(deposit);
    expect(block?.credits).toEqual(await answer("/api/v2/players/credits"));
    expect(block?.rates).toEqual(await answer("/api/v2/exchange-rates"));
    // The screen was drawn from what the page holds.
    expect(globalThis.__khamPlayerData).toEqual([
      { credits: block?.credits, rates: block?.rates, deposit: block?.deposit },
    ]);
    // Who the player is, is in the page; the credit is asked for on arrival.
    expect(response.body).not.toContain('href="/api/v2/players/me"');
    expect(response.body).toContain('<link rel="preload" href="/api/v2/players/credits"');

    // The home holds none of the deposit screen's data.
    expect(playerBlockOf((await get(t.app, "/player", { cookie })).body)).not.toHaveProperty("deposit");
  });

  it("render the withdraw screen for its player from its first calls, as the API answers them", async () => {
    const { cookie } = await fundedPlayer(t, 500);
    await openWithdrawal(t, cookie, "200.00");
    const response = await get(t.app, "/player/withdraw", { cookie });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(rootOf(response.body)).toContain('data-screen="/player/withdraw"');
    const answer = async (url: string) => (await get(t.app, url, { cookie })).json().data;
    const withdraw = {
      bankAccounts: await answer("/api/v2/players/bank-accounts"),
      openWithdrawals: await answer("/api/v2/withdrawals/open"),
      currentUsage: await answer("/api/v2/players/promotions/using"),
      withdrawalLimits: await answer("/api/v2/withdrawals/limits"),
      banks: await answer("/api/v2/banks"),
    };
    expect(withdraw.bankAccounts).toHaveLength(1);
    expect(withdraw.openWithdrawals).toHaveLength(1);
    const block = playerBlockOf(response.body);
    expect(block?.withdraw).toEqual(withdraw);
    // The credit the form offers to take out, and the rate its payout is worked out at.
    expect(block?.credits).toEqual(await answer("/api/v2/players/credits"));
    expect(block?.rates).toEqual(await answer("/api/v2/exchange-rates"));
    expect(globalThis.__khamPlayerData).toEqual([
      { credits: block?.credits, rates: block?.rates, withdraw: block?.withdraw },
    ]);
    expect(response.body).not.toContain('href="/api/v2/players/me"');
    expect(response.body).toContain('<link rel="preload" href="/api/v2/players/credits"');

    // Neither the home nor the deposit screen holds the withdraw screen's data.
    expect(playerBlockOf((await get(t.app, "/player", { cookie })).body)).not.toHaveProperty("withdraw");
    expect(playerBlockOf((await get(t.app, "/player/deposit", { cookie })).body)).not.toHaveProperty(
      "withdraw",
    );
  });

  it("render the promotions screen for its player from the live promotions and the one in use", async () => {
    const { cookie } = await register(t.app);
    const added = await promotionFor(t);
    const response = await get(t.app, "/player/promotion", { cookie });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(rootOf(response.body)).toContain('data-screen="/player/promotion"');
    const answer = async (url: string) => (await get(t.app, url, { cookie })).json().data;
    const promotion = {
      promotions: await answer("/api/v2/promotions"),
      currentUsage: await answer("/api/v2/players/promotions/using"),
    };
    expect(promotion.promotions.map((offer: { id: string }) => offer.id)).toContain(added);
    const block = playerBlockOf(response.body);
    expect(block?.promotion).toEqual(promotion);
    // The credit panel under the list is drawn from the page's credit.
    expect(block?.credits).toEqual(await answer("/api/v2/players/credits"));
    expect(globalThis.__khamPlayerData).toEqual([
      { credits: block?.credits, rates: block?.rates, promotion: block?.promotion },
    ]);
    expect(response.body).toContain('<link rel="preload" href="/api/v2/players/credits"');
    expect(playerBlockOf((await get(t.app, "/player", { cookie })).body)).not.toHaveProperty("promotion");
  });

  it("render the bank account screen for its player from their account and the banks, without the credit", async () => {
    const { cookie } = await depositingPlayer(t.app);
    const response = await get(t.app, "/player/bank", { cookie });
    expect(response.headers["cache-control"]).toBe("private, no-store");
    expect(rootOf(response.body)).toContain('data-screen="/player/bank"');
    const answer = async (url: string) => (await get(t.app, url, { cookie })).json().data;
    const bank = {
      bankAccounts: await answer("/api/v2/players/bank-accounts"),
      banks: await answer("/api/v2/banks"),
    };
    expect(bank.bankAccounts).toHaveLength(1);
    expect(bank.banks.length).toBeGreaterThan(0);
    const block = playerBlockOf(response.body);
    expect(block?.bank).toEqual(bank);
    // The screen's own data holds the banks: the page does not carry them twice.
    expect(block).not.toHaveProperty("banks");
    // The screen shows no credit: the providers are not asked, nor is the page held for them.
    expect(globalThis.__khamPlayerData).toEqual([{ bank: block?.bank }]);
    expect(response.body).not.toContain("/api/v2/players/credits");

    // A player without an account yet gets the form, drawn with the banks.
    const newcomer = await register(t.app);
    const empty = playerBlockOf((await get(t.app, "/player/bank", { cookie: newcomer.cookie })).body);
    expect(empty?.bank).toEqual({ bankAccounts: [], banks: bank.banks });
  });

  it("render each history for its player from its first page, as the API answers it", async () => {
    const { cookie } = await fundedPlayer(t, 500);
    await openWithdrawal(t, cookie, "200.00");
    const answer = async (url: string) => (await get(t.app, url, { cookie })).json().data;
    for (const [screen, name, call] of [
      ["/player/deposit/history", "depositHistory", "/api/v2/deposits"],
      ["/player/withdraw/history", "withdrawHistory", "/api/v2/withdrawals"],
      ["/player/promotion/history", "promotionHistory", "/api/v2/promotions/usages"],
    ] as const) {
      globalThis.__khamPlayerData = [];
      const response = await get(t.app, screen, { cookie });
      expect(response.headers["cache-control"], screen).toBe("private, no-store");
      expect(rootOf(response.body), screen).toContain(`data-screen="${screen}"`);
      const block = playerBlockOf(response.body);
      // The page the screen shows on arrival: the first, of the default size.
      const firstPage = await answer(`${call}?page=1&pageSize=${PAGE_SIZE_DEFAULT}`);
      expect(firstPage, screen).toEqual(await answer(call));
      expect(block?.[name], screen).toEqual(firstPage);
      // Only its own history, and no credit: a history shows none.
      expect(globalThis.__khamPlayerData, screen).toEqual([{ [name]: firstPage }]);
      // The banks the footer lists: a history is short, and its footer in view on a phone.
      expect(block?.banks, screen).toEqual(await answer("/api/v2/banks"));
    }
    expect((await answer("/api/v2/deposits")).items).toHaveLength(1);
    expect((await answer("/api/v2/withdrawals")).items).toHaveLength(1);
    // With a query (another page) it is the page the browser renders.
    const second = await get(t.app, "/player/deposit/history?page=2", { cookie });
    expect(second.body).not.toContain(PLAYER_BLOCK);
  });

  it("render a provider's game screen for its player from its games and their credit there", async () => {
    const { cookie } = await fundedPlayer(t, 500);
    const answer = async (url: string) => (await get(t.app, url, { cookie })).json().data;
    for (const [provider, gamesCall] of [
      ["gclub", "/api/v2/games?provider=gclub"],
      ["gclub_live", "/api/v2/games?provider=gclub_live"],
      ["alphabet", "/api/v2/games/alphabet"],
    ] as const) {
      const screen = `/player/game/${provider}`;
      const response = await get(t.app, screen, { cookie });
      expect(response.headers["cache-control"], screen).toBe("private, no-store");
      expect(rootOf(response.body), screen).toContain(`data-screen="${screen}"`);
      const game = {
        provider,
        games: await answer(gamesCall),
        credit: await answer(`/api/v2/players/credits/${provider}`),
      };
      expect(game.games.length, screen).toBeGreaterThan(0);
      expect(playerBlockOf(response.body)?.game, screen).toEqual(game);
    }
    // askmebet's address names its tab: rendered on the tab asked for, from all its games.
    const askmebet = {
      provider: "askmebet",
      games: await answer("/api/v2/games?provider=askmebet"),
      credit: await answer("/api/v2/players/credits/askmebet"),
    };
    for (const screen of ["/player/game/askmebet?tab=Slot", "/player/game/askmebet?tab=Fish"]) {
      const response = await get(t.app, screen, { cookie });
      expect(response.headers["cache-control"], screen).toBe("private, no-store");
      expect(rootOf(response.body), screen).toContain(`data-screen="${screen}"`);
      expect(playerBlockOf(response.body)?.game, screen).toEqual(askmebet);
    }
    // Any other spelling of it the app sets right in the address first, and renders.
    for (const screen of [
      "/player/game/askmebet",
      "/player/game/askmebet?tab=slot",
      "/player/game/askmebet?tab=Slot&from=menu",
      // A second "?" is the query's: the app reads the tab "Fish?x=1", and shows Slot.
      "/player/game/askmebet?tab=Fish?x=1",
      "/player/game/askmebet?tab=Fish?",
    ]) {
      const response = await get(t.app, screen, { cookie });
      expect(response.statusCode, screen).toBe(200);
      expect(response.body, screen).not.toContain(PLAYER_BLOCK);
    }
  });

  it("leave a game screen to the browser when its provider is slower than the budget, or fails", async () => {
    const { cookie } = await register(t.app);
    const gclub = heldBack(t.app.gameProviders.gclub);
    const { adapter } = gclub;
    try {
      const started = performance.now();
      const slow = await get(t.app, "/player/game/gclub", { cookie });
      expect(performance.now() - started).toBeGreaterThanOrEqual(CREDIT_BUDGET_MS - 5);
      expect(slow.statusCode).toBe(200);
      // Its data is left out whole (the web app's render then leaves the screen to the browser).
      expect(playerBlockOf(slow.body)?.me).toBeDefined();
      expect(playerBlockOf(slow.body)).not.toHaveProperty("game");

      adapter.getBalance = () => Promise.reject(new Error("the provider is down"));
      const failed = await get(t.app, "/player/game/gclub", { cookie });
      expect(failed.statusCode).toBe(200);
      expect(playerBlockOf(failed.body)?.me).toBeDefined();
      expect(playerBlockOf(failed.body)).not.toHaveProperty("game");

      // The credit answers, but the games cannot be read (the catalogue kept in the process is out
      // of date, and the provider fails to list them): the screen is still left whole.
      adapter.getBalance = gclub.original.getBalance;
      adapter.listGames = () => Promise.reject(new Error("the provider's catalogue is down"));
      t.clock.advance(CATALOGUE_TTL_MS + 1);
      const noGames = await get(t.app, "/player/game/gclub", { cookie });
      expect(noGames.statusCode).toBe(200);
      expect(playerBlockOf(noGames.body)?.me).toBeDefined();
      expect(playerBlockOf(noGames.body)).not.toHaveProperty("game");
      // Once the provider lists its games again, the screen comes with them.
      adapter.listGames = gclub.original.listGames;
      expect(playerBlockOf((await get(t.app, "/player/game/gclub", { cookie })).body)?.game).toBeDefined();
    } finally {
      gclub.restore();
    }
  }, 10_000);

  it("leave a money screen's data out, all of it, when one of its reads fails", async () => {
    const { cookie } = await depositingPlayer(t.app);
    // The deposit limits cannot be read (their table is away for this request).
    await t.database.db.execute(sql`alter table ${amountLimits} rename to amount_limits_away`);
    let response: Awaited<ReturnType<typeof get>>;
    let withdrawPage: Awaited<ReturnType<typeof get>>;
    try {
      response = await get(t.app, "/player/deposit", { cookie });
      withdrawPage = await get(t.app, "/player/withdraw", { cookie });
    } finally {
      await t.database.db.execute(sql`alter table amount_limits_away rename to ${amountLimits}`);
    }
    expect(response.statusCode).toBe(200);
    const block = playerBlockOf(response.body);
    // No part of the screen's data, so the screen is drawn by the browser from its own calls, not
    // from a page that holds five answers of six; the player and their credit are still there.
    expect(block).not.toHaveProperty("deposit");
    expect(block?.me).toBeDefined();
    expect(block?.credits).toEqual((await get(t.app, "/api/v2/players/credits", { cookie })).json().data);
    const withdrawBlock = playerBlockOf(withdrawPage.body);
    expect(globalThis.__khamPlayerData).toEqual([
      { credits: block?.credits, rates: block?.rates },
      { credits: withdrawBlock?.credits, rates: withdrawBlock?.rates },
    ]);
    // The withdraw screen reads its bounds from the same table: left out the same way.
    expect(withdrawPage.statusCode).toBe(200);
    expect(withdrawBlock).not.toHaveProperty("withdraw");
    expect(withdrawBlock?.me).toBeDefined();
    // The read works again: the next page holds it all.
    expect(playerBlockOf((await get(t.app, "/player/deposit", { cookie })).body)?.deposit).toBeDefined();
    expect(playerBlockOf((await get(t.app, "/player/withdraw", { cookie })).body)?.withdraw).toBeDefined();
  });

  it("send a player's home without their credit when a provider is slower than the budget, or fails", async () => {
    const { cookie } = await register(t.app);
    const gclub = heldBack(t.app.gameProviders.gclub);
    try {
      const started = performance.now();
      const slow = await get(t.app, "/player", { cookie });
      expect(performance.now() - started).toBeGreaterThanOrEqual(CREDIT_BUDGET_MS - 5);
      expect(slow.statusCode).toBe(200);
      expect(slow.headers["cache-control"]).toBe("private, no-store");
      expect(rootOf(slow.body)).toContain('data-screen="/player"');
      const block = playerBlockOf(slow.body);
      expect(block?.me).toBeDefined();
      expect(block).not.toHaveProperty("credits");
      // The rates are a read of our own database: still in the page.
      expect(block?.rates).toEqual((await get(t.app, "/api/v2/exchange-rates")).json().data);

      gclub.adapter.getBalance = () => Promise.reject(new Error("the provider is down"));
      const failed = await get(t.app, "/player", { cookie });
      expect(failed.statusCode).toBe(200);
      expect(rootOf(failed.body)).toContain('data-screen="/player"');
      expect(playerBlockOf(failed.body)).not.toHaveProperty("credits");
    } finally {
      gclub.restore();
    }
  }, 10_000);

  it("put a credit and rates in the logged-in player's own home only, never in a visitor's page", async () => {
    const { cookie, player } = await register(t.app);
    const own = playerBlockOf((await get(t.app, "/player", { cookie })).body);
    expect(own?.me).toEqual({ player });
    expect(own?.credits).toBeDefined();
    expect(own?.rates).toBeDefined();
    globalThis.__khamPlayerData = [];
    for (const [url, headers] of [
      ["/player", {}],
      ["/", {}],
      ["/login", {}],
      ["/player/game/askmebet?tab=slot", { cookie }],
      ["/player/withdraw?from=menu", { cookie }],
      ["/player/deposit?provider=gclub", { cookie }],
      ["/player?from=menu", { cookie }],
    ] as const) {
      const response = await get(t.app, url, headers);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).not.toContain(PLAYER_BLOCK);
      expect(response.headers["cache-control"], url).toBe("no-cache");
    }
    expect(globalThis.__khamPlayerData).toEqual([]);
  });
});
