import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCredit } from "@/lib/format";
import { failure, ok, renderBackOffice, staffMe } from "../../test-support";
import type { StaffPlayerDetail } from "./api/get-player";

function detail(overrides: Partial<StaffPlayerDetail["player"]> = {}): StaffPlayerDetail {
  return {
    player: {
      id: "player-1",
      username: "somchai",
      displayName: "Somchai P.",
      blocked: false,
      createdAt: "2026-11-20T09:00:00.000Z",
      ...overrides,
    },
    bankAccounts: [
      {
        id: "account-1",
        bankCode: "BCEL",
        bankName: "BCEL",
        accountNumber: "160012345678",
        accountName: "Somchai Phommavong",
        currency: "LAK",
        createdAt: "2026-11-20T09:05:00.000Z",
      },
    ],
    credits: [
      { provider: "alphabet", amount: "0.00" },
      { provider: "askmebet", amount: null },
      { provider: "gclub", amount: "1250.50" },
      { provider: "gclub_live", amount: "0.00" },
    ],
    ledger: [
      {
        id: 2,
        provider: "gclub",
        kind: "WITHDRAWAL_OUT",
        amount: "-100.00",
        currency: "THB",
        orderCode: "W7K2M9QX4A1B2C3D4E5",
        providerReference: "TX-881902",
        createdAt: "2026-11-22T09:00:00.000Z",
      },
      {
        id: 1,
        provider: "gclub",
        kind: "DEPOSIT_CREDIT",
        amount: "1350.50",
        currency: "THB",
        orderCode: "D1A2B3C4D5E6F7G8H9",
        providerReference: null,
        createdAt: "2026-11-21T09:00:00.000Z",
      },
    ],
    deposits: [],
    withdrawals: [],
  };
}

const detailPath = "/admin/v1/agencies/demo/players/somchai";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a player's detail", () => {
  it("shows the live credits, saying which provider did not answer, and the ledger newest first", async () => {
    await renderBackOffice("/backoffice/demo/players/somchai", {
      answer: (call) => (call.path === detailPath ? ok(detail()) : undefined),
    });
    const credits = await screen.findAllByTestId("provider-credit");
    expect(within(credits[2]!).getByText(formatCredit("1250.50"))).toBeTruthy();
    expect(within(credits[1]!).getByText("players.credit_unknown")).toBeTruthy();
    const entries = screen.getAllByTestId("ledger-entry");
    expect(within(entries[0]!).getByText("WITHDRAWAL_OUT")).toBeTruthy();
    expect(entries[0]!.textContent).toContain(`−${formatCredit("100.00")}`);
    expect(entries[1]!.textContent).toContain(`+${formatCredit("1350.50")}`);
    expect(within(entries[1]!).getAllByText("D1A2B3C4D5E6F7G8H9").length).toBeGreaterThan(0);
    // The provider's own id of the transfer, for disputes.
    expect(within(entries[0]!).getByTitle("players.ledger_provider_reference").textContent).toBe("TX-881902");
    expect(screen.getByText("1600 1234 5678")).toBeTruthy();
  });

  it("links to the player's deposits and withdrawals", async () => {
    await renderBackOffice("/backoffice/demo/players/somchai", {
      me: staffMe("finance"),
      answer: (call) => (call.path === detailPath ? ok(detail()) : undefined),
    });
    const deposits = await screen.findByRole("link", { name: "players.all_deposits" });
    expect(deposits.getAttribute("href")).toBe("/backoffice/demo/deposits?search=somchai");
    const withdrawals = screen.getByRole("link", { name: "players.all_withdrawals" });
    expect(withdrawals.getAttribute("href")).toBe("/backoffice/demo/withdrawals?search=somchai&status=ALL");
  });

  it("blocks after a confirmation that says what blocking does", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/players/somchai", {
      me: staffMe("support"),
      answer: (call) => {
        if (call.path === detailPath) return ok(detail());
        if (call.method === "POST" && call.path === `${detailPath}/block`)
          return ok({ username: "somchai", blocked: true });
        return undefined;
      },
    });
    await user.click(await screen.findByRole("button", { name: "players.block" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("players.block_effect_promotions")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);
    await user.click(within(dialog).getByRole("button", { name: "players.block_confirm" }));
    await waitFor(() => expect(calls.some((call) => call.path === `${detailPath}/block`)).toBe(true));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("unblocks a blocked player", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/players/somchai", {
      answer: (call) => {
        if (call.path === detailPath) return ok(detail({ blocked: true }));
        if (call.path === `${detailPath}/unblock`) return ok({ username: "somchai", blocked: false });
        return undefined;
      },
    });
    expect(await screen.findByText("players.blocked_note")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "players.unblock" }));
    await user.click(await screen.findByRole("button", { name: "players.unblock_confirm" }));
    await waitFor(() => expect(calls.some((call) => call.path === `${detailPath}/unblock`)).toBe(true));
  });

  it("offers finance no block", async () => {
    await renderBackOffice("/backoffice/demo/players/somchai", {
      me: staffMe("finance"),
      answer: (call) => (call.path === detailPath ? ok(detail()) : undefined),
    });
    await screen.findAllByTestId("provider-credit");
    expect(screen.queryByRole("button", { name: "players.block" })).toBeNull();
  });

  it("says plainly when there is no such player", async () => {
    await renderBackOffice("/backoffice/demo/players/nobody", {
      answer: (call) =>
        call.path === "/admin/v1/agencies/demo/players/nobody" ? failure(404, "NOT_FOUND") : undefined,
    });
    expect(await screen.findByText("players.not_found_title")).toBeTruthy();
    expect(screen.getByRole("link", { name: "players.back" })).toBeTruthy();
  });
});
