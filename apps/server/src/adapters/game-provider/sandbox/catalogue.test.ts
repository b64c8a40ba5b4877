import { readFileSync, statSync } from "node:fs";
import { gameCategories, gameSchema, launchGameBody, providers } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { choicesOf, findGame, gamesOf } from "./catalogue.ts";

const all = providers.flatMap((provider) => gamesOf(provider));
/** The art, drawn into the web app's WebP thumbnails by scripts/draw-game-thumbnails.mjs. */
const art = (code: string) => new URL(`./art/${code}.svg`, import.meta.url);
const thumbnail = (code: string) => new URL(`../../../../../web/public/games/${code}.webp`, import.meta.url);

describe("the sandbox catalogue", () => {
  it("lists about twenty games with unique codes the launch call accepts", () => {
    expect(all.length).toBeGreaterThanOrEqual(18);
    expect(new Set(all.map((game) => game.code)).size).toBe(all.length);
    for (const game of all) {
      expect(gameSchema.parse(game)).toMatchObject({ code: game.code, imageUrl: `/games/${game.code}.webp` });
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

  it("has a light 320×240 WebP thumbnail for every game, as a provider hands out", () => {
    for (const game of all) {
      const webp = readFileSync(thumbnail(game.code));
      expect(webp.length, game.code).toBeGreaterThanOrEqual(2000);
      expect(webp.length, game.code).toBeLessThanOrEqual(10_240);
      expect(webp.subarray(0, 4).toString("latin1"), game.code).toBe("RIFF");
      expect(webp.subarray(8, 12).toString("latin1"), game.code).toBe("WEBP");
      // With transparency (the rounded corners) the file starts with the extended header, whose
      // canvas size is written as width − 1 and height − 1 in 24 bits each.
      expect(webp.subarray(12, 16).toString("latin1"), game.code).toBe("VP8X");
      expect(webp.readUIntLE(24, 3) + 1, game.code).toBe(320);
      expect(webp.readUIntLE(27, 3) + 1, game.code).toBe(240);
    }
  });

  it("keeps each thumbnail's art as a light SVG titled with the game's name", () => {
    for (const game of all) {
      const file = art(game.code);
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
