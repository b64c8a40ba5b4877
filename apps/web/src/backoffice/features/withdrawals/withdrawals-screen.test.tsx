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
    failure: null,
    payoutProof: null,
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

  it("approves with the transfer's reference and the time paid, after naming the amount and the account", async () => {
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
    const paidAt = within(dialog).getByLabelText("withdrawals.paid_at") as HTMLInputElement;
    // Now, in the device's own time, to the minute.
    expect(paidAt.value).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(Math.abs(new Date(paidAt.value).getTime() - Date.now())).toBeLessThan(2 * 60_000);
    await user.clear(paidAt);
    await user.type(paidAt, "2026-11-22T16:45");
    await user.type(within(dialog).getByLabelText("withdrawals.reference"), "  FT2611220042  ");
    await user.click(within(dialog).getByRole("button", { name: "withdrawals.approve_confirm" }));
    await waitFor(() =>
      expect(
        calls.find((call) => call.path === "/admin/v1/agencies/demo/withdrawals/W7K2M9QX4A1B2C3D4E5/approve")
          ?.body,
      ).toEqual({ reference: "FT2611220042", paidAt: new Date("2026-11-22T16:45").toISOString() }),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("does not approve without a reference, and says so at the field", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/withdrawals?") ? page([order()]) : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "withdrawals.approve" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("withdrawals.reference"), "   ");
    await user.click(within(dialog).getByRole("button", { name: "withdrawals.approve_confirm" }));
    expect(await within(dialog).findByText("validation.required")).toBeTruthy();
    expect(within(dialog).getByLabelText("withdrawals.reference").getAttribute("aria-invalid")).toBe("true");
    expect(calls.some((call) => call.path.endsWith("/approve"))).toBe(false);
    // Typing one takes the complaint away.
    await user.type(within(dialog).getByLabelText("withdrawals.reference"), "FT1");
    expect(within(dialog).queryByText("validation.required")).toBeNull();
  });

  it("uploads a slip and sends its address with the approval", async () => {
    const user = userEvent.setup();
    const slipUrl = `/media/${"b".repeat(64)}.png`;
    const { calls } = await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) => {
        if (call.path.startsWith("/admin/v1/agencies/demo/withdrawals?")) return page([order()]);
        if (call.path === "/admin/v1/agencies/demo/withdrawals/slips")
          return ok({ url: slipUrl, sha256: "b".repeat(64), contentType: "image/png", size: 4 });
        if (call.path.endsWith("/approve")) return ok({ ...order(), status: "SUCCESS" });
        return undefined;
      },
    });
    await user.click(await screen.findByRole("button", { name: "withdrawals.approve" }));
    const dialog = await screen.findByRole("dialog");
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "slip.png", { type: "image/png" });
    await user.upload(within(dialog).getByLabelText("withdrawals.slip_upload"), file);
    expect((await within(dialog).findByTestId("slip-preview")).getAttribute("src")).toBe(slipUrl);
    expect(calls.find((call) => call.path.endsWith("/withdrawals/slips"))?.body).toEqual({
      image: "iVBORw==",
    });
    await user.type(within(dialog).getByLabelText("withdrawals.reference"), "BCEL-1");
    await user.click(within(dialog).getByRole("button", { name: "withdrawals.approve_confirm" }));
    await waitFor(() =>
      expect(calls.find((call) => call.path.endsWith("/approve"))?.body).toMatchObject({
        reference: "BCEL-1",
        slipUrl,
      }),
    );
  });

  it("shows the server's reason for a refused paid time at its field", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/withdrawals", {
      answer: (call) => {
        if (call.path.startsWith("/admin/v1/agencies/demo/withdrawals?")) return page([order()]);
        if (call.path.endsWith("/approve"))
          return failure(400, "VALIDATION_ERROR", { paidAt: "validation.paid_at_future" });
        return undefined;
      },
    });
    await user.click(await screen.findByRole("button", { name: "withdrawals.approve" }));
    const dialog = await screen.findByRole("dialog");
    await user.type(within(dialog).getByLabelText("withdrawals.reference"), "FT1");
    await user.click(within(dialog).getByRole("button", { name: "withdrawals.approve_confirm" }));
    expect(await within(dialog).findByText("validation.paid_at_future")).toBeTruthy();
    expect(within(dialog).getByLabelText("withdrawals.paid_at").getAttribute("aria-invalid")).toBe("true");
    expect(within(dialog).queryByText("errors.VALIDATION_ERROR")).toBeNull();
  });

  it("shows a paid order's reference, when it was paid and its slip", async () => {
    const slipUrl = `/media/${"c".repeat(64)}.jpg`;
    await renderBackOffice("/backoffice/demo/withdrawals?status=SUCCESS", {
      answer: (call) =>
        call.path.startsWith("/admin/v1/agencies/demo/withdrawals?")
          ? page([
              order({
                status: "SUCCESS",
                payoutProof: { reference: "FT2611220042", paidAt: "2026-11-22T09:45:00.000Z", slipUrl },
              }),
            ])
          : undefined,
    });
    const proof = await screen.findByTestId("payout-proof");
    expect(within(proof).getByText("FT2611220042")).toBeTruthy();
    expect(within(proof).getByText("withdrawals.paid_on")).toBeTruthy();
    expect(within(proof).getByRole("link", { name: "withdrawals.slip_view" }).getAttribute("href")).toBe(
      slipUrl,
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
    await user.type(await screen.findByLabelText("withdrawals.reference"), "FT1");
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
