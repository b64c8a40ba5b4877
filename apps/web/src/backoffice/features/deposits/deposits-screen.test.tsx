import type { StaffDeposit } from "@kham/contract";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCredit } from "@/lib/format";
import type { ApiCall } from "@/lib/test-app";
import { page, renderBackOffice, staffMe } from "../../test-support";
import { formatMoney } from "./money";

function order(overrides: Partial<StaffDeposit> = {}): StaffDeposit {
  return {
    code: "D7K2M9QX4A1B2C3D4E5",
    provider: "gclub",
    currency: "LAK",
    amount: "66000",
    credit: "100.00",
    bonus: "20.00",
    rate: "660",
    status: "SUCCESS",
    bankCode: "BCEL",
    mid: "BCEL0000555555",
    expiresAt: "2026-11-22T09:15:00.000Z",
    createdAt: "2026-11-22T09:00:00.000Z",
    updatedAt: "2026-11-22T09:01:00.000Z",
    username: "somchai",
    failureReason: null,
    pastPlayerLimit: false,
    ...overrides,
  };
}

const isList = (call: ApiCall) => call.path.startsWith("/admin/v1/agencies/demo/deposits?");

/** The query of the latest list call. */
function lastQuery(calls: ApiCall[]) {
  const list = calls.filter(isList).at(-1)!;
  return new URLSearchParams(list.path.split("?")[1]);
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the deposits list", () => {
  it("asks for the newest first and shows each order's money", async () => {
    const { calls } = await renderBackOffice("/backoffice/demo/deposits", {
      answer: (call) => (isList(call) ? page([order()]) : undefined),
    });
    const row = await screen.findByTestId("table-row");
    expect(within(row).getByText(formatMoney("66000", "LAK"))).toBeTruthy();
    expect(within(row).getByRole("link", { name: "somchai" }).getAttribute("href")).toBe(
      "/backoffice/demo/players/somchai",
    );
    const query = lastQuery(calls);
    expect(query.get("sort")).toBe("createdAt");
    expect(query.get("order")).toBe("desc");
    expect(query.get("status")).toBeNull();
  });

  it("sends the URL's filters, its Lao days as the instants they begin and end", async () => {
    const { calls } = await renderBackOffice(
      "/backoffice/demo/deposits?status=FAILED&search=somchai&from=2026-11-01&to=2026-11-30&sort=amount&order=asc",
      { answer: (call) => (isList(call) ? page([order()]) : undefined) },
    );
    await screen.findByTestId("table-row");
    const query = lastQuery(calls);
    expect(query.get("status")).toBe("FAILED");
    expect(query.get("search")).toBe("somchai");
    expect(query.get("from")).toBe("2026-11-01T00:00:00+07:00");
    // The API's `to` is exclusive: the end of 30 November is the start of 1 December.
    expect(query.get("to")).toBe("2026-12-01T00:00:00+07:00");
    expect(query.get("sort")).toBe("amount");
    expect(query.get("order")).toBe("asc");
  });

  it("drops a day that does not exist and keeps the rest", async () => {
    const { calls } = await renderBackOffice("/backoffice/demo/deposits?from=2026-02-30&status=PAID", {
      answer: (call) => (isList(call) ? page([order()]) : undefined),
    });
    await screen.findByTestId("table-row");
    const query = lastQuery(calls);
    expect(query.get("from")).toBeNull();
    expect(query.get("status")).toBe("PAID");
  });

  it("asks again when a status, a day or the amount sort is picked", async () => {
    const user = userEvent.setup();
    const { calls, router } = await renderBackOffice("/backoffice/demo/deposits", {
      answer: (call) => (isList(call) ? page([order()]) : undefined),
    });
    await screen.findByTestId("table-row");
    await user.selectOptions(screen.getByLabelText("deposits.status"), "CANCELED");
    await waitFor(() => expect(lastQuery(calls).get("status")).toBe("CANCELED"));

    fireEvent.change(screen.getByLabelText("common.from"), { target: { value: "2026-11-05" } });
    await waitFor(() => expect(lastQuery(calls).get("from")).toBe("2026-11-05T00:00:00+07:00"));
    expect(router.state.location.search).toMatchObject({ status: "CANCELED", from: "2026-11-05" });

    await user.click(screen.getByRole("button", { name: "deposits.amount" }));
    await waitFor(() => expect(lastQuery(calls).get("sort")).toBe("amount"));

    await user.click(screen.getByRole("button", { name: "deposits.clear_days" }));
    await waitFor(() => expect(lastQuery(calls).get("from")).toBeNull());
  });

  it("marks an order credited past the player's own limit, and only that one", async () => {
    await renderBackOffice("/backoffice/demo/deposits", {
      answer: (call) =>
        isList(call)
          ? page([order({ pastPlayerLimit: true }), order({ code: "D1A2B3C4D5E6F7G8H9" })])
          : undefined,
    });
    const [late, usual] = await screen.findAllByTestId("table-row");
    expect(within(late!).getByTestId("past-limit").textContent).toBe("deposits.past_player_limit");
    expect(within(usual!).queryByTestId("past-limit")).toBeNull();
  });

  it("searches by order code or player once typing rests", async () => {
    const user = userEvent.setup();
    const { calls } = await renderBackOffice("/backoffice/demo/deposits", {
      answer: (call) => (isList(call) ? page([order()]) : undefined),
    });
    await screen.findByTestId("table-row");
    await user.type(screen.getByLabelText("deposits.search"), "D7K2");
    await waitFor(() => expect(lastQuery(calls).get("search")).toBe("D7K2"));
  });
});

