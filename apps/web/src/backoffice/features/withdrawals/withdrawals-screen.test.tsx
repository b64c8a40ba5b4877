import type { StaffWithdrawal } from "@kham/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { failure, latestStream, ok, page, renderBackOffice, staffMe } from "../../test-support";

function order(overrides: Partial<StaffWithdrawal> = {}): StaffWithdrawal {
  return {
    code: "W7K2M9QX4A1B2C3D4E5",
    provider: "gclub",
    amount: "100.00",
    creditReceived: "100.00",
    creditReturned: "0.00",
    bonusDeducted: "0.00",
    payout: "64000",
    payoutCurrency: "LAK",
    rate: "640",
    bankName: "BCEL",
    accountName: "Somchai Phommavong",
    accountNumber: "160012345678",
    status: "OPEN",
    createdAt: "2026-11-22T09:00:00.000Z",
    updatedAt: "2026-11-22T09:00:00.000Z",
    username: "somchai",
    reason: null,
    creditTaken: true,
    ...overrides,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the withdrawals queue", () => {
  it("asks for the open orders oldest first and shows where to pay", async () => {
    const { calls } = await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/withdrawals?") ? page([order()]) : undefined,
    });
    const row = await screen.findByTestId("table-row");
    expect(within(row).getByText("Somchai Phommavong")).toBeTruthy();
    expect(within(row).getByText("1600 1234 5678")).toBeTruthy();
    const list = calls.find((call) => call.path.includes("/withdrawals?"))!;
    const query = new URLSearchParams(list.path.split("?")[1]);
    expect(query.get("status")).toBe("OPEN");
    expect(query.get("order")).toBe("asc");
  });

  it("asks the server for another sort when a sortable heading is clicked", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/withdrawals?") ? page([order()]) : undefined,
    });
    await screen.findByTestId("table-row");
    const lastSort = () => {
      const last = calls.filter((call) => call.path.includes("/withdrawals?")).at(-1)!;
      const query = new URLSearchParams(last.path.split("?")[1]);
      return [query.get("sort"), query.get("order")];
    };
    // Biggest first on the first click, then the other way round.
    await user.click(screen.getByRole("button", { name: "withdrawals.amount" }));
    await waitFor(() => expect(lastSort()).toEqual(["amount", "desc"]));
    await user.click(screen.getByRole("button", { name: "withdrawals.amount" }));
    await waitFor(() => expect(lastSort()).toEqual(["amount", "asc"]));
  });

  it("approves after the confirmation names the amount and the account", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) => {
        if (call.path.startsWith("/admin/v1/agencies/demo/withdrawals?")) return page([order()]);
        if (call.method === "POST" && call.path.endsWith("/approve"))
          return ok({ ...order(), status: "SUCCESS" });
        return undefined;
      },
    });
    await user.click(await screen.findByRole("button", { name: "withdrawals.approve" }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("160012345678".replace(/(\d{4})(?=\d)/g, "$1 "))).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: "withdrawals.approve_confirm" }));
    await waitFor(() =>
      expect(
        calls.some((call) => call.path === "/admin/v1/agencies/demo/withdrawals/W7K2M9QX4A1B2C3D4E5/approve"),
      ).toBe(true),
    );
  });

  it("rejects only with a reason, and sends it", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) => {
        if (call.path.startsWith("/admin/v1/agencies/demo/withdrawals?")) return page([order()]);
        if (call.path.endsWith("/reject")) return ok({ ...order(), status: "REJECTED" });
        return undefined;
      },
    });
    await user.click(await screen.findByRole("button", { name: "withdrawals.reject" }));
    const dialog = await screen.findByRole("dialog");
    const confirm = within(dialog).getByRole("button", { name: "withdrawals.reject_confirm" });
    expect((confirm as HTMLButtonElement).disabled).toBe(true);
    await user.type(within(dialog).getByLabelText("withdrawals.reason"), "  name does not match  ");
    await user.click(confirm);
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith("/reject"))?.body).toEqual({
        reason: "name does not match",
      }),
    );
  });

  it("shows the server's refusal in the dialog when another cashier acted first", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) => {
        if (call.path.startsWith("/admin/v1/agencies/demo/withdrawals?")) return page([order()]);
        if (call.path.endsWith("/approve")) return failure(409, "ORDER_NOT_OPEN");
        return undefined;
      },
    });
    await user.click(await screen.findByRole("button", { name: "withdrawals.approve" }));
    await user.click(await screen.findByRole("button", { name: "withdrawals.approve_confirm" }));
    expect(await screen.findByText("errors.ORDER_NOT_OPEN")).toBeTruthy();
  });

  it("asks again when the live stream says a withdrawal changed", async () => {
    const { calls } = await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/withdrawals?") ? page([order()]) : undefined,
    });
    await screen.findByTestId("table-row");
    const stream = latestStream();
    expect(stream.url).toBe("/api/admin/v1/agencies/demo/events");
    const before = calls.filter((call) => call.path.includes("/withdrawals?")).length;
    stream.open();
    stream.emit("withdrawal.updated", { order: order({ code: "WNEW" }) });
    await waitFor(() =>
      expect(calls.filter((call) => call.path.includes("/withdrawals?")).length).toBeGreaterThan(before),
    );
  });

  it("offers no action while the credit is still leaving the player's game", async () => {
    await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/withdrawals?")
          ? page([order({ creditTaken: false })])
          : undefined,
    });
    expect(await screen.findByText("withdrawals.credit_leaving")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "withdrawals.approve" })).toBeNull();
  });

  it("lets support see the queue but not act on it", async () => {
    await renderBackOffice("/backoffice/demo/withdrawals", {
      me: staffMe("support"),
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/withdrawals?") ? page([order()]) : undefined,
    });
    await screen.findByTestId("table-row");
    expect(screen.queryByRole("button", { name: "withdrawals.approve" })).toBeNull();
  });

  it("sends marketing, who may not read orders, to their own first screen", async () => {
    const { router } = await renderBackOffice("/backoffice/demo/withdrawals", { me: staffMe("marketing") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/promotions"));
  });

  it("sends a visitor to the login", async () => {
    const { router } = await renderBackOffice("/backoffice/demo/withdrawals", { me: null });
    await waitFor(() => expect(router.state.location.pathname).toBe("/login"));
  });
});
