import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@/lib/api-client";
import { NetworkError } from "@/lib/network";
import { renderInApp } from "@/lib/test-app";
import { RouteError } from "./route-error";

function renderRouteError(error: unknown) {
  return renderInApp(() => <RouteError error={error as Error} reset={() => {}} />);
}

describe("RouteError", () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it("says the network is the problem, with a retry and no developer details", async () => {
    renderRouteError(new NetworkError(new TypeError("Failed to fetch")));
    expect((await screen.findByRole("heading")).textContent).toBe("network.title");
    expect(screen.getByText("network.text")).toBeTruthy();
    expect(screen.getByRole("button", { name: "network.retry" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "error_view.show" })).toBeNull();
  });

  it("offline, a screen's code that could not load is the network too, and reloads nothing", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const reload = vi.spyOn(sessionStorage, "setItem");
    renderRouteError(new TypeError("Failed to fetch dynamically imported module: /assets/bank.js"));
    expect((await screen.findByRole("heading")).textContent).toBe("network.title");
    expect(reload).not.toHaveBeenCalled();
  });

  it("keeps the spec's generic view for a real error", async () => {
    renderRouteError(new ApiError(500, "INTERNAL", "boom"));
    expect((await screen.findByRole("heading")).textContent).toBe("error_view.title");
    expect(screen.getByRole("button", { name: "error_view.show" })).toBeTruthy();
  });
});
