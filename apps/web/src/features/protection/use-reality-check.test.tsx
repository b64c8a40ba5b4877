import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { REALITY_CHECK_CHANNEL } from "./reality-check-tabs";
import { useRealityCheck } from "./use-reality-check";

const NOW = Date.parse("2026-03-02T10:10:00.000Z");
/** Ten minutes before NOW: a reminder of 15 minutes is due five minutes after the page loads. */
const STARTED = "2026-03-02T10:00:00.000Z";
const MINUTE = 60_000;

const channels: BroadcastChannel[] = [];

/** Another tab on the reality check's channel; `heard` resolves with the next message it receives. */
function anotherTab() {
  const channel = new BroadcastChannel(REALITY_CHECK_CHANNEL);
  channels.push(channel);
  const received: unknown[] = [];
  let waiting: ((data: unknown) => void) | undefined;
  channel.addEventListener("message", (event) => {
    received.push((event as MessageEvent).data);
    waiting?.((event as MessageEvent).data);
  });
  return {
    received,
    tell: (data: unknown) => channel.postMessage(data),
    heard: () => new Promise((resolve) => (waiting = resolve)),
  };
}

function setVisibility(state: DocumentVisibilityState) {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => state });
  document.dispatchEvent(new Event("visibilitychange"));
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: NOW });
  setVisibility("visible");
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  for (const channel of channels.splice(0)) channel.close();
});

describe("useRealityCheck", () => {
  it("comes due on the session's clock, not the page's: five minutes after a load ten minutes in", async () => {
    const { result } = renderHook(() => useRealityCheck(STARTED, 15));
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE - 1));
    expect(result.current.due).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.due).toEqual({ index: 1, at: NOW + 5 * MINUTE });
  });

  it("comes again every reminder's length after the player continues", async () => {
    const { result } = renderHook(() => useRealityCheck(STARTED, 15));
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE));
    act(() => result.current.dismiss());
    expect(result.current.due).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(15 * MINUTE));
    expect(result.current.due?.index).toBe(2);
  });

  it("never comes with the reminder off", async () => {
    const { result } = renderHook(() => useRealityCheck(STARTED, null));
    await act(() => vi.advanceTimersByTimeAsync(3 * 60 * MINUTE));
    expect(result.current.due).toBeUndefined();
  });

  it("tells the other tabs which check it shows", async () => {
    const other = anotherTab();
    renderHook(() => useRealityCheck(STARTED, 15));
    const told = other.heard();
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE));
    expect(await told).toEqual({ shown: 1 });
  });

  it("skips a check another tab already showed, and shows the next", async () => {
    const { result } = renderHook(() => useRealityCheck(STARTED, 15));
    const other = anotherTab();
    // A third tab hears the message after this hook's own listener has.
    const witness = anotherTab();
    const delivered = witness.heard();
    other.tell({ shown: 1 });
    await delivered;
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE));
    expect(result.current.due).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(15 * MINUTE));
    expect(result.current.due?.index).toBe(2);
  });

  it("waits while the tab is hidden and shows the check when the player comes back", async () => {
    const { result } = renderHook(() => useRealityCheck(STARTED, 15));
    setVisibility("hidden");
    await act(() => vi.advanceTimersByTimeAsync(5 * MINUTE));
    expect(result.current.due).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(2 * MINUTE));
    act(() => setVisibility("visible"));
    expect(result.current.due).toEqual({ index: 1, at: NOW + 7 * MINUTE });
  });
});
