import { afterEach, describe, expect, it, vi } from "vitest";
import {
  currentPlayerSession,
  forgetPlayerSession,
  hadPlayerSession,
  isPlayerSessionChange,
  isPlayerSessionEnd,
  isPlayerSessionStart,
  markPlayerSessionEnded,
  playerSessionInDoubt,
  rememberPlayerSession,
  SESSION_AT_PAGE,
  startPlayerSession,
} from "./session-memory";
import { SESSION_KEY as KEY, otherTabWrote } from "./test-other-tab";

afterEach(() => {
  localStorage.clear();
  // A page of its own for each test: what the last one knew of the marker is not this one's.
  document.documentElement.removeAttribute(SESSION_AT_PAGE);
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("the player session's marker", () => {
  it("is new at every login, so the other tabs hear of one even where a marker was left", () => {
    startPlayerSession();
    const first = localStorage.getItem(KEY);
    startPlayerSession();
    expect(localStorage.getItem(KEY)).not.toBeNull();
    expect(localStorage.getItem(KEY)).not.toBe(first);
  });

  it("is kept on entering the player area, and set there only when missing", () => {
    expect(hadPlayerSession()).toBe(false);
    rememberPlayerSession();
    const set = localStorage.getItem(KEY);
    expect(set).not.toBeNull();
    rememberPlayerSession();
    expect(localStorage.getItem(KEY)).toBe(set);
    forgetPlayerSession();
    expect(hadPlayerSession()).toBe(false);
  });

  it("changes in another tab's local storage are a session change; other keys and session storage are not", () => {
    const event = (init: StorageEventInit) => new StorageEvent("storage", init);
    expect(isPlayerSessionChange(event({ key: KEY, storageArea: localStorage }))).toBe(true);
    expect(isPlayerSessionChange(event({ key: null, storageArea: localStorage }))).toBe(true);
    expect(isPlayerSessionChange(event({ key: "kham.language", storageArea: localStorage }))).toBe(false);
    expect(isPlayerSessionChange(event({ key: KEY, storageArea: sessionStorage }))).toBe(false);
  });

  it("tells the other tabs a session ran out, and keeps nothing of it for a later visit", () => {
    startPlayerSession();
    const written = vi.spyOn(Storage.prototype, "setItem");
    forgetPlayerSession({ ended: true });
    expect(written).toHaveBeenCalledWith(KEY, "ended");
    // The session is gone: "out", as after a logout.
    expect(localStorage.getItem(KEY)).toBe("out");
    expect(hadPlayerSession()).toBe(false);
  });

  it("keeps a call's word that the session ran out for the next entry to the player area, which says it once", () => {
    startPlayerSession();
    markPlayerSessionEnded(currentPlayerSession());
    expect(localStorage.getItem(KEY)).toBe("ended");
    expect(hadPlayerSession()).toBe(true);
    forgetPlayerSession({ ended: true });
    expect(hadPlayerSession()).toBe(false);
  });

  it("does not take a call's word over a logout or a login since the tab entered", () => {
    startPlayerSession();
    const entered = currentPlayerSession();
    forgetPlayerSession();
    markPlayerSessionEnded(entered);
    expect(hadPlayerSession()).toBe(false);

    startPlayerSession();
    const loggedIn = currentPlayerSession();
    markPlayerSessionEnded(entered);
    expect(localStorage.getItem(KEY)).toBe(loggedIn);
  });

  it("starts afresh on entering the player area where the end's word was left, with a marker no login screen takes for a login", () => {
    startPlayerSession();
    markPlayerSessionEnded(currentPlayerSession());
    rememberPlayerSession();
    const marker = localStorage.getItem(KEY);
    expect(marker).not.toBe("ended");
    expect(hadPlayerSession()).toBe(true);
    const entry = otherTabWrote(marker);
    expect(isPlayerSessionChange(entry)).toBe(true);
    expect(isPlayerSessionStart(entry)).toBe(false);
  });

  it("puts what a tab holds of a player in doubt after a logout or an end this browser saw, not where it has no word", () => {
    // No marker at all: storage cleared, or no login here since the marker came.
    expect(playerSessionInDoubt()).toBe(false);
    startPlayerSession();
    expect(playerSessionInDoubt()).toBe(false);
    forgetPlayerSession();
    expect(playerSessionInDoubt()).toBe(true);
    startPlayerSession();
    markPlayerSessionEnded(currentPlayerSession());
    expect(playerSessionInDoubt()).toBe(true);
    // The player area let the tab in (with the server's word): no longer.
    rememberPlayerSession();
    expect(playerSessionInDoubt()).toBe(false);
  });

  it("puts a held player in doubt when another tab changed the marker since this page knew it, not after this tab's own writes", () => {
    // The page's boot script noted a session's marker; another tab then wrote a login's.
    document.documentElement.setAttribute(SESSION_AT_PAGE, "lq3k.a1b2c3d4");
    localStorage.setItem(KEY, "lq3l.e5f6g7h8");
    expect(playerSessionInDoubt()).toBe(true);
    // This tab's own login: the page knows its marker.
    startPlayerSession();
    expect(playerSessionInDoubt()).toBe(false);
    // A page with no note (drawn by the browser) has no word on changes before the app started.
    document.documentElement.removeAttribute(SESSION_AT_PAGE);
    localStorage.setItem(KEY, "lq3m.i9j0k1l2");
    expect(playerSessionInDoubt()).toBe(false);
  });

  it("knows another tab's login from its logout or a session it found ended", () => {
    expect(isPlayerSessionStart(otherTabWrote("lq3k.x1y2z3"))).toBe(true);
    expect(isPlayerSessionStart(otherTabWrote(null))).toBe(false);
    expect(isPlayerSessionStart(otherTabWrote("out"))).toBe(false);
    expect(isPlayerSessionStart(otherTabWrote("ended"))).toBe(false);
    expect(isPlayerSessionStart(otherTabWrote("lq3k.x1y2z3", "kham.language"))).toBe(false);
  });

  it("knows another tab's end from its logout or login", () => {
    expect(isPlayerSessionEnd(otherTabWrote("ended"))).toBe(true);
    expect(isPlayerSessionEnd(otherTabWrote(null))).toBe(false);
    expect(isPlayerSessionEnd(otherTabWrote("out"))).toBe(false);
    expect(isPlayerSessionEnd(otherTabWrote("lq3k.x1y2z3"))).toBe(false);
    expect(isPlayerSessionEnd(otherTabWrote("ended", "kham.language"))).toBe(false);
  });
});
