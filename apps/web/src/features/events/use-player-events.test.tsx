import type { DepositOrder, WithdrawalOrder } from "@kham/contract";
import { QueryClient } from "@tanstack/react-query";
import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { toast as sonnerToast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { depositKeys } from "@/features/deposits/api/deposit-keys";
import { depositsQueryOptions } from "@/features/deposits/api/get-deposits";
import { depositOrderOf } from "@/features/deposits/test-data";
import { usagesQueryOptions } from "@/features/promotions/api/get-usages";
import { promotionKeys } from "@/features/promotions/api/promotion-keys";
import { usageOf } from "@/features/promotions/test-data";
import { withdrawalsQueryOptions } from "@/features/withdrawals/api/get-withdrawals";
import { withdrawalKeys } from "@/features/withdrawals/api/withdrawal-keys";
import { withdrawalOrderOf } from "@/features/withdrawals/test-data";
import { staying } from "@/lib/player-session";
import { renderInApp, stubApi } from "@/lib/test-app";
import { getLiveStatus } from "./live-status";
import { PLAYER_EVENTS_URL, usePlayerEvents } from "./use-player-events";

const firstPage = { page: 1, pageSize: 10 };

class FakeEventSource {
  static readonly CLOSED = 2;
  static last: FakeEventSource | undefined;
  readyState = 1;
  readonly listeners = new Map<string, (event: Event) => void>();
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  closed = false;
  constructor(
    readonly url: string,
    readonly init?: EventSourceInit,
  ) {
    FakeEventSource.last = this;
  }
  addEventListener(name: string, listener: (event: Event) => void) {
    this.listeners.set(name, listener);
  }
  close() {
    this.closed = true;
  }
  emit(name: string, data: unknown) {
    this.listeners.get(name)?.(new MessageEvent(name, { data: JSON.stringify(data) }));
  }
}

const order = (status: DepositOrder["status"]) => depositOrderOf({ status });
const withdrawal = (status: WithdrawalOrder["status"]) => withdrawalOrderOf({ status });

function Listener() {
  usePlayerEvents();
  return null;
}

/** The listener mounted in the player's area at `path`, with the stream it opened. */
async function mount(path = "/player") {
  const queryClient = new QueryClient();
  const view = renderInApp(() => <Listener />, { path, queryClient });
  await vi.waitFor(() => expect(FakeEventSource.last).toBeDefined());
  const source = FakeEventSource.last!;
  return { queryClient, view, source, router: view.router };
}

describe("usePlayerEvents", () => {
  beforeEach(() => {
    // Toasts live in sonner's store across tests: each test starts with none.
    sonnerToast.dismiss();
    FakeEventSource.last = undefined;
    vi.stubGlobal("EventSource", FakeEventSource);
    // Nothing here fetches on purpose; refetches of invalidated data get an answer and are ignored.
    stubApi(() => undefined);
  });
  afterEach(async () => {
    // Sonner removes a closed toast on a timer: let it fire while the window still exists.
    sonnerToast.dismiss();
    await vi.waitFor(() => expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(0));
    cleanup();
    vi.unstubAllGlobals();
    // A test whose tab left for the login screen: the next one's has not.
    staying();
  });

  it("listens on the player's event stream with cookies and closes it when the player leaves", async () => {
    const { view, source } = await mount();
    expect(source.url).toBe(PLAYER_EVENTS_URL);
    expect(source.init).toEqual({ withCredentials: true });
    view.unmount();
    expect(source.closed).toBe(true);
  });

  it("on a paid order, drops it from the open orders and marks orders and credit stale", async () => {
    const { queryClient, source } = await mount();
    queryClient.setQueryData(depositKeys.open(), [order("OPEN")]);
    queryClient.setQueryData(depositsQueryOptions(firstPage).queryKey, {
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
    });
    queryClient.setQueryData(creditKeys.all, { credits: [], total: { amount: "0.00", currency: "THB" } });
    act(() => source.emit("deposit.updated", { order: order("SUCCESS") }));
    expect(queryClient.getQueryData(depositKeys.open())).toEqual([]);
    expect(queryClient.getQueryState(depositsQueryOptions(firstPage).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(creditKeys.all)?.isInvalidated).toBe(true);
  });

  it("keeps a still-open order open and stores a provider's new credit", async () => {
    const { queryClient, source } = await mount();
    act(() => source.emit("deposit.updated", { order: order("PAID") }));
    expect(queryClient.getQueryData<DepositOrder[]>(depositKeys.open())?.[0]?.status).toBe("PAID");
    const credit = { provider: "gclub", credit: { amount: "100.00", currency: "THB" } };
    await act(async () => source.emit("credit.updated", credit));
    expect(queryClient.getQueryData(creditKeys.provider("gclub"))).toEqual(credit);
  });

  it("keeps the pushed credit over a read of the older balance that was still on its way", async () => {
    const { queryClient, source } = await mount();
    const thb = (amount: string) => ({ amount, currency: "THB" });
    let answer!: (value: unknown) => void;
    const stale = queryClient
      .fetchQuery({
        queryKey: creditKeys.provider("gclub"),
        queryFn: () => new Promise((resolve) => (answer = resolve)),
      })
      .catch(() => "cancelled");
    const pushed = { provider: "gclub", credit: thb("500.00") };
    await act(async () => source.emit("credit.updated", pushed));
    answer({ provider: "gclub", credit: thb("200.00") });
    expect(await stale).toBe("cancelled");
    expect(queryClient.getQueryData(creditKeys.provider("gclub"))).toEqual(pushed);
  });

  it("puts a provider's new credit into every provider's list and its total, with no call", async () => {
    const { queryClient, source } = await mount();
    const thb = (amount: string) => ({ amount, currency: "THB" });
    queryClient.setQueryData(creditKeys.all, {
      credits: [
        { provider: "alphabet", credit: thb("0.10") },
        { provider: "gclub", credit: thb("5.00") },
      ],
      total: thb("5.10"),
    });
    await act(async () => source.emit("credit.updated", { provider: "gclub", credit: thb("100.20") }));
    expect(queryClient.getQueryData(creditKeys.all)).toEqual({
      credits: [
        { provider: "alphabet", credit: thb("0.10") },
        { provider: "gclub", credit: thb("100.20") },
      ],
      total: thb("100.30"),
    });
    // Shown as it is: nothing asks the providers again.
    expect(queryClient.getQueryState(creditKeys.all)?.isInvalidated).toBe(false);

    // A provider the list does not hold: the list is fetched again.
    await act(async () => source.emit("credit.updated", { provider: "askmebet", credit: thb("1.00") }));
    expect(queryClient.getQueryState(creditKeys.all)?.isInvalidated).toBe(true);
  });

  it("on an approved or rejected withdrawal, shows the new status and marks orders and credit stale", async () => {
    const { queryClient, source } = await mount();
    queryClient.setQueryData(withdrawalKeys.open(), [withdrawal("OPEN")]);
    queryClient.setQueryData(withdrawalsQueryOptions(firstPage).queryKey, {
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
    });
    queryClient.setQueryData(creditKeys.all, { credits: [], total: { amount: "0.00", currency: "THB" } });
    act(() => source.emit("withdrawal.updated", { order: withdrawal("REJECTED") }));
    expect(queryClient.getQueryData(withdrawalKeys.open())).toEqual([]);
    expect(queryClient.getQueryData<WithdrawalOrder>(withdrawalKeys.detail("W1"))?.status).toBe("REJECTED");
    expect(queryClient.getQueryState(withdrawalsQueryOptions(firstPage).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(creditKeys.all)?.isInvalidated).toBe(true);
  });

  it("on a promotion change, shows the usage in use at once and marks the promotion data and credit stale", async () => {
    const { queryClient, source } = await mount();
    queryClient.setQueryData(usagesQueryOptions(firstPage).queryKey, {
      items: [],
      page: 1,
      pageSize: 10,
      total: 0,
    });
    queryClient.setQueryData(creditKeys.all, { credits: [], total: { amount: "0.00", currency: "THB" } });
    const credited = usageOf({ deposited: true, bonus: "100.00" });
    act(() => source.emit("promotion.updated", { usage: credited }));
    expect(queryClient.getQueryData(promotionKeys.current())).toEqual(credited);
    expect(queryClient.getQueryState(usagesQueryOptions(firstPage).queryKey)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(creditKeys.all)?.isInvalidated).toBe(true);

    // Ended (withdrawn, rechecked or cancelled): no promotion in use any more.
    act(() => source.emit("promotion.updated", { usage: { ...credited, status: "SUCCESS" } }));
    expect(queryClient.getQueryData(promotionKeys.current())).toBeNull();
  });

  it("reads the money data again when the stream first opens: a change before it was not sent", async () => {
    const { queryClient, source } = await mount();
    queryClient.setQueryData(withdrawalKeys.open(), [withdrawal("OPEN")]);
    queryClient.setQueryData(creditKeys.all, { credits: [], total: { amount: "0.00", currency: "THB" } });
    act(() => source.onopen?.());
    expect(queryClient.getQueryState(withdrawalKeys.open())?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(creditKeys.all)?.isInvalidated).toBe(true);
  });

  it("reports the stream down on error so screens poll, and live again once it reopens", async () => {
    const { queryClient, source } = await mount();
    act(() => source.onopen?.());
    expect(getLiveStatus()).toBe("live");
    act(() => source.onerror?.());
    expect(getLiveStatus()).toBe("down");
    queryClient.setQueryData(creditKeys.all, { credits: [], total: { amount: "0.00", currency: "THB" } });
    act(() => source.onopen?.());
    expect(getLiveStatus()).toBe("live");
    // Events may have been missed while it was down.
    expect(queryClient.getQueryState(creditKeys.all)?.isInvalidated).toBe(true);
  });

  it("asks the server who is in when it refuses the stream, not when the stream only dropped", async () => {
    const calls = stubApi(({ path }) =>
      path === "/v2/players/me"
        ? { status: 401, body: { error: { code: "SESSION_ENDED", message: "Ended" } } }
        : undefined,
    );
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/player", search: "", assign });
    const { source } = await mount();
    // Dropped: the browser reconnects by itself.
    source.readyState = 0;
    act(() => source.onerror?.());
    // Refused (a 401): EventSource gives up, and the tab asks the server in a call it can read.
    source.readyState = FakeEventSource.CLOSED;
    act(() => source.onerror?.());
    await vi.waitFor(() =>
      expect(assign).toHaveBeenCalledExactlyOnceWith("/login?redirect=%2Fplayer&session=ended"),
    );
    expect(calls.filter((call) => call.path === "/v2/players/me")).toHaveLength(1);
  });

  it("tells a player elsewhere that a deposit landed, with a way to that order", async () => {
    const { source, router } = await mount("/player/game/gclub");
    act(() => source.emit("deposit.updated", { order: order("PAID") }));
    act(() => source.emit("deposit.updated", { order: depositOrderOf({ code: "D7", status: "SUCCESS" }) }));
    expect(await screen.findByText("deposit.toast.title")).toBeTruthy();
    expect(screen.getByText("deposit.toast.text")).toBeTruthy();
    // A plain click: sonner reads a pointer press on a toast as the start of a swipe.
    fireEvent.click(screen.getByRole("button", { name: "deposit.toast.view" }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/player/deposit/history"));
    expect(router.state.location.search).toMatchObject({ order: "D7" });
  });

  it("says nothing on the deposit screen, which shows the result itself", async () => {
    const { source, router } = await mount("/player/deposit");
    act(() => source.emit("deposit.updated", { order: depositOrderOf({ code: "D1", status: "SUCCESS" }) }));
    await act(() => router.navigate({ to: "/player" }));
    act(() => source.emit("deposit.updated", { order: depositOrderOf({ code: "D2", status: "SUCCESS" }) }));
    expect(await screen.findByText("deposit.toast.title")).toBeTruthy();
    // Only the second deposit, which landed away from the deposit screen, was announced.
    expect(document.querySelectorAll("[data-sonner-toast]")).toHaveLength(1);
  });
});
