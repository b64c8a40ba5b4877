import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubApi } from "@/lib/test-app";
import { creditAt } from "../test-data";
import { GameCredit } from "./game-credit";

describe("GameCredit", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("shows the provider's credit, with a deposit to that provider at hand", async () => {
    stubApi(({ path }) =>
      path === "/v2/players/credits/gclub"
        ? { status: 200, body: { data: creditAt("gclub", "1250.50") } }
        : undefined,
    );
    renderInApp(() => <GameCredit provider="gclub" />);
    const card = await screen.findByRole("region", { name: "credits.provider_credit" });
    expect((await within(card).findByTestId("game-credit")).textContent).toMatch(/1[,.]?250[.,]50\s*THB/);
    expect(
      within(card)
        .getByRole("link", { name: /game\.deposit_more/ })
        .getAttribute("href"),
    ).toBe("/player/deposit?provider=gclub");
    expect(within(card).queryByText("game.zero_credit")).toBeNull();
  });

  it("with no credit, says so and makes depositing to that provider the one thing to do", async () => {
    stubApi(({ path }) =>
      path === "/v2/players/credits/alphabet"
        ? { status: 200, body: { data: creditAt("alphabet", "0.00") } }
        : undefined,
    );
    renderInApp(() => <GameCredit provider="alphabet" />);
    expect(await screen.findByText("game.zero_credit")).toBeTruthy();
    expect(screen.getByRole("link", { name: /game\.deposit_to_play/ }).getAttribute("href")).toBe(
      "/player/deposit?provider=alphabet",
    );
  });

  it("reads the credit again each time the screen shows, since a game just played moved it", async () => {
    let amount = "100.00";
    const calls = stubApi(({ path }) =>
      path === "/v2/players/credits/askmebet"
        ? { status: 200, body: { data: creditAt("askmebet", amount) } }
        : undefined,
    );
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: 5 * 60_000 } },
    });
    renderInApp(() => <GameCredit provider="askmebet" />, { queryClient });
    expect((await screen.findByTestId("game-credit")).textContent).toMatch(/100[.,]00/);
    cleanup();

    amount = "72.50";
    renderInApp(() => <GameCredit provider="askmebet" />, { queryClient });
    await vi.waitFor(() => expect(screen.getByTestId("game-credit").textContent).toMatch(/72[.,]50/));
    expect(calls.filter((call) => call.path === "/v2/players/credits/askmebet")).toHaveLength(2);
  });

  it("says what went wrong instead of showing a made-up balance", async () => {
    stubApi(() => ({ status: 500, body: { error: { code: "INTERNAL", message: "down" } } }));
    renderInApp(() => <GameCredit provider="gclub_live" />);
    expect(await screen.findByText("errors.INTERNAL")).toBeTruthy();
    expect(screen.queryByTestId("game-credit")).toBeNull();
    expect(screen.queryByText("game.zero_credit")).toBeNull();
  });
});
