import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubApi } from "@/lib/test-app";
import { alphabetGames, creditAt } from "../test-data";
import { AlphabetGames } from "./alphabet-games";

describe("AlphabetGames", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("lists alphabet's games from its own call, most played first, searchable by name", async () => {
    stubApi(({ path }) =>
      path === "/v2/games/alphabet"
        ? { status: 200, body: { data: alphabetGames } }
        : path === "/v2/players/credits/alphabet"
          ? { status: 200, body: { data: creditAt("alphabet", "10.00") } }
          : undefined,
    );
    renderInApp(() => <AlphabetGames />);
    const list = await screen.findByRole("list", { name: "game.all_games" });
    expect(
      within(list)
        .getAllByRole("button")
        .map((tile) => tile.textContent),
    ).toEqual([
      "Wild Buffalo Rushcategory.slot",
      "Jade Lotuscategory.slot",
      "Speed Dragon Tigercategory.card",
      "Lucky Coins 777category.slot",
    ]);
    await userEvent.setup().type(screen.getByRole("searchbox"), "777");
    expect(
      within(screen.getByRole("list", { name: "game.search.results" })).getAllByRole("button"),
    ).toHaveLength(1);
  });

  it("keeps the list for the whole visit: coming back does not ask for it again", async () => {
    const calls = stubApi(({ path }) =>
      path === "/v2/games/alphabet" ? { status: 200, body: { data: alphabetGames } } : undefined,
    );
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 0, gcTime: 0 } },
    });
    renderInApp(() => <AlphabetGames />, { queryClient });
    await screen.findByRole("list", { name: "game.all_games" });
    cleanup();
    renderInApp(() => <AlphabetGames />, { queryClient });
    await screen.findByRole("list", { name: "game.all_games" });
    expect(calls.filter((call) => call.path === "/v2/games/alphabet")).toHaveLength(1);
  });
});
