import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { api } from "@/lib/api-client";
import { hearOtherTabs, type SessionNews, staying } from "@/lib/player-session";
import { anotherTab } from "@/lib/player-session.test-support";
import { useSessionChangesElsewhere } from "./use-session-changes-elsewhere";

const cleanups: (() => void)[] = [];

/** A tab in the player area, and another tab of the same browser. */
function onPlayerPage() {
  const assign = vi.fn();
  const reload = vi.fn();
  vi.stubGlobal("location", { ...window.location, pathname: "/player/bank", search: "", assign, reload });
  const area = renderHook(() => useSessionChangesElsewhere());
  // Heard after the player area's own listener: once this one has some news, so has the area.
  const heard: SessionNews[] = [];
  cleanups.push(hearOtherTabs((news) => heard.push(news)));
  const other = anotherTab();
  cleanups.push(other.close);
  return { assign, reload, other, heard, area };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  staying();
  for (const done of cleanups.splice(0)) done();
});

describe("news of the session from another tab, in the player area", () => {
  for (const news of ["login", "logout", "ended"] as const) {
    it(`loads the tab afresh at a ${news}, for the server to say who is in now`, async () => {
      const tab = onPlayerPage();
      tab.other.tell(news);
      await vi.waitFor(() => expect(tab.reload).toHaveBeenCalledOnce());
      // The tab that was told the session ended says so; this one is asked to log in, if at all.
      expect(tab.assign).not.toHaveBeenCalled();
    });
  }

  it("goes to the login screen that says a break began when the player took one in another tab", async () => {
    const tab = onPlayerPage();
    tab.other.tell("excluded");
    await vi.waitFor(() => expect(tab.assign).toHaveBeenCalledExactlyOnceWith("/login?session=excluded"));
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it("acts on the first piece of news only: the tab is on its way", async () => {
    const tab = onPlayerPage();
    tab.other.tell("logout");
    tab.other.tell("login");
    await vi.waitFor(() => expect(tab.heard).toEqual(["logout", "login"]));
    expect(tab.reload).toHaveBeenCalledOnce();
  });

  it("leaves a tab already on its way to the login screen (a 401 of its own) on its way", async () => {
    const tab = onPlayerPage();
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({ error: { code: "SESSION_ENDED", message: "Ended" } }, { status: 401 }),
      ),
    );
    await expect(
      api.get("/v2/players/credits", (contract) => contract.playerCreditsSchema),
    ).rejects.toThrow();
    expect(tab.assign).toHaveBeenCalledExactlyOnceWith("/login?redirect=%2Fplayer%2Fbank&session=ended");
    tab.other.tell("ended");
    await vi.waitFor(() => expect(tab.heard).toEqual(["ended"]));
    expect(tab.reload).not.toHaveBeenCalled();
  });

  it("is heard no more once the player area is left", async () => {
    const tab = onPlayerPage();
    tab.area.unmount();
    tab.other.tell("logout");
    await vi.waitFor(() => expect(tab.heard).toEqual(["logout"]));
    expect(tab.reload).not.toHaveBeenCalled();
  });
});
