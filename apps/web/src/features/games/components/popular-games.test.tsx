import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveFor } from "@/lib/leave-for";
import { type ApiAnswer, renderInApp, stubApi } from "@/lib/test-app";
import {
  alphabetGames,
  askmebetGames,
  gclubLiveTables,
  gclubTables,
  playerInfo,
  stubPlayerGames,
} from "../test-data";
import { GameCategoryLinks } from "./game-category-links";
import { PopularGames } from "./popular-games";

vi.mock("@/lib/leave-for", () => ({ leaveFor: vi.fn() }));

const everyGame = [...askmebetGames, ...alphabetGames, ...gclubTables, ...gclubLiveTables];

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

/** A player's tile once its launcher's code is there; until then a stand-in keeps the tap (see popular-games-early-tap.test.tsx). */
async function launcherTile(name: RegExp): Promise<HTMLElement> {
  // The launcher's code is a chunk of its own, loaded on first use.
  await vi.waitFor(
    () => expect(screen.getByRole("button", { name }).getAttribute("aria-busy")).toBe("false"),
    { timeout: 10_000 },
  );
  return screen.getByRole("button", { name });
}

describe("PopularGames and GameCategoryLinks", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(leaveFor).mockReset();
  });

  it("open the tapped game itself for a player, in the player's language", async () => {
    const url = "http://localhost/sandbox/games/play/token-1";
    const calls = stubPlayerGames(everyGame, { status: 200, body: { data: { url } } });
    const user = userEvent.setup();
    renderInApp(() => (
      <>
        <PopularGames />
        <GameCategoryLinks />
      </>
    ));
    const fish = await launcherTile(/Deep Sea Fish Hunter/);
    // Three of each provider, so a phone's first row already shows all of them.
    const popular = within(screen.getByRole("region", { name: /game\.popular_title/ })).getAllByRole(
      "button",
    );
    expect(popular).toHaveLength(3 + 3 + 2 + 1);
    expect(popular.slice(0, 4).map((tile) => tile.textContent)).toEqual([
      "Wild Buffalo Rushprovider.alphabet",
      "Lucky Naga Goldprovider.askmebet",
      "Royal Baccaratprovider.gclub",
      "VIP Live Baccaratprovider.gclub_live",
    ]);
    const image = popular[0]!.querySelector("img")!;
    expect(image.getAttribute("loading")).toBe("lazy");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["320", "240"]);
    // Its credit is not read ahead: the home screen's panel already reads every game's.
    expect(calls.some((call) => call.path.startsWith("/v2/players/credits/"))).toBe(false);

    await user.click(fish);
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/v2/games/launch",
      body: {
        provider: "askmebet",
        gameCode: askmebetGames.find((game) => game.name === "Deep Sea Fish Hunter")!.code,
        language: "lo",
      },
    });
    const opening = screen.getByRole("button", { name: /Deep Sea Fish Hunter/ });
    expect(within(opening).getByText("game.opening")).toBeTruthy();

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

  it("ask a player without credit there to deposit instead of opening the game", async () => {
    stubPlayerGames(everyGame, {
      status: 422,
      body: { error: { code: "NO_CREDIT", message: "Please deposit" } },
    });
    const user = userEvent.setup();
    renderInApp(() => <PopularGames />);
    await user.click(await launcherTile(/Royal Baccarat/));
    const dialog = await screen.findByRole("dialog", { name: "game.no_credit.title" });
    expect(
      within(dialog)
        .getByRole("link", { name: /game\.no_credit\.deposit/ })
        .getAttribute("href"),
    ).toBe("/player/deposit?provider=gclub");
    expect(leaveFor).not.toHaveBeenCalled();
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
