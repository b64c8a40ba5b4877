import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiAnswer, renderInApp, stubApi } from "@/lib/test-app";
import { alphabetGames, askmebetGames, gclubLiveTables, gclubTables } from "../test-data";
import { GameCategoryLinks } from "./game-category-links";
import { PopularGames } from "./popular-games";

const everyGame = [...askmebetGames, ...alphabetGames, ...gclubTables, ...gclubLiveTables];
const playerInfo = {
  player: { id: "p1", username: "somchai", displayName: "Somchai" },
  credential: { username: "somchai", providers: [] },
  bankAccounts: [],
};

function serve(loggedIn: boolean) {
  return stubApi(({ path }): ApiAnswer | undefined =>
    path === "/v2/games"
      ? { status: 200, body: { data: everyGame } }
      : path === "/v2/players/info"
        ? loggedIn
          ? { status: 200, body: { data: playerInfo } }
          : { status: 401, body: { error: { code: "UNAUTHENTICATED", message: "no" } } }
        : undefined,
  );
}

describe("PopularGames and GameCategoryLinks", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lead a player to the game's screen: askmebet on the game's tab, the others on their own", async () => {
    serve(true);
    renderInApp(() => (
      <>
        <PopularGames />
        <GameCategoryLinks />
      </>
    ));
    await vi.waitFor(() =>
      expect(screen.getByRole("link", { name: /Deep Sea Fish Hunter/ }).getAttribute("href")).toBe(
        "/player/game/askmebet?tab=Fish",
      ),
    );
    expect(screen.getByRole("link", { name: /Royal Baccarat/ }).getAttribute("href")).toBe(
      "/player/game/gclub",
    );
    expect(screen.getByRole("link", { name: /Wild Buffalo Rush/ }).getAttribute("href")).toBe(
      "/player/game/alphabet",
    );
    // Three of each provider, so a phone's first row already shows all of them.
    const popular = within(screen.getByRole("region", { name: /game\.popular_title/ })).getAllByRole("link");
    expect(popular).toHaveLength(3 + 3 + 2 + 1);
    expect(popular.slice(0, 4).map((link) => link.textContent)).toEqual([
      "Wild Buffalo Rushprovider.alphabet",
      "Lucky Naga Goldprovider.askmebet",
      "Royal Baccaratprovider.gclub",
      "VIP Live Baccaratprovider.gclub_live",
    ]);
    const image = popular[0]!.querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("lazy");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["320", "240"]);

    const categories = within(screen.getByRole("region", { name: "game.categories_title" })).getAllByRole(
      "link",
    );
    expect(categories.map((link) => link.getAttribute("href"))).toEqual([
      "/player/game/askmebet?tab=Slot",
      "/player/game/askmebet?tab=Sport",
      "/player/game/askmebet?tab=Casino",
      "/player/game/askmebet?tab=Fish",
      "/player/game/askmebet?tab=Card",
      "/player/game/askmebet?tab=Chicken",
    ]);
  });

  it("send a visitor to log in first, and back to that screen afterwards", async () => {
    serve(false);
    renderInApp(() => (
      <>
        <PopularGames />
        <GameCategoryLinks />
      </>
    ));
    const fish = await screen.findByRole("link", { name: /Deep Sea Fish Hunter/ });
    expect(fish.getAttribute("href")).toBe(
      `/login?redirect=${encodeURIComponent("/player/game/askmebet?tab=Fish")}`,
    );
    expect(screen.getByRole("link", { name: /category\.chicken/ }).getAttribute("href")).toBe(
      `/login?redirect=${encodeURIComponent("/player/game/askmebet?tab=Chicken")}`,
    );
  });

  it("hold the row's place while loading", async () => {
    vi.stubGlobal("fetch", () => new Promise<Response>(() => {}));
    renderInApp(() => <PopularGames />);
    expect(await screen.findAllByTestId("popular-game-placeholder")).toHaveLength(12);
  });
});
