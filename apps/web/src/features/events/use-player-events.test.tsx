import type { DepositOrder, WithdrawalOrder } from "@kham/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, cleanup, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { creditKeys } from "@/features/credits/api/get-credits";
import { depositKeys } from "@/features/deposits/api/deposit-keys";
import { depositsQueryOptions } from "@/features/deposits/api/get-deposits";
import { depositOrderOf } from "@/features/deposits/test-data";
import { usagesQueryOptions } from "@/features/promotions/api/get-usages";
import { promotionKeys } from "@/features/promotions/api/promotion-keys";
import { usageOf } from "@/features/promotions/test-data";
import { withdrawalsQueryOptions } from "@/features/withdrawals/api/get-withdrawals";
import { withdrawalKeys } from "@/features/withdrawals/api/withdrawal-keys";
import { withdrawalOrderOf } from "@/features/withdrawals/test-data";
import { getLiveStatus } from "./live-status";
import { PLAYER_EVENTS_URL, usePlayerEvents } from "./use-player-events";

const firstPage = { page: 1, pageSize: 10 };

class FakeEventSource {
  static last: FakeEventSource | undefined;
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

function mount() {
  const queryClient = new QueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const view = render(<Listener />, { wrapper });
  const source = FakeEventSource.last!;
  return { queryClient, view, source };
}

describe("usePlayerEvents", () => {
  beforeEach(() => vi.stubGlobal("EventSource", FakeEventSource));
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("listens on the player's event stream with cookies and closes it when the player leaves", () => {
    const { view, source } = mount();
    expect(source.url).toBe(PLAYER_EVENTS_URL);
    expect(source.init).toEqual({ withCredentials: true });
    view.unmount();
    expect(source.closed).toBe(true);
  });

  it("on a paid order, drops it from the open orders and marks orders and credit stale", () => {
    const { queryClient, source } = mount();
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

  it("keeps a still-open order open and stores a provider's new credit", () => {
    const { queryClient, source } = mount();
    act(() => source.emit("deposit.updated", { order: order("PAID") }));
    expect(queryClient.getQueryData<DepositOrder[]>(depositKeys.open())?.[0]?.status).toBe("PAID");
    const credit = { provider: "gclub", credit: { amount: "100.00", currency: "THB" } };
    act(() => source.emit("credit.updated", credit));
    expect(queryClient.getQueryData(creditKeys.provider("gclub"))).toEqual(credit);
  });

  it("on an approved or rejected withdrawal, shows the new status and marks orders and credit stale", () => {
    const { queryClient, source } = mount();
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

  it("on a promotion change, shows the usage in use at once and marks the promotion data and credit stale", () => {
    const { queryClient, source } = mount();
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

  it("reports the stream down on error so screens poll, and live again once it reopens", () => {
    const { queryClient, source } = mount();
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
});
