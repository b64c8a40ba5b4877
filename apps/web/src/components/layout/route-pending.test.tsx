import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp } from "@/lib/test-app";
import { RoutePending, SLOW_LOAD_MS } from "./route-pending";

describe("RoutePending", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("offers a retry once a screen is slow to load, which loads the route again", async () => {
    const { router } = renderInApp(() => <RoutePending />);
    await screen.findByText("common.loading");
    expect(screen.queryByRole("button", { name: "network.retry" })).toBeNull();
    const invalidate = vi.spyOn(router, "invalidate").mockResolvedValue();
    await act(() => new Promise((resolve) => setTimeout(resolve, SLOW_LOAD_MS + 50)));
    expect(screen.getByText("network.slow")).toBeTruthy();
    act(() => screen.getByRole("button", { name: "network.retry" }).click());
    expect(invalidate).toHaveBeenCalledOnce();
  }, 10_000);

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
