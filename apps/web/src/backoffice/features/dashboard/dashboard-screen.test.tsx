import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { formatCredit, formatDateTime, formatNumber } from "@/lib/format";
import { failure, latestStream, ok, renderBackOffice, staffMe } from "../../test-support";
import { ALERTS_KEY } from "../alerts/withdrawal-alerts";
import type { Dashboard, DashboardDay } from "./api/get-dashboard";
import type { SecondFactorLockout } from "./api/get-lockouts";
import { niceScale } from "./chart";

const DASHBOARD = "/admin/v1/agencies/demo/dashboard";
const LOCKOUTS = "/admin/v1/agencies/demo/staff/lockouts";

/** 30 Lao days ending 22 Nov 2026: quiet days, then a few with the figures the tests look for. */
function thirtyDays(overrides: Record<number, Partial<DashboardDay>> = {}): DashboardDay[] {
  return Array.from({ length: 30 }, (_, index) => ({
    date: new Date(Date.UTC(2026, 9, 24 + index)).toISOString().slice(0, 10),
    deposits: "0.00",
    withdrawals: "0.00",
    net: "0.00",
    kipIn: "0",
    kipOut: "0",
    newPlayers: 0,
    ...overrides[index],
  }));
}

function dashboard(
  days = thirtyDays(),
  waiting: Dashboard["waiting"] = NOTHING_WAITING,
  playersNearLimit = 0,
): Dashboard {
  return {
    waiting,
    playersNearLimit,
    today: {
      deposits: "250.00",
      withdrawals: "1450.00",
      net: "-1200.00",
      kipIn: "165000",
      kipOut: "928000",
      newPlayers: 3,
    },
    last30Days: {
      deposits: "98765.40",
      withdrawals: "43210.00",
      net: "55555.40",
      kipIn: "65185164",
      kipOut: "27654400",
      newPlayers: 42,
    },
    days,
  };
}

