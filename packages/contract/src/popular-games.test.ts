import { describe, expect, it } from "vitest";
import { type Game, popularGames } from "./index.ts";

const gamesOf = (provider: Game["provider"]): Game[] =>
  [1, 2, 3, 4].map((rank) => ({
    code: `${provider}-${rank}`,
    name: `${provider} ${rank}`,
    provider,
    category: "slot",
    imageUrl: `/games/${provider}-${rank}.webp`,
  }));

describe("the home screens' popular games", () => {
  it("are each provider's three most played, in turns, so the first row shows every provider", () => {
    const catalogue = [
      ...gamesOf("gclub_live"),
      ...gamesOf("alphabet"),
      ...gamesOf("askmebet"),
      ...gamesOf("gclub"),
    ];
    const popular = popularGames(catalogue);
    expect(popular).toHaveLength(12);
    expect(popular.slice(0, 4).map((game) => game.code)).toEqual([
      "alphabet-1",
      "askmebet-1",
      "gclub-1",
      "gclub_live-1",
    ]);
    expect(popular.map((game) => game.code)).not.toContain("alphabet-4");
  });
});
