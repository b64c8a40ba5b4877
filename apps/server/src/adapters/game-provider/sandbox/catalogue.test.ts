import { readFileSync, statSync } from "node:fs";
import { gameCategories, gameSchema, launchGameBody, providers } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { choicesOf, findGame, gamesOf } from "./catalogue.ts";

const all = providers.flatMap((provider) => gamesOf(provider));
const thumbnail = (code: string) => new URL(`../../../../../web/public/games/${code}.svg`, import.meta.url);

describe("the sandbox catalogue", () => {
  it("lists about twenty games with unique codes the launch call accepts", () => {
    expect(all.length).toBeGreaterThanOrEqual(18);
    expect(new Set(all.map((game) => game.code)).size).toBe(all.length);
    for (const game of all) {
      expect(gameSchema.parse(game)).toMatchObject({ code: game.code, imageUrl: `/games/${game.code}.svg` });
      expect(launchGameBody.safeParse({ provider: game.provider, gameCode: game.code }).success).toBe(true);
      expect(findGame(game.provider, game.code)).toBe(game);
    }
  });

  it("covers the six categories, askmebet all of them, gclub and gclub_live baccarat tables", () => {
    expect(new Set(all.map((game) => game.category))).toEqual(new Set(gameCategories));
    expect(new Set(gamesOf("askmebet").map((game) => game.category))).toEqual(new Set(gameCategories));
    expect(new Set(gamesOf("alphabet").map((game) => game.category))).toEqual(new Set(["slot", "card"]));
    for (const provider of ["gclub", "gclub_live"] as const) {
      expect(gamesOf(provider).length).toBeGreaterThanOrEqual(3);
      expect(
        gamesOf(provider).every((game) => game.category === "casino" && game.play.kind === "baccarat"),
      ).toBe(true);
    }
    expect(findGame("gclub", "amb-lucky-naga")).toBeUndefined();
  });

  it("runs sport, chicken and card tables as two-sided games with a tie", () => {
    expect(choicesOf(findGame("askmebet", "amb-dragon-tiger")!.play)).toEqual(["dragon", "tie", "tiger"]);
    expect(choicesOf(findGame("askmebet", "amb-rooster-arena")!.play)).toEqual(["red", "tie", "blue"]);
    expect(choicesOf(findGame("askmebet", "amb-virtual-football")!.play)).toEqual(["home", "tie", "away"]);
    expect(choicesOf(findGame("askmebet", "amb-baccarat")!.play)).toEqual(["player", "tie", "banker"]);
    expect(choicesOf(findGame("askmebet", "amb-fish-hunter")!.play)).toEqual([]);
  });

  it("has a light SVG thumbnail for every game, titled with its name", () => {
    for (const game of all) {
      const file = thumbnail(game.code);
      const bytes = statSync(file).size;
      expect(bytes, game.code).toBeGreaterThanOrEqual(1000);
      expect(bytes, game.code).toBeLessThanOrEqual(3072);
      const svg = readFileSync(file, "utf8");
      expect(svg.startsWith("<svg")).toBe(true);
      expect(svg).toContain(`aria-label="${game.name}"`);
      expect(svg).toContain(`>${game.name}</text>`);
    }
  });
});
