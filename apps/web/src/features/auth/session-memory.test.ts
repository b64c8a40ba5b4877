import { afterEach, describe, expect, it } from "vitest";
import {
  forgetPlayerSession,
  hadPlayerSession,
  isPlayerSessionChange,
  rememberPlayerSession,
  startPlayerSession,
} from "./session-memory";

const KEY = "kham.player_session";

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
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
});
