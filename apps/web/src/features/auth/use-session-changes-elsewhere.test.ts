import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSessionChangesElsewhere } from "./use-session-changes-elsewhere";

const KEY = "kham.player_session";

function otherTab(newValue: string | null) {
  window.dispatchEvent(new StorageEvent("storage", { key: KEY, newValue, storageArea: localStorage }));
}

function onPlayerPage() {
  const assign = vi.fn();
  const reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, pathname: "/player/bank", search: "", assign, reload });
  renderHook(() => useSessionChangesElsewhere());
  return { assign, reload };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a session change in another tab", () => {
  it("sends this tab to the login screen saying the session ended, when the other tab found it so", () => {
    const { assign, reload } = onPlayerPage();
    otherTab("ended");
    // The end's word is removed at once: that second change does not send the tab elsewhere.
    otherTab(null);
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login?redirect=%2Fplayer%2Fbank&session=ended");
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads this tab after a logout or a login elsewhere", () => {
    const { assign, reload } = onPlayerPage();
    otherTab(null);
    expect(reload).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });
});
