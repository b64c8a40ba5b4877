import { useSearch } from "@tanstack/react-router";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { categoryOfTab } from "@/lib/game-screens";
import { leaveFor } from "@/lib/leave-for";
import { type ApiAnswer, type ApiCall, renderInApp, stubApi } from "@/lib/test-app";
import { askmebetGames, creditAt } from "../test-data";
import { AskmebetGames } from "./askmebet-games";

vi.mock("@/lib/leave-for", () => ({ leaveFor: vi.fn() }));

const ok = (data: unknown): ApiAnswer => ({ status: 200, body: { data } });

/** The screen as its route shows it: the tab comes from the URL. */
function Screen() {
  const { tab } = useSearch({ strict: false }) as { tab?: string };
  return <AskmebetGames category={categoryOfTab(tab) ?? "slot"} />;
}

function renderGames(
  path = "/player/game/askmebet?tab=Slot",
  options: { credit?: string; answer?: (call: ApiCall) => ApiAnswer | undefined } = {},
) {
  const calls = stubApi(
    (call) =>
      options.answer?.(call) ??
      (call.path === "/v2/games?provider=askmebet"
        ? ok(askmebetGames)
        : call.path === "/v2/players/credits/askmebet"
          ? ok(creditAt("askmebet", options.credit ?? "150.00"))
          : undefined),
  );
  const app = renderInApp(() => <Screen />, { path });
  return { calls, router: app.router, user: userEvent.setup() };
}

const shownGames = () =>
  within(screen.getByRole("list", { name: /./ }))
    .getAllByRole("button")
    .map((button) => button.querySelector(".truncate")?.textContent);

describe("AskmebetGames", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(leaveFor).mockReset();
  });

  it("shows the tab the URL names, with a tab only for the categories that have games", async () => {
    renderGames("/player/game/askmebet?tab=Fish");
    expect(await screen.findByRole("heading", { name: "category.fish" })).toBeTruthy();
    expect(shownGames()).toEqual(["Deep Sea Fish Hunter", "Golden Carp Shooter"]);
    const tabs = within(screen.getByRole("navigation", { name: "game.categories_title" })).getAllByRole(
      "link",
    );
    expect(tabs.map((tab) => tab.getAttribute("href"))).toEqual([
      "/player/game/askmebet?tab=Slot",
      "/player/game/askmebet?tab=Fish",
      "/player/game/askmebet?tab=Card",
      "/player/game/askmebet?tab=Chicken",
    ]);
    expect(tabs[1]!.getAttribute("aria-current")).toBe("page");
    expect(tabs.filter((tab) => tab.getAttribute("aria-current") === "page")).toHaveLength(1);
  });

  it("follows a tab to its ?tab= and shows that category's games", async () => {
    const { router, user } = renderGames();
    await screen.findByRole("heading", { name: "category.slot" });
    expect(shownGames()).toEqual(["Lucky Naga Gold", "Mekong Treasure", "Elephant Fortune"]);
    await user.click(screen.getByRole("link", { name: /category\.chicken/ }));
    expect(await screen.findByRole("heading", { name: "category.chicken" })).toBeTruthy();
    expect(router.state.location.search).toEqual({ tab: "Chicken" });
    expect(shownGames()).toEqual(["Rooster Arena"]);
  });

  it("finds games by name across every category, and says when none matches", async () => {
    const { user } = renderGames();
    const search = await screen.findByRole("searchbox", { name: "game.search.label" });
    await user.type(search, "gold");
    expect(screen.getByRole("heading", { name: "game.search.results" })).toBeTruthy();
    expect(shownGames()).toEqual(["Lucky Naga Gold", "Golden Carp Shooter"]);
    await user.clear(search);
    await user.type(search, "lottery");
    expect(screen.getByText("game.search.none")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "game.search.clear" }));
    expect(shownGames()).toEqual(["Lucky Naga Gold", "Mekong Treasure", "Elephant Fortune"]);
  });

  it("opens a game in the player's language and goes to it in this tab", async () => {
    const url = "http://localhost/sandbox/games/play/token-1";
    const { calls, user } = renderGames(undefined, {
      answer: ({ method }) => (method === "POST" ? ok({ url }) : undefined),
    });
    await user.click(await screen.findByRole("button", { name: /Mekong Treasure/ }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/v2/games/launch",
      body: { provider: "askmebet", gameCode: "amb-mekong-treasure", language: "lo" },
    });
    // Until the page has left, the game says it is opening and the others wait.
    const tile = screen.getByRole("button", { name: /Mekong Treasure/ });
    expect(tile.getAttribute("aria-busy")).toBe("true");
    expect(within(tile).getByText("game.opening")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Lucky Naga Gold/ })).toHaveProperty("disabled", true);
  });

  it("asks a player without credit to deposit at askmebet instead of opening the game", async () => {
    const { calls, user } = renderGames(undefined, {
      credit: "0.00",
      answer: ({ method }) =>
        method === "POST"
          ? { status: 422, body: { error: { code: "NO_CREDIT", message: "Please deposit" } } }
          : undefined,
    });
    await screen.findByRole("heading", { name: "category.slot" });
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === "/v2/players/credits/askmebet")).toBe(true),
    );
    await user.click(screen.getByRole("button", { name: /Lucky Naga Gold/ }));
    const dialog = await screen.findByRole("dialog", { name: "game.no_credit.title" });
    expect(within(dialog).getByText("errors.NO_CREDIT")).toBeTruthy();
    expect(
      within(dialog)
        .getByRole("link", { name: /game\.no_credit\.deposit/ })
        .getAttribute("href"),
    ).toBe("/player/deposit?provider=askmebet");
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("says what went wrong with any other refusal and stays", async () => {
    const { user } = renderGames(undefined, {
      answer: ({ method }) =>
        method === "POST"
          ? { status: 404, body: { error: { code: "NOT_FOUND", message: "gone" } } }
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: /Elephant Fortune/ }));
    expect(await screen.findByText("errors.NOT_FOUND")).toBeTruthy();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.queryByRole("dialog", { name: "game.no_credit.title" })).toBeNull();
  });

  it("says the provider's games are unavailable when the server cannot open them, never to deposit", async () => {
    // No credit: a deposit would not open a game that cannot open here.
    const { user } = renderGames(undefined, {
      credit: "0.00",
      answer: ({ method }) =>
        method === "POST"
          ? { status: 503, body: { error: { code: "GAME_UNAVAILABLE", message: "Not available here" } } }
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: /Lucky Naga Gold/ }));
    expect(await screen.findByText("errors.GAME_UNAVAILABLE")).toBeTruthy();
    expect(screen.queryByRole("dialog", { name: "game.no_credit.title" })).toBeNull();
    expect(leaveFor).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: /Lucky Naga Gold/ })).toHaveProperty("disabled", false);
  });

  it("shows each thumbnail lazily in a box of its own size, so the grid never moves", async () => {
    renderGames();
    const image = (await screen.findByRole("button", { name: /Lucky Naga Gold/ })).querySelector("img")!;
    expect(image.getAttribute("src")).toBe("/games/amb-lucky-naga.webp");
    expect(image.getAttribute("loading")).toBe("lazy");
    expect([image.getAttribute("width"), image.getAttribute("height")]).toEqual(["320", "240"]);
  });
});
