import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "@/lib/test-app";
import { RoutePending, SLOW_LOAD_MS } from "./route-pending";

describe("RoutePending", () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("offers a retry once a screen is slow to load, which loads the route again", async () => {
    // The clock runs as usual, and the test moves it past the wait instead of sleeping through it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { router } = renderInApp(() => <RoutePending />);
    await screen.findByText("common.loading");
    expect(screen.queryByRole("button", { name: "network.retry" })).toBeNull();
    const invalidate = vi.spyOn(router, "invalidate").mockResolvedValue();
    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS / 2));
    expect(screen.queryByText("network.slow")).toBeNull();
    act(() => vi.advanceTimersByTime(SLOW_LOAD_MS / 2));
    expect(screen.getByText("network.slow")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "network.retry" }).click());
    expect(invalidate).toHaveBeenCalledOnce();
  });

  it("says at once when the device is offline", async () => {
    const onLine = vi.spyOn(navigator, "onLine", "get").mockReturnValue(true);
    renderInApp(() => <RoutePending />);
    await screen.findByText("common.loading");
    onLine.mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event("offline"));
    });
    expect(screen.getByText("network.offline_wait")).toBeTruthy();
    expect(screen.getByRole("button", { name: "network.retry" })).toBeTruthy();
  });
});
