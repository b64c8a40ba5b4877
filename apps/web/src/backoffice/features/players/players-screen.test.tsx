import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { page, renderBackOffice, staffMe } from "../../test-support";
import type { StaffPlayer } from "./api/get-players";

function player(overrides: Partial<StaffPlayer> = {}): StaffPlayer {
  return {
    id: "player-1",
    username: "somchai",
    displayName: "Somchai P.",
    blocked: false,
    createdAt: "2026-11-20T09:00:00.000Z",
    ...overrides,
  };
}

const listCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path.startsWith("/admin/v1/agencies/demo/players?"));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the players list", () => {
  it("asks for the newest players first and marks the blocked ones", async () => {
    const { calls } = await renderBackOffice("/backoffice/demo/players", {
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/players?")
          ? page([player(), player({ id: "player-2", username: "noy", displayName: "noy", blocked: true })])
          : undefined,
    });
    const rows = await screen.findAllByTestId("table-row");
    expect(within(rows[1]!).getByText("players.blocked")).toBeTruthy();
    expect(within(rows[0]!).getByText("players.active")).toBeTruthy();
    const query = new URLSearchParams(listCalls(calls)[0]!.path.split("?")[1]);
    expect(query.get("sort")).toBe("createdAt");
    expect(query.get("order")).toBe("desc");
  });

  it("searches and sorts on the server, keeping both in the URL", async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderBackOffice("/backoffice/demo/players", {
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/players?") ? page([player()]) : undefined,
    });
    await user.type(await screen.findByLabelText("players.search"), "som");
    await waitFor(() => expect(listCalls(calls).some((call) => call.path.includes("search=som"))).toBe(true));
    await user.click(screen.getByRole("button", { name: /players\.username/ }));
    await waitFor(() =>
      expect(router.state.location.search).toMatchObject({ search: "som", sort: "username" }),
    );
    const last = new URLSearchParams(listCalls(calls).at(-1)!.path.split("?")[1]);
    expect(last.get("sort")).toBe("username");
    expect(last.get("search")).toBe("som");
  });

  it("opens a player's detail from the row", async () => {
    const user = userEvent.setup();
    const { router } = await renderBackOffice("/backoffice/demo/players", {
      me: staffMe("support"),
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/players?") ? page([player()]) : undefined,
    });
    const row = await screen.findByTestId("table-row");
    await user.click(within(row).getByRole("link", { name: "players.open" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/players/somchai"));
  });

  it("is not for marketing", async () => {
    const { router } = await renderBackOffice("/backoffice/demo/players", { me: staffMe("marketing") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/promotions"));
  });
});
