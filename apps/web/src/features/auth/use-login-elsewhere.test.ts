import { cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hearOtherTabs, type SessionNews, staying } from "@/lib/player-session";
import { anotherTab } from "@/lib/player-session.test-support";
import { useLoginElsewhere } from "./use-login-elsewhere";

const cleanups: (() => void)[] = [];

function onLoginScreen() {
  const assign = vi.fn();
  vi.stubGlobal("location", { ...window.location, pathname: "/login", assign });
  const screen = renderHook(() => useLoginElsewhere(() => "/player/bank"));
  // Heard after the login screen's own listener: once this one has some news, so has the screen.
  const heard: SessionNews[] = [];
  cleanups.push(hearOtherTabs((news) => heard.push(news)));
  const other = anotherTab();
  cleanups.push(other.close);
  return { assign, screen, heard, other };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  staying();
  for (const done of cleanups.splice(0)) done();
});

describe("a login in another tab, seen from the login screen", () => {
  it("takes this tab where its own login would have, once", async () => {
    const tab = onLoginScreen();
    tab.other.tell("login");
    tab.other.tell("login");
    await vi.waitFor(() => expect(tab.heard).toEqual(["login", "login"]));
    expect(tab.assign).toHaveBeenCalledExactlyOnceWith("/player/bank");
  });

  it("is not a logout or a session found ended", async () => {
    const tab = onLoginScreen();
    tab.other.tell("logout");
    tab.other.tell("ended");
    await vi.waitFor(() => expect(tab.heard).toEqual(["logout", "ended"]));
    expect(tab.assign).not.toHaveBeenCalled();
  });

  it("is no longer heard once the screen is left", async () => {
    const tab = onLoginScreen();
    tab.screen.unmount();
    tab.other.tell("login");
    await vi.waitFor(() => expect(tab.heard).toEqual(["login"]));
    expect(tab.assign).not.toHaveBeenCalled();
  });
});
