import type { Reconciliation, ReconciliationRow } from "@kham/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ok, renderBackOffice, staffMe } from "../../test-support";
import { formatMoney } from "../deposits/money";

const PATH = "/admin/v1/agencies/demo/reconciliation";

function row(overrides: Partial<ReconciliationRow>): ReconciliationRow {
  return {
    paymentId: "p-1",
    gateway: "phajay",
    reference: "TX-1",
    orderCode: "D000000000000000001",
    creditOrderCode: null,
    username: "somchai",
    amount: "66000.00",
    currency: "LAK",
    paidAt: "2026-11-20T03:15:00.000Z",
    status: "CREDITED",
    unmatchedReason: null,
    resolution: null,
    orderStatus: "SUCCESS",
    ...overrides,
  };
}

function day(date: string): Reconciliation {
  return {
    day: date,
    credited: {
      count: 1,
      totals: [{ currency: "LAK", amount: "66000.00" }],
      rows: [row({})],
    },
    waiting: {
      count: 1,
      totals: [{ currency: "LAK", amount: "120000.00" }],
      rows: [
        row({
          paymentId: "p-2",
          reference: "TX-2",
          orderCode: "D000000000000000002",
          amount: "120000.00",
          orderStatus: "PAID",
        }),
      ],
    },
    unmatched: {
      count: 1,
      totals: [{ currency: "LAK", amount: "65000.00" }],
      rows: [
        row({
          paymentId: "p-3",
          reference: "TX-3",
          orderCode: "D000000000000000003",
          username: null,
          amount: "65000.00",
          status: "UNMATCHED",
          unmatchedReason: "UNKNOWN_ORDER",
          orderStatus: null,
        }),
      ],
    },
    expiredUnpaid: 4,
  };
}

async function renderReconciliation(path: string, role: "finance" | "support" = "finance") {
  const rendered = await renderBackOffice(path, {
    me: staffMe(role),
    answer: (call) => {
      if (!call.path.startsWith(PATH)) return undefined;
      const asked = new URLSearchParams(call.path.split("?")[1]).get("day") ?? "";
      return ok(day(asked));
    },
  });
  const reads = () => rendered.calls.filter((call) => call.path.startsWith(PATH)).map((call) => call.path);
  return { ...rendered, reads };
}

const group = (name: string) => screen.getByRole("region", { name });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the reconciliation screen", () => {
  it("shows the three groups of the day with their totals, rows and links", async () => {
    const { reads } = await renderReconciliation("/backoffice/demo/reconciliation?day=2026-11-20");
    await screen.findByRole("region", { name: "reconciliation.group.credited" });
    expect(reads()).toEqual([`${PATH}?day=2026-11-20`]);

    const credited = group("reconciliation.group.credited");
    expect(within(credited).getAllByText(formatMoney("66000.00", "LAK"))).toHaveLength(2);
    expect(within(credited).getByText("TX-1")).toBeTruthy();
    const order = within(credited).getByRole("link", { name: "D000000000000000001" });
    expect(order.getAttribute("href")).toBe("/backoffice/demo/deposits?search=D000000000000000001");
    expect(within(credited).getByRole("link", { name: "somchai" }).getAttribute("href")).toBe(
      "/backoffice/demo/players/somchai",
    );
    expect(within(credited).getByText("reconciliation.state.credited")).toBeTruthy();

    const waiting = group("reconciliation.group.waiting");
    expect(within(waiting).getAllByText(formatMoney("120000.00", "LAK"))).toHaveLength(2);
    expect(within(waiting).getByText("reconciliation.state.transferring")).toBeTruthy();

    const unmatched = group("reconciliation.group.unmatched");
    expect(within(unmatched).getByText("exceptions.reason.UNKNOWN_ORDER")).toBeTruthy();
    expect(within(unmatched).getByText("reconciliation.no_player")).toBeTruthy();
    expect(within(unmatched).queryByRole("link", { name: "D000000000000000003" })).toBeNull();
    expect(
      within(unmatched).getByRole("link", { name: "reconciliation.open_payment" }).getAttribute("href"),
    ).toBe("/backoffice/demo/exceptions?tab=payments");
    expect(screen.getByText("reconciliation.expired_unpaid")).toBeTruthy();
  });

  it("opens on today's Lao day, which starts at 17:00 UTC, and steps a day back", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T17:30:00Z"));
    const user = userEvent.setup();
    const { reads } = await renderReconciliation("/backoffice/demo/reconciliation");
    await screen.findByRole("region", { name: "reconciliation.group.credited" });
    expect(reads()).toEqual([`${PATH}?day=2026-11-21`]);
    expect((screen.getByLabelText("reconciliation.day") as HTMLInputElement).value).toBe("2026-11-21");
    expect(screen.getByRole("button", { name: "reconciliation.next_day" })).toHaveProperty("disabled", true);
    await user.click(screen.getByRole("button", { name: "reconciliation.previous_day" }));
    await waitFor(() => expect(reads()).toContain(`${PATH}?day=2026-11-20`));
  });

  it("leaves the exceptions link out for staff who cannot open them", async () => {
    await renderReconciliation("/backoffice/demo/reconciliation?day=2026-11-20", "support");
    const unmatched = await screen.findByRole("region", { name: "reconciliation.group.unmatched" });
    expect(within(unmatched).queryByRole("link", { name: "reconciliation.open_payment" })).toBeNull();
    expect(screen.getByRole("link", { name: "nav.reconciliation" })).toBeTruthy();
  });
});
