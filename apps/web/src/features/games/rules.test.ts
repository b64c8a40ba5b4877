// @vitest-environment node
import { popularGames } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { categoriesWithGames, isWithoutCredit, searchGames } from "./rules";
import { alphabetGames, askmebetGames, gclubLiveTables, gclubTables } from "./test-data";

const names = (games: { name: string }[]) => games.map((game) => game.name);

describe("game rules", () => {
  it("tells a credit with nothing to play from one with something", () => {
    for (const amount of ["0.00", "0", "-0.00"]) expect(isWithoutCredit(amount), amount).toBe(true);
    for (const amount of ["0.01", "150.00", "100000"]) expect(isWithoutCredit(amount), amount).toBe(false);
  });

  it("lists only the categories that have games, in the site's order", () => {
    expect(categoriesWithGames(askmebetGames)).toEqual(["slot", "fish", "card", "chicken"]);
    expect(categoriesWithGames([])).toEqual([]);
  });

  it("finds games by any part of their name, whatever the case, accents or word order", () => {
    expect(names(searchGames(askmebetGames, "  fish "))).toEqual(["Deep Sea Fish Hunter"]);
    expect(names(searchGames(askmebetGames, "GOLD"))).toEqual(["Lucky Naga Gold", "Golden Carp Shooter"]);
    expect(names(searchGames(askmebetGames, "carp golden"))).toEqual(["Golden Carp Shooter"]);
    expect(names(searchGames(askmebetGames, "drágon"))).toEqual(["Dragon Tiger"]);
    expect(searchGames(askmebetGames, "lottery")).toEqual([]);
    expect(searchGames(askmebetGames, " ")).toEqual(askmebetGames);
  });

  it("takes each provider's most played games in turns, so every provider shows in the first row", () => {
    const popular = popularGames([...askmebetGames, ...gclubTables, ...alphabetGames, ...gclubLiveTables], 2);
    expect(names(popular)).toEqual([
      "Wild Buffalo Rush",
      "Lucky Naga Gold",
      "Royal Baccarat",
      "VIP Live Baccarat",
      "Jade Lotus",
      "Deep Sea Fish Hunter",
      "Lotus Baccarat",
    ]);
  });
});
