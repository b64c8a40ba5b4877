import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { currentPlayerSession, logoutFailed, startLogout, startPlayerSession } from "./session-memory";
import { hearOtherTab, SESSION_KEY as KEY } from "./test-other-tab";
import { useSessionChangesElsewhere } from "./use-session-changes-elsewhere";

/** `entered`: the marker the player area's guard let the tab in with (by default, the one there now). */
function onPlayerPage(entered = currentPlayerSession()) {
  const assign = vi.fn();
  const reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, pathname: "/player/bank", search: "", assign, reload });
  renderHook(() => useSessionChangesElsewhere(entered));
  return { assign, reload };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("a session change in another tab", () => {
  it("sends this tab to the login screen saying the session ended, when the other tab found it so", () => {
    const { assign, reload } = onPlayerPage();
    hearOtherTab("ended");
    // The end's word may be removed at once: that second change does not send the tab elsewhere.
    hearOtherTab(null);
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login?redirect=%2Fplayer%2Fbank&session=ended");
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads this tab after a logout or a login elsewhere", () => {
    const { assign, reload } = onPlayerPage();
    hearOtherTab(null);
    expect(reload).toHaveBeenCalledOnce();
    expect(assign).not.toHaveBeenCalled();
  });
});

describe("a session change in another tab between this tab's guard and its listening (hydrating)", () => {
  it("sends this tab to the login screen saying the session ended, when the other tab found it so", () => {
    startPlayerSession();
    const entered = currentPlayerSession();
    localStorage.setItem(KEY, "ended");
    const { assign, reload } = onPlayerPage(entered);
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login?redirect=%2Fplayer%2Fbank&session=ended");
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads this tab after a logout or a login elsewhere", () => {
    for (const elsewhere of [() => localStorage.removeItem(KEY), startPlayerSession]) {
      startPlayerSession();
      const entered = currentPlayerSession();
      elsewhere();
      const { assign, reload } = onPlayerPage(entered);
      expect(reload).toHaveBeenCalledOnce();
      expect(assign).not.toHaveBeenCalled();
      cleanup();
    }
  });

  it("leaves a tab whose own logout is under way to that logout", () => {
    startPlayerSession();
    const entered = currentPlayerSession();
    startLogout();
    try {
      localStorage.setItem(KEY, "ended");
      const { assign, reload } = onPlayerPage(entered);
      expect(assign).not.toHaveBeenCalled();
      expect(reload).not.toHaveBeenCalled();
    } finally {
      logoutFailed(null);
    }
  });

  it("leaves this tab be when nothing changed", () => {
    startPlayerSession();
    const { assign, reload } = onPlayerPage();
    expect(assign).not.toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
  });
});

/** The server refuses every call: the session ran out. */
function refuseEveryCall() {
  vi.stubGlobal(
    "fetch",
    vi.fn(async () =>
      Response.json({ error: { code: "UNAUTHENTICATED", message: "Log in" } }, { status: 401 }),
    ),
  );
}

const aPlayerCall = () => api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema);

describe("a session this tab finds ran out", () => {
  it("is told to the other tabs as this tab leaves for the login screen", async () => {
    startPlayerSession();
    const { assign } = onPlayerPage();
    const setItem = vi.spyOn(Storage.prototype, "setItem");
    refuseEveryCall();
    await expect(aPlayerCall()).rejects.toThrow();
    // The other tabs hear "ended" (their storage event).
    expect(setItem).toHaveBeenCalledWith(KEY, "ended");
    expect(localStorage.getItem(KEY)).toBe("ended");
    expect(assign).toHaveBeenCalledExactlyOnceWith("/login?redirect=%2Fplayer%2Fbank&session=ended");
    setItem.mockRestore();
  });

  it("is not told over a logout or a login in another tab that this tab has not acted on yet", async () => {
    startPlayerSession();
    const { assign, reload } = onPlayerPage();
    refuseEveryCall();
    // A login elsewhere: its marker is written, and this tab's refused call comes before its event.
    startPlayerSession();
    const loggedIn = localStorage.getItem(KEY);
    await expect(aPlayerCall()).rejects.toThrow();
    expect(localStorage.getItem(KEY)).toBe(loggedIn);
    expect(assign).toHaveBeenCalledOnce();

    // The event then arrives: the tab is already leaving, and a later refusal tells no one either.
    hearOtherTab(loggedIn);
    expect(reload).not.toHaveBeenCalled();
    localStorage.removeItem(KEY);
    await expect(aPlayerCall()).rejects.toThrow();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it("is told no more once the player area is left", async () => {
    startPlayerSession();
    const entered = currentPlayerSession();
    const { unmount } = renderHook(() => useSessionChangesElsewhere(entered));
    unmount();
    vi.stubGlobal("location", { ...window.location, pathname: "/player/bank", search: "", assign: vi.fn() });
    refuseEveryCall();
    await expect(aPlayerCall()).rejects.toThrow();
    expect(localStorage.getItem(KEY)).not.toBe("ended");
  });
});
