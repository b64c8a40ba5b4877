import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { leaveFor } from "@/lib/leave-for";
import { type ApiAnswer, type ApiCall, renderInApp, stubApi } from "@/lib/test-app";
import { creditAt, gclubLiveTables, gclubTables } from "../test-data";
import { ProviderLobby } from "./provider-lobby";

vi.mock("@/lib/leave-for", () => ({ leaveFor: vi.fn() }));

const ok = (data: unknown): ApiAnswer => ({ status: 200, body: { data } });

function renderLobby(
  provider: "gclub" | "gclub_live",
  options: { credit?: string; answer?: (call: ApiCall) => ApiAnswer | undefined } = {},
) {
  const calls = stubApi(
    (call) =>
      options.answer?.(call) ??
      (call.path === `/v2/games?provider=${provider}`
        ? ok(provider === "gclub" ? gclubTables : gclubLiveTables)
        : call.path === `/v2/players/credits/${provider}`
          ? ok(creditAt(provider, options.credit ?? "300.00"))
          : undefined),
  );
  renderInApp(() => <ProviderLobby provider={provider} />, { path: `/player/game/${provider}` });
  return { calls, user: userEvent.setup() };
}

describe("ProviderLobby", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.mocked(leaveFor).mockReset();
  });

  it("opens the provider's lobby, with no game named, in the player's language", async () => {
    const url = "http://localhost/sandbox/games/play/lobby-token";
    const { calls, user } = renderLobby("gclub", {
      answer: ({ method }) => (method === "POST" ? ok({ url }) : undefined),
    });
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === "/v2/players/credits/gclub")).toBe(true),
    );
    await user.click(await screen.findByRole("button", { name: "game.lobby.open" }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith(url));
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ provider: "gclub", language: "lo" });
    expect(screen.getByRole("button", { name: /game\.opening/ }).getAttribute("aria-busy")).toBe("true");
  });

  it("lists the tables, each opening straight at that table", async () => {
    const { calls, user } = renderLobby("gclub_live", {
      answer: ({ method }) =>
        method === "POST" ? ok({ url: "http://localhost/sandbox/games/play/t" }) : undefined,
    });
    const tables = await screen.findByRole("list", { name: "game.lobby.tables" });
    await user.click(within(tables).getByRole("button", { name: /VIP Live Baccarat/ }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalled());
    expect(calls.find((call) => call.method === "POST")?.body).toMatchObject({
      provider: "gclub_live",
      gameCode: "gcl-vip-baccarat",
    });
  });

  it("without credit, the lobby button asks for a deposit to that provider instead of a second deposit button", async () => {
    const { user } = renderLobby("gclub", {
      credit: "0.00",
      answer: ({ method }) =>
        method === "POST"
          ? { status: 422, body: { error: { code: "NO_CREDIT", message: "Please deposit" } } }
          : undefined,
    });
    const open = await screen.findByRole("button", { name: "game.lobby.open" });
    expect(screen.queryByRole("link", { name: /game\.deposit_to_play/ })).toBeNull();
    await user.click(open);
    const dialog = await screen.findByRole("dialog", { name: "game.no_credit.title" });
    expect(
      within(dialog)
        .getByRole("link", { name: /game\.no_credit\.deposit/ })
        .getAttribute("href"),
    ).toBe("/player/deposit?provider=gclub");
    expect(leaveFor).not.toHaveBeenCalled();
  });

  it("is ready again, with a fresh credit, when the browser brings the page back from its cache", async () => {
    const { calls, user } = renderLobby("gclub", {
      answer: ({ method }) =>
        method === "POST" ? ok({ url: "http://localhost/sandbox/games/play/t" }) : undefined,
    });
    await vi.waitFor(() =>
      expect(calls.some((call) => call.path === "/v2/players/credits/gclub")).toBe(true),
    );
    await user.click(await screen.findByRole("button", { name: "game.lobby.open" }));
    await screen.findByRole("button", { name: /game\.opening/ });
    const creditReads = calls.filter((call) => call.path === "/v2/players/credits/gclub").length;

    const pageShow = new Event("pageshow");
    Object.defineProperty(pageShow, "persisted", { value: true });
    fireEvent(window, pageShow);
    expect(await screen.findByRole("button", { name: "game.lobby.open" })).toHaveProperty("disabled", false);
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.path === "/v2/players/credits/gclub").length).toBeGreaterThan(
        creditReads,
      ),
    );
  });
});
