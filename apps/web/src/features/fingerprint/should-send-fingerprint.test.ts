import { afterEach, describe, expect, it } from "vitest";
import {
  fingerprintStorageKey,
  readStoredFingerprint,
  shouldSendFingerprint,
  storeFingerprint,
} from "./should-send-fingerprint";

describe("shouldSendFingerprint", () => {
  const today = "2026-11-21";

  it("sends when nothing was stored", () => {
    expect(shouldSendFingerprint(null, "abc", today)).toBe(true);
  });

  it("does not send twice on the same day for the same device", () => {
    expect(shouldSendFingerprint({ date: today, fingerprint: "abc" }, "abc", today)).toBe(false);
  });

  it("sends again when the fingerprint changed", () => {
    expect(shouldSendFingerprint({ date: today, fingerprint: "abc" }, "def", today)).toBe(true);
  });

  it("sends again on a new day", () => {
    expect(shouldSendFingerprint({ date: "2026-11-20", fingerprint: "abc" }, "abc", today)).toBe(true);
  });
});

describe("stored fingerprint", () => {
  afterEach(() => localStorage.clear());

  it("is kept per agent id", () => {
    storeFingerprint(localStorage, "agency-1", { date: "2026-11-21", fingerprint: "abc" });
    expect(localStorage.getItem(fingerprintStorageKey("agency-1"))).toBe(
      JSON.stringify({ date: "2026-11-21", fingerprint: "abc" }),
    );
    expect(readStoredFingerprint(localStorage, "agency-1")).toEqual({
      date: "2026-11-21",
      fingerprint: "abc",
    });
    expect(readStoredFingerprint(localStorage, "agency-2")).toBeNull();
  });

  it("treats a damaged entry as nothing stored", () => {
    localStorage.setItem(fingerprintStorageKey("agency-1"), "{not json");
    expect(readStoredFingerprint(localStorage, "agency-1")).toBeNull();
    localStorage.setItem(fingerprintStorageKey("agency-1"), JSON.stringify({ date: 5 }));
    expect(readStoredFingerprint(localStorage, "agency-1")).toBeNull();
  });
});