const NOTHING_WAITING: Dashboard["waiting"] = { withdrawals: 0, oldestWithdrawalAt: null };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the dashboard", () => {
  it("shows today's and the 30 days' figures from the answer", async () => {
    await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard()) : undefined),
    });
    const today = await screen.findByRole("region", { name: /^dashboard\.today/ });
    const month = screen.getByRole("region", { name: /^dashboard\.last_30_days/ });
    const value = (section: HTMLElement, stat: string) =>
      within(within(section).getByTestId(`stat-${stat}`)).getByTestId("stat-value").textContent;
    expect(value(today, "deposits")).toBe(formatCredit("250.00"));
    expect(value(today, "withdrawals")).toBe(formatCredit("1450.00"));
    expect(value(today, "new-players")).toBe("3");
    expect(value(month, "deposits")).toBe(formatCredit("98765.40"));
    expect(value(month, "net")).toBe(`+${formatCredit("55555.40")}`);
    expect(value(month, "new-players")).toBe("42");
  });

  it("shows the kip in and out beside the credit", async () => {
    await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard()) : undefined),
    });
    const today = await screen.findByRole("region", { name: /^dashboard\.today/ });
    const kip = (stat: string) => within(within(today).getByTestId(`stat-${stat}`)).getByTestId("stat-kip");
    expect(kip("deposits").textContent).toBe(`${formatNumber("165000")} LAKdashboard.kip_in`);
    expect(kip("withdrawals").textContent).toBe(`${formatNumber("928000")} LAKdashboard.kip_out`);
  });

  it("puts the waiting withdrawals first: how many, the oldest one's age, and a badge on the menu", async () => {
    const oldest = new Date(Date.now() - 42 * 60_000).toISOString();
    await renderBackOffice("/backoffice/demo/dashboard", {
      me: staffMe("finance"),
      answer: (call) =>
        call.path === DASHBOARD
          ? ok(dashboard(thirtyDays(), { withdrawals: 7, oldestWithdrawalAt: oldest }))
          : undefined,
    });
    const waiting = await screen.findByRole("region", { name: "dashboard.waiting.title" });
    expect(within(waiting).getByTestId("waiting-count").textContent).toBe("7");
    // The test's texts are their keys: the age is the minutes' key, 42 of them.
    expect(within(waiting).getByTestId("waiting-oldest").textContent).toBe("dashboard.waiting.oldest");
    const main = screen.getByRole("main");
    expect(main.firstElementChild?.nextElementSibling?.contains(waiting)).toBe(true);
    const entry = screen.getByRole("link", { name: /nav\.withdrawals/ });
    expect(within(entry).getByTestId("waiting-badge").textContent).toBe("7nav.waiting");
    expect(
      within(waiting)
        .getByRole("link", { name: /dashboard\.waiting\.open/ })
        .getAttribute("href"),
    ).toBe("/backoffice/demo/withdrawals");
  });

  it("counts the players near one of their own limits", async () => {
    await renderBackOffice("/backoffice/demo/dashboard", {
      me: staffMe("support"),
      answer: (call) =>
        call.path === DASHBOARD ? ok(dashboard(thirtyDays(), NOTHING_WAITING, 1234)) : undefined,
    });
    const tile = await screen.findByRole("region", { name: "dashboard.near_limit.title" });
    expect(within(tile).getByTestId("near-limit-count").textContent).toBe(formatNumber(1234));
    expect(within(tile).getByText("dashboard.near_limit.intro")).toBeTruthy();
  });

  it("shows no badge and says so when nothing waits", async () => {
    await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard()) : undefined),
    });
    const waiting = await screen.findByRole("region", { name: "dashboard.waiting.title" });
    expect(within(waiting).getByTestId("waiting-oldest").textContent).toBe("dashboard.waiting.none");
    expect(screen.queryByTestId("waiting-badge")).toBeNull();
  });

  it("chimes and notifies of a new withdrawal only after the staff member allowed it", async () => {
    localStorage.removeItem(ALERTS_KEY);
    const shown: { title: string; body?: string }[] = [];
    const requestPermission = vi.fn(async () => {
      FakeNotification.permission = "granted";
      return "granted" as const;
    });
    class FakeNotification {
      static permission: NotificationPermission = "default";
      static requestPermission = requestPermission;
      constructor(title: string, options?: NotificationOptions) {
        shown.push({ title, ...(options?.body ? { body: options.body } : {}) });
      }
    }
    const tones = vi.fn();
    class FakeAudioContext {
      state = "running";
      currentTime = 0;
      destination = {};
      resume = async () => {};
      createOscillator() {
        tones();
        return { frequency: {}, connect: (node: unknown) => node, start() {}, stop() {} };
      }
      createGain() {
        return {
          gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
          connect: (node: unknown) => node,
        };
      }
    }
    vi.stubGlobal("Notification", FakeNotification);
    vi.stubGlobal("AudioContext", FakeAudioContext);
    const order = (code: string) => ({
      order: {
        code,
        status: "OPEN",
        amount: "150.00",
        createdAt: "2026-11-22T08:00:00.000Z",
        updatedAt: "2026-11-22T08:00:00.000Z",
      },
    });

    await renderBackOffice("/backoffice/demo/dashboard", {
      me: staffMe("finance"),
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard()) : undefined),
    });
    await screen.findByRole("region", { name: "dashboard.waiting.title" });
    latestStream().open();
    // Not asked on arrival, and nothing sounds before the staff member allows it.
    expect(requestPermission).not.toHaveBeenCalled();
    latestStream().emit("withdrawal.updated", order("W1"));
    expect(shown).toEqual([]);
    expect(tones).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: "alerts.turn_on" }));
    await waitFor(() => expect(requestPermission).toHaveBeenCalledOnce());
    expect(localStorage.getItem(ALERTS_KEY)).toBe("on");
    expect(await screen.findByText("alerts.on")).toBeTruthy();
    latestStream().emit("withdrawal.updated", order("W2"));
    expect(shown).toEqual([{ title: "alerts.title", body: "live.new_withdrawal" }]);
    expect(tones).toHaveBeenCalled();

    // A change of an order that already waited is no new arrival.
    latestStream().emit("withdrawal.updated", {
      order: { ...order("W2").order, status: "SUCCESS", updatedAt: "2026-11-22T08:05:00.000Z" },
    });
    expect(shown).toHaveLength(1);
    localStorage.removeItem(ALERTS_KEY);
  });

  it("writes today's date in Lao, not the browser's English", async () => {
    const supported = Intl.DateTimeFormat.supportedLocalesOf;
    vi.spyOn(Intl.DateTimeFormat, "supportedLocalesOf").mockImplementation((locales, options) =>
      supported(locales, options).filter((locale) => !locale.startsWith("lo")),
    );
    await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard()) : undefined),
    });
    const today = await screen.findByRole("region", { name: /^dashboard\.today/ });
    // thirtyDays ends on Sunday 22 November 2026.
    expect(today.querySelector("h2")?.textContent).toBe("dashboard.todayອາທິດ 22 ພ.ຈ.");
    vi.restoreAllMocks();
  });

  it("shows a loss as negative, in red, and a gain in green", async () => {
    await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard()) : undefined),
    });
    const today = await screen.findByRole("region", { name: /^dashboard\.today/ });
    const month = screen.getByRole("region", { name: /^dashboard\.last_30_days/ });
    const loss = within(today).getByTestId("stat-net");
    expect(loss.dataset.sign).toBe("negative");
    expect(within(loss).getByTestId("stat-value").textContent).toBe(`−${formatCredit("1200.00")}`);
    expect(within(loss).getByTestId("stat-value").className).toContain("text-danger");
    const gain = within(month).getByTestId("stat-net");
    expect(gain.dataset.sign).toBe("positive");
    expect(within(gain).getByTestId("stat-value").className).toContain("text-success");
  });

  it("draws the 30 days with bars as tall as their values and the net below zero on a losing day", async () => {
    const days = thirtyDays({
      27: { deposits: "1000.00", withdrawals: "250.00", net: "750.00" },
      28: { deposits: "500.00", withdrawals: "0.00", net: "500.00" },
      29: { deposits: "250.00", withdrawals: "1450.00", net: "-1200.00" },
    });
    await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard(days)) : undefined),
    });
    const chart = await screen.findByTestId("daily-chart");
    const bars = (series: string) =>
      [...chart.querySelectorAll<SVGRectElement>(`[data-series="${series}"]`)].map((bar) =>
        Number(bar.getAttribute("height")),
      );
    const deposits = bars("deposits");
    const withdrawals = bars("withdrawals");
    expect(deposits).toHaveLength(30);
    expect(withdrawals).toHaveLength(30);
    expect(deposits[0]).toBe(0);
    expect(deposits[27]).toBeGreaterThan(0);
    expect(deposits[27]! / deposits[28]!).toBeCloseTo(2, 6);
    expect(deposits[27]! / withdrawals[27]!).toBeCloseTo(4, 6);
    expect(withdrawals[29]! / deposits[29]!).toBeCloseTo(1450 / 250, 6);

    const net = [...chart.querySelectorAll<SVGCircleElement>('[data-series="net"]')];
    expect(net).toHaveLength(30);
    expect(net[29]!.dataset.sign).toBe("negative");
    expect(net[28]!.dataset.sign).toBe("positive");
    // The zero line is where the quiet days' points sit; a loss is drawn under it.
    const zero = Number(net[0]!.getAttribute("cy"));
    expect(Number(net[29]!.getAttribute("cy"))).toBeGreaterThan(zero);
    expect(Number(net[28]!.getAttribute("cy"))).toBeLessThan(zero);
  });

  it("gives every figure to screen readers as a table and walks the days with the arrow keys", async () => {
    const days = thirtyDays({ 29: { deposits: "250.00", withdrawals: "1450.00", net: "-1200.00" } });
    await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard(days)) : undefined),
    });
    const table = await screen.findByRole("table", { name: "dashboard.chart_table" });
    const rows = within(table).getAllByRole("row");
    expect(rows).toHaveLength(31);
    expect(within(rows[30]!).getByText(`−${formatCredit("1200.00")}`)).toBeTruthy();

    const slider = screen.getByRole("slider", { name: "dashboard.chart_label" });
    fireEvent.focus(slider);
    expect(screen.getByTestId("day-figures").textContent).toContain(formatCredit("1450.00"));
    expect(slider.getAttribute("aria-valuenow")).toBe("30");
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    expect(slider.getAttribute("aria-valuenow")).toBe("29");
    fireEvent.keyDown(slider, { key: "Home" });
    expect(slider.getAttribute("aria-valuenow")).toBe("1");
    fireEvent.keyDown(slider, { key: "Escape" });
    expect(screen.queryByTestId("day-figures")).toBeNull();
  });

  it("says when the figures cannot be read, and asks again", async () => {
    let calls = 0;
    await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) => {
        if (call.path !== DASHBOARD) return undefined;
        calls += 1;
        return calls === 1 ? failure(500, "INTERNAL") : ok(dashboard());
      },
    });
    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain("errors.INTERNAL");
    fireEvent.click(within(alert).getByRole("button", { name: "dashboard.retry" }));
    expect(await screen.findByRole("region", { name: /^dashboard\.today/ })).toBeTruthy();
  });

  it("is open to support", async () => {
    await renderBackOffice("/backoffice/demo/dashboard", {
      me: staffMe("support"),
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard()) : undefined),
    });
    expect(await screen.findByTestId("daily-chart")).toBeTruthy();
  });

  it("shows owners first who was locked out at the second factor, when and from which IP", async () => {
    const lockouts: SecondFactorLockout[] = [
      { username: "finance.noy", agency: "demo", ip: "203.0.113.7", at: "2026-11-22T09:00:00.000Z" },
      { username: "platform.kham", agency: null, ip: "198.51.100.4", at: "2026-11-21T02:30:00.000Z" },
    ];
    const { router } = await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) =>
        call.path === DASHBOARD ? ok(dashboard()) : call.path === LOCKOUTS ? ok(lockouts) : undefined,
    });
    const notice = await screen.findByRole("region", { name: "dashboard.lockouts_title" });
    const rows = within(notice).getAllByTestId("lockout");
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain("finance.noy");
    expect(rows[0]!.textContent).toContain("203.0.113.7");
    expect(rows[0]!.textContent).toContain(formatDateTime("2026-11-22T09:00:00.000Z"));
    expect(within(rows[1]!).getByText("staff.platform_badge")).toBeTruthy();
    fireEvent.click(within(notice).getByRole("link", { name: "dashboard.lockouts_audit" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/audit"));
    expect(router.state.location.search).toMatchObject({ action: "staff.second-factor-lockout" });
  });

  it("shows no notice when nobody was locked out", async () => {
    await renderBackOffice("/backoffice/demo/dashboard", {
      answer: (call) =>
        call.path === DASHBOARD ? ok(dashboard()) : call.path === LOCKOUTS ? ok([]) : undefined,
    });
    await screen.findByTestId("daily-chart");
    expect(screen.queryByRole("region", { name: "dashboard.lockouts_title" })).toBeNull();
  });

  it("does not ask finance for lockouts, which only owners are told of", async () => {
    const { calls } = await renderBackOffice("/backoffice/demo/dashboard", {
      me: staffMe("finance"),
      answer: (call) => (call.path === DASHBOARD ? ok(dashboard()) : undefined),
    });
    await screen.findByTestId("daily-chart");
    expect(calls.map((call) => call.path)).not.toContain(LOCKOUTS);
  });

  it("sends marketing, who may not read it, to their own first screen", async () => {
    const { router } = await renderBackOffice("/backoffice/demo/dashboard", { me: staffMe("marketing") });
    await waitFor(() => expect(router.state.location.pathname).toBe("/demo/promotions"));
  });
});

describe("the chart's value axis", () => {
  it("takes round steps that hold the values and zero", () => {
    expect(niceScale(0, 870)).toEqual({ min: 0, max: 1000, ticks: [0, 200, 400, 600, 800, 1000] });
    expect(niceScale(-1200, 1450)).toEqual({
      min: -1500,
      max: 1500,
      ticks: [-1500, -1000, -500, 0, 500, 1000, 1500],
    });
    expect(niceScale(0, 0).ticks).toEqual([0, 20, 40, 60, 80, 100]);
    expect(niceScale(0, 0.3).ticks).toEqual([0, 0.05, 0.1, 0.15, 0.2, 0.25, 0.3]);
  });
});
