import { type Game, popularGames, providers } from "@kham/contract";
import { pino } from "pino";
import { describe, expect, it } from "vitest";
import type { GameProviders, ProviderGame } from "../../adapters/game-provider/types.ts";
import { GameCatalogue, popularGamesWithin } from "./service.ts";

const log = pino({ level: "silent" });
const now = () => new Date("2026-11-26T03:00:00Z");

/** Providers whose catalogue calls answer as `listGames` says; nothing else is called here. */
function providersListing(listGames: (provider: string) => Promise<ProviderGame[]>): GameProviders {
  return Object.fromEntries(
    providers.map((provider) => [provider, { listGames: () => listGames(provider) }]),
  ) as unknown as GameProviders;
}

const gamesOf = (provider: string): ProviderGame[] =>
  [1, 2, 3, 4].map((rank) => ({
    code: `${provider}-${rank}`,
    name: `${provider} ${rank}`,
    provider: provider as Game["provider"],
    category: "slot",
    imageUrl: `/games/${provider}-${rank}.webp`,
  }));

describe("the popular games a home screen's page holds", () => {
  it("are the catalogue's three most played of each provider, in turns", async () => {
    const catalogue = new GameCatalogue(
      providersListing(async (provider) => gamesOf(provider)),
      now,
    );
    const popular = await popularGamesWithin(catalogue, 250, log);
    expect(popular).toEqual(popularGames(await catalogue.list({})));
    expect(popular?.slice(0, 4).map((game) => game.code)).toEqual([
      "alphabet-1",
      "askmebet-1",
      "gclub-1",
      "gclub_live-1",
    ]);
  });

  it("are left out when a provider does not answer within the budget, or fails", async () => {
    const slow = new GameCatalogue(
      providersListing((provider) =>
        provider === "gclub" ? new Promise<ProviderGame[]>(() => {}) : Promise.resolve(gamesOf(provider)),
      ),
      now,
    );
    const started = Date.now();
    expect(await popularGamesWithin(slow, 50, log)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_000);
    const failing = new GameCatalogue(
      providersListing(async (provider) => {
        if (provider === "askmebet") throw new Error("askmebet is down");
        return gamesOf(provider);
      }),
      now,
    );
    expect(await popularGamesWithin(failing, 250, log)).toBeUndefined();
  });
});