describe("a deposit's details", () => {
  it("shows the money, the rate, the bonus, where it was paid and the player", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/deposits", {
      answer: (call) => (isList(call) ? page([order()]) : undefined),
    });
    await user.click(await screen.findByRole("button", { name: "deposits.details_of" }));
    const sheet = await screen.findByRole("dialog");
    expect(within(sheet).getByText("D7K2M9QX4A1B2C3D4E5")).toBeTruthy();
    expect(within(sheet).getByText(formatMoney("66000", "LAK"))).toBeTruthy();
    expect(within(sheet).getByText("deposits.rate_value")).toBeTruthy();
    expect(within(sheet).getByText(formatCredit("100.00"))).toBeTruthy();
    expect(within(sheet).getByText(`+${formatCredit("20.00")}`)).toBeTruthy();
    expect(within(sheet).getByText(formatCredit("120.00"))).toBeTruthy();
    expect(within(sheet).getByText("BCEL0000555555")).toBeTruthy();
    expect(within(sheet).getByText("deposits.meaning.SUCCESS")).toBeTruthy();
    expect(within(sheet).getByRole("link", { name: "deposits.open_player" }).getAttribute("href")).toBe(
      "/backoffice/demo/players/somchai",
    );
    // A finished order has no QR left to expire, and no bonus line without a bonus.
    expect(within(sheet).queryByText("deposits.expires")).toBeNull();
    expect(within(sheet).queryByTestId("past-limit")).toBeNull();
  });

  it("says a deposit was credited past the player's limit, and what that means", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/deposits", {
      answer: (call) => (isList(call) ? page([order({ pastPlayerLimit: true })]) : undefined),
    });
    await user.click(await screen.findByRole("button", { name: "deposits.details_of" }));
    const sheet = await screen.findByRole("dialog");
    expect(within(sheet).getByTestId("past-limit").textContent).toBe("deposits.past_player_limit");
    expect(within(sheet).getByText("deposits.past_player_limit_meaning")).toBeTruthy();
  });

  it("leaves out the bonus of an order without one and shows an open order's expiry", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/deposits", {
      answer: (call) => (isList(call) ? page([order({ bonus: "0.00", status: "OPEN" })]) : undefined),
    });
    await user.click(await screen.findByRole("button", { name: "deposits.details_of" }));
    const sheet = await screen.findByRole("dialog");
    expect(within(sheet).queryByText("deposits.bonus")).toBeNull();
    expect(within(sheet).getByText("deposits.expires")).toBeTruthy();
  });

  it("points a failed order to where its payment is resolved", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/deposits", {
      answer: (call) =>
        isList(call)
          ? page([order({ status: "FAILED", failureReason: "provider refused: member suspended" })])
          : undefined,
    });
    await user.click(await screen.findByRole("button", { name: "deposits.details_of" }));
    const sheet = await screen.findByRole("dialog");
    expect(within(sheet).getByText("deposits.meaning.FAILED")).toBeTruthy();
    expect(within(sheet).getByTestId("failure-reason").textContent).toBe(
      "provider refused: member suspended",
    );
    expect(
      within(sheet).getByRole("link", { name: "deposits.resolve_in_exceptions" }).getAttribute("href"),
    ).toBe("/backoffice/demo/exceptions?tab=payments");
  });

  it("lets support read deposits, without the link to the exceptions they may not open", async () => {
    const user = userEvent.setup();
    await renderBackOffice("/backoffice/demo/deposits", {
      me: staffMe("support"),
      answer: (call) => (isList(call) ? page([order({ status: "FAILED" })]) : undefined),
    });
    await user.click(await screen.findByRole("button", { name: "deposits.details_of" }));
    const sheet = await screen.findByRole("dialog");
    expect(within(sheet).queryByRole("link", { name: "deposits.resolve_in_exceptions" })).toBeNull();
  });

  it("sends marketing, who may not read orders, to their own first screen", async () => {
    const { router } = await renderBackOffice("/backoffice/demo/deposits", { me: staffMe("marketing") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/promotions"));
  });
});
