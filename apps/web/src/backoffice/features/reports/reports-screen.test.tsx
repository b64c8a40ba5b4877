import type { DailyReport, ReportFigures } from "@kham/contract";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCredit, formatNumber } from "@/lib/format";
import { ok, renderBackOffice, staffMe } from "../../test-support";

const PATH = "/admin/v1/agencies/demo/reports/daily";

function figures(deposits: string, withdrawals: string, kipIn: string, kipOut: string): ReportFigures {
  const none = { credit: "0.00", lak: "0" };
  return {
    deposits: { credit: deposits, lak: kipIn },
    bonuses: { credit: "25.00", lak: "0" },
    withdrawals: { credit: withdrawals, lak: kipOut },
    refunded: none,
    excessReturned: none,
    bonusRemoved: none,
    net: {
      credit: (Number(deposits) - Number(withdrawals)).toFixed(2),
      lak: String(Number(kipIn) - Number(kipOut)),
    },
  };
}

function report(from: string, to: string): DailyReport {
  const gclub = figures("1000.00", "300.00", "660000", "180000");
  const askmebet = figures("200.00", "500.00", "132000", "300000");
  const total = figures("1200.00", "800.00", "792000", "480000");
  const dates = from === to ? [from] : [from, to];
  return {
    from,
    to,
    days: dates.map((date) => ({ date, total, providers: [] })),
    total: {
      total,
      providers: [
        { provider: "askmebet", ...askmebet },
        { provider: "gclub", ...gclub },
      ],
    },
  };
}

async function renderReports(path: string, role: "owner" | "finance" | "support" = "owner") {
  const rendered = await renderBackOffice(path, {
    me: staffMe(role),
    answer: (call) => {
      if (!call.path.startsWith(PATH)) return undefined;
      const query = new URLSearchParams(call.path.split("?")[1]);
      return ok(report(query.get("from") ?? "", query.get("to") ?? ""));
    },
  });
  const reads = () => rendered.calls.filter((call) => call.path.startsWith(PATH)).map((call) => call.path);
  return { ...rendered, reads };
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the reports screen", () => {
  it("closes yesterday's Lao day by default, per provider and in total, in credit and kip", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // 00:30 on 21 November in Laos: yesterday there is the 20th.
    vi.setSystemTime(new Date("2026-11-20T17:30:00Z"));
    const { reads } = await renderReports("/backoffice/demo/reports");
    const total = await screen.findByRole("region", { name: "reports.all_providers" });
    expect(reads()).toEqual([`${PATH}?from=2026-11-20&to=2026-11-20`]);
    const row = (region: HTMLElement, name: string) =>
      within(region).getByRole("row", { name: new RegExp(name) });
    expect(within(row(total, "reports.figures.deposits")).getByText(formatCredit("1200.00"))).toBeTruthy();
    expect(within(row(total, "reports.figures.deposits")).getByText(formatNumber("792000"))).toBeTruthy();
    expect(within(row(total, "reports.figures.net")).getByText(`+${formatCredit("400.00")}`)).toBeTruthy();
    expect(within(row(total, "reports.figures.net")).getByText(`+${formatNumber("312000")}`)).toBeTruthy();
    // A bonus moves no kip: its kip cell says so rather than showing a zero.
    expect(within(row(total, "reports.figures.bonuses")).getByText("reports.no_kip")).toBeTruthy();
    const askmebet = screen.getByRole("region", { name: "askmebet" });
    expect(within(row(askmebet, "reports.figures.net")).getByText(`−${formatCredit("300.00")}`)).toBeTruthy();
    expect(screen.getByRole("region", { name: "gclub" })).toBeTruthy();
    // One day: nothing to chart.
    expect(screen.queryByTestId("report-chart")).toBeNull();
    expect(screen.getByRole("button", { name: "reports.close_yesterday" })).toHaveProperty("disabled", true);
  });

  it("charts a range and links both CSVs of it for download", async () => {
    await renderReports("/backoffice/demo/reports?from=2026-11-01&to=2026-11-07");
    await screen.findByRole("region", { name: "reports.all_providers" });
    expect(screen.getByTestId("report-chart")).toBeTruthy();
    const orders = screen.getByRole("link", { name: "reports.download_orders" });
    expect(orders.getAttribute("href")).toBe(
      "/api/admin/v1/agencies/demo/exports/orders.csv?from=2026-11-01&to=2026-11-07",
    );
    expect(orders.hasAttribute("download")).toBe(true);
    expect(screen.getByRole("link", { name: "reports.download_ledger" }).getAttribute("href")).toBe(
      "/api/admin/v1/agencies/demo/exports/ledger.csv?from=2026-11-01&to=2026-11-07",
    );
  });

  it("goes back to yesterday's close in one tap", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2026-11-20T17:30:00Z"));
    const user = userEvent.setup();
    const { reads } = await renderReports("/backoffice/demo/reports?from=2026-11-01&to=2026-11-07");
    await screen.findByRole("region", { name: "reports.all_providers" });
    await user.click(screen.getByRole("button", { name: "reports.close_yesterday" }));
    await waitFor(() => expect(reads()).toContain(`${PATH}?from=2026-11-20&to=2026-11-20`));
  });

  it("says why a backwards range shows nothing, and asks the server nothing", async () => {
    const { reads } = await renderReports("/backoffice/demo/reports?from=2026-11-07&to=2026-11-01");
    expect(await screen.findByRole("alert")).toHaveProperty("textContent", "validation.range_order");
    expect(reads()).toEqual([]);
    expect(screen.queryByRole("link", { name: "reports.download_orders" })).toBeNull();
  });

  it("is in the menu for finance, and not for support, whom it sends away", async () => {
    await renderReports("/backoffice/demo/reports", "finance");
    await screen.findByRole("region", { name: "reports.all_providers" });
    expect(screen.getAllByRole("link", { name: "nav.reports" }).length).toBeGreaterThan(0);
    cleanup();
    const { reads, router } = await renderReports("/backoffice/demo/reports", "support");
    await waitFor(() => expect(router.state.location.pathname).not.toBe("/backoffice/demo/reports"));
    expect(screen.queryByRole("link", { name: "nav.reports" })).toBeNull();
    expect(reads()).toEqual([]);
  });
});
