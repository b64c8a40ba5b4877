import { askmebetScreenAddress, gameCategories, providers } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sandboxLaunches } from "../../adapters/game-provider/sandbox/schema.ts";
import { GameProviderError } from "../../adapters/game-provider/types.ts";
import { sessions } from "../../db/schema/players.ts";
import { buildTestApp, get, login, PASSWORD, post, register, type TestApp } from "../../test/helper.ts";
import { depositingPlayer } from "../deposits/test-support.ts";
import { depositAndPay } from "../promotions/test-support.ts";
import { CATALOGUE_TTL_MS, returnPath } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const GAME = "amb-lucky-naga";

interface ListedGame {
  code: string;
  name: string;
  provider: string;
  category: string;
  imageUrl: string;
}

async function games(query = ""): Promise<ListedGame[]> {
  const response = await get(t.app, `/api/v2/games${query}`);
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

describe("the game catalogue", () => {
  it("lists every provider's games, filtered by provider and by category", async () => {
    const all = await games();
    expect(new Set(all.map((game) => game.provider))).toEqual(new Set(providers));
    expect(new Set(all.map((game) => game.category))).toEqual(new Set(gameCategories));
    for (const game of all) expect(game.imageUrl).toMatch(/^\/games\/[a-z0-9-]+\.webp$/);

    const askmebet = await games("?provider=askmebet");
    expect(askmebet.length).toBeGreaterThan(0);
    expect(askmebet.every((game) => game.provider === "askmebet")).toBe(true);
    const slots = await games("?provider=askmebet&category=slot");
    expect(slots.length).toBeGreaterThan(0);
    expect(slots.every((game) => game.category === "slot" && game.provider === "askmebet")).toBe(true);
    const fish = await games("?category=fish");
    expect(fish.every((game) => game.category === "fish")).toBe(true);

    const alphabet = await get(t.app, "/api/v2/games/alphabet");
    expect(alphabet.json().data).toEqual(await games("?provider=alphabet"));
  });

  it("refuses an unknown category or provider with 400", async () => {
    for (const query of ["?category=lottery", "?provider=pgsoft", "?tab=Slot"]) {
      const response = await get(t.app, `/api/v2/games${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
  });

  it("asks a provider for its catalogue once per TTL", async () => {
    const adapter = t.app.gameProviders.gclub;
    const original = adapter.listGames;
    let calls = 0;
    adapter.listGames = () => {
      calls += 1;
      return original();
    };
    try {
      t.clock.advance(CATALOGUE_TTL_MS + 1);
      await games("?provider=gclub");
      await games("?provider=gclub");
      expect(calls).toBe(1);
      t.clock.advance(CATALOGUE_TTL_MS + 1);
      await games("?provider=gclub");
      expect(calls).toBe(2);
    } finally {
      adapter.listGames = original;
    }
  });
});

describe("launching a game", () => {
  it("needs a session", async () => {
    const response = await post(t.app, "/api/v2/games/launch", { provider: "askmebet" });
    expect(response.statusCode).toBe(401);
  });

  it("asks the player to deposit when they have no credit at that provider", async () => {
    const { cookie } = await register(t.app);
    const [slot] = await games("?provider=askmebet&category=slot");
    const response = await post(
      t.app,
      "/api/v2/games/launch",
      { provider: "askmebet", gameCode: slot!.code },
      { cookie },
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().error.code).toBe("NO_CREDIT");
  });

  it("answers a URL that serves the game, and 404 for a game the provider does not have", async () => {
    const { cookie } = await depositingPlayer(t.app);
    await depositAndPay(t, cookie, 100, "askmebet");
    const [slot] = await games("?provider=askmebet&category=slot");
    const launched = await post(
      t.app,
      "/api/v2/games/launch",
      { provider: "askmebet", gameCode: slot!.code, language: "th" },
      { cookie },
    );
    expect(launched.statusCode).toBe(200);
    const url = new URL(launched.json().data.url);
    expect(url.origin).toBe("http://localhost");
    const page = await get(t.app, url.pathname);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.body).toContain(slot!.name);

    const unknown = await post(
      t.app,
      "/api/v2/games/launch",
      { provider: "askmebet", gameCode: "no-such-game" },
      {
        cookie,
      },
    );
    expect(unknown.statusCode).toBe(404);
    const bad = await post(
      t.app,
      "/api/v2/games/launch",
      { provider: "askmebet", gameCode: "../x" },
      { cookie },
    );
    expect(bad.statusCode).toBe(400);
  });

  it("opens gclub's lobby without a game code, and comes back to the provider's screen", async () => {
    const { cookie } = await depositingPlayer(t.app);
    await depositAndPay(t, cookie, 100, "gclub");
    const launched = await post(t.app, "/api/v2/games/launch", { provider: "gclub" }, { cookie });
    expect(launched.statusCode).toBe(200);
    const page = await get(t.app, new URL(launched.json().data.url).pathname);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain("/player/game/gclub");
    expect(returnPath("askmebet", "fish")).toBe("/player/game/askmebet?tab=Fish");
    // askmebet's "back" lands on a tab as its links spell it (the server renders it there), whatever the game.
    for (const category of gameCategories) {
      expect(returnPath("askmebet", category), category).toBe(askmebetScreenAddress(category));
    }
    expect(returnPath("askmebet", undefined)).toBe(askmebetScreenAddress());
  });
});

describe("a launched game and the player's session", () => {
  /** A game launched through the API in that player's session: its page's path and token. */
  async function launchedIn(cookie: string) {
    const launched = await post(
      t.app,
      "/api/v2/games/launch",
      { provider: "askmebet", gameCode: GAME },
      { cookie },
    );
    expect(launched.statusCode).toBe(200);
    const path = new URL(launched.json().data.url).pathname;
    expect((await get(t.app, path)).statusCode).toBe(200);
    return { path, token: path.split("/").pop() ?? "" };
  }

  async function playerWithCredit() {
    const player = await depositingPlayer(t.app);
    await depositAndPay(t, player.cookie, 100, "askmebet");
    return player;
  }

  const bet = (token: string) =>
    post(t.app, "/sandbox/games/api/rounds", { token, gameCode: GAME, bet: "1.00" });

  async function expectEnded(game: { path: string; token: string }) {
    const page = await get(t.app, game.path);
    expect(page.statusCode).toBe(401);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    const refused = await bet(game.token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.code).toBe("UNAUTHENTICATED");
  }

  it("ends when the player logs out", async () => {
    const { cookie } = await playerWithCredit();
    const game = await launchedIn(cookie);
    expect((await bet(game.token)).statusCode).toBe(200);
    expect((await post(t.app, "/api/v2/players/logout", {}, { cookie })).statusCode).toBe(200);
    await expectEnded(game);
  });

  it("ends, with the games of the player's other sessions, when they change their password", async () => {
    const { cookie, username } = await playerWithCredit();
    const { cookie: elsewhere } = await login(t.app, username);
    const here = await launchedIn(cookie);
    const there = await launchedIn(elsewhere);
    const changed = await post(
      t.app,
      "/api/v2/players/security/password/change",
      {
        currentPassword: PASSWORD,
        newPassword: "a brand new secret",
        confirmNewPassword: "a brand new secret",
      },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    await expectEnded(here);
    await expectEnded(there);
  });

  it("says the game is unavailable when the provider does not answer in time, at any step", async () => {
    const { cookie } = await playerWithCredit();
    const adapter = t.app.gameProviders.askmebet;
    const timedOut = async (): Promise<never> => {
      throw new GameProviderError("TIMEOUT", "askmebet did not answer in time");
    };
    for (const step of ["getBalance", "launchGame"] as const) {
      const original = adapter[step];
      adapter[step] = timedOut;
      try {
        const response = await post(
          t.app,
          "/api/v2/games/launch",
          { provider: "askmebet", gameCode: GAME },
          { cookie },
        );
        expect(response.statusCode, step).toBe(503);
        expect(response.json().error.code, step).toBe("GAME_UNAVAILABLE");
      } finally {
        adapter[step] = original as never;
      }
    }
  });

  it("is not opened for a session that ends while the game is being opened", async () => {
    const { cookie } = await playerWithCredit();
    const adapter = t.app.gameProviders.askmebet;
    const original = adapter.launchGame;
    adapter.launchGame = async (input) => {
      await t.database.db.delete(sessions).where(eq(sessions.id, input.session.id));
      return original(input);
    };
    try {
      const response = await post(
        t.app,
        "/api/v2/games/launch",
        { provider: "askmebet", gameCode: GAME },
        { cookie },
      );
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("SESSION_ENDED");
    } finally {
      adapter.launchGame = original;
    }
  });
});

describe("in production, a provider still on the sandbox", () => {
  it("answers that its games are unavailable, with credit or without, and opens no link", async () => {
    const production = await buildTestApp({
      config: { nodeEnv: "production", paymentWebhookSecret: "a-production-secret-123" },
    });
    try {
      const launch = (body: Record<string, unknown>, cookie: string) =>
        post(production.app, "/api/v2/games/launch", body, { cookie });
      const { cookie } = await register(production.app);
      // Asked before the credit: a deposit would not open these games.
      const withoutCredit = await launch({ provider: "askmebet", gameCode: GAME }, cookie);
      expect(withoutCredit.statusCode).toBe(503);
      expect(withoutCredit.json().error.code).toBe("GAME_UNAVAILABLE");

      const info = await get(production.app, "/api/v2/players/info", { cookie });
      const member = info
        .json()
        .data.credential.providers.find((each: { provider: string }) => each.provider === "gclub").username;
      await production.app.gameProviders.gclub.transferIn({
        memberUsername: member,
        amount: "100.00",
        reference: "prod-credit",
      });
      const withCredit = await launch({ provider: "gclub" }, cookie);
      expect(withCredit.statusCode).toBe(503);
      expect(withCredit.json().error.code).toBe("GAME_UNAVAILABLE");
      expect(await production.database.db.select().from(sandboxLaunches)).toEqual([]);
    } finally {
      await production.close();
    }
  });
});
