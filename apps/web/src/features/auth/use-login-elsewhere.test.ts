import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hearOtherTab } from "./test-other-tab";
import { useLoginElsewhere } from "./use-login-elsewhere";

function onLoginScreen() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, pathname: "/login", assign });
  renderHook(() => useLoginElsewhere(() => "/player/bank"));
  return assign;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a login in another tab, seen from the login screen", () => {
  it("takes this tab where its own login would have, once", () => {
    const assign = onLoginScreen();
    hearOtherTab("mi3k2x.a1b2c3d4");
    hearOtherTab("mi3k2y.e5f6g7h8");
    expect(assign).toHaveBeenCalledExactlyOnceWith("/player/bank");
  });

  it("is not a logout, a session found ended, or another key", () => {
    const assign = onLoginScreen();
    hearOtherTab(null);
    hearOtherTab("ended");
    hearOtherTab("mi3k2x.a1b2c3d4", "kham.language");
    expect(assign).not.toHaveBeenCalled();
  });

  it("is no longer heard once the screen is left", () => {
    const assign = vi.fn();
    vi.stubGlobal("location", { ...window.location, pathname: "/login", assign });
    const { unmount } = renderHook(() => useLoginElsewhere(() => "/player"));
    unmount();
    hearOtherTab("mi3k2x.a1b2c3d4");
    expect(assign).not.toHaveBeenCalled();
  });
});
