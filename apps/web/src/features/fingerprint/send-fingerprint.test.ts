import { deviceFingerprintSchema } from "@kham/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { stubApi } from "@/lib/test-app";
import { refreshFingerprint } from "./send-fingerprint";

describe("refreshFingerprint", () => {
  beforeEach(() => {
    // jsdom has no canvas; the probes then report empty values, as a locked-down browser would.
    vi.spyOn(HTMLCanvasElement.prototype, "getContext").mockReturnValue(null);
  });
  afterEach(() => {
    localStorage.clear();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("sends a fingerprint the server accepts, once a day per agent", async () => {
    const calls = stubApi(() => ({ status: 200, body: { data: { id: "fp-1", date: "2026-11-21" } } }));
    await refreshFingerprint("agency-1");
    await refreshFingerprint("agency-1");
    expect(calls).toHaveLength(1);
    const { fingerprint } = calls[0]!.body as { fingerprint: unknown };
    expect(deviceFingerprintSchema.safeParse(fingerprint).success).toBe(true);
    expect((fingerprint as { fingerprint: string }).fingerprint).toMatch(/^[0-9a-f]{64}$/);

    const stored = JSON.parse(localStorage.getItem("fingerprint:agency-1")!);
    expect(stored.fingerprint).toBe((fingerprint as { fingerprint: string }).fingerprint);
    expect(stored.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    await refreshFingerprint("agency-2");
    expect(calls).toHaveLength(2);
  });

  it("sends again when the stored day is not today", async () => {
    const calls = stubApi(() => ({ status: 200, body: { data: { id: "fp-1", date: "2026-11-21" } } }));
    await refreshFingerprint("agency-1");
    const stored = JSON.parse(localStorage.getItem("fingerprint:agency-1")!);
    localStorage.setItem("fingerprint:agency-1", JSON.stringify({ ...stored, date: "2000-01-01" }));
    await refreshFingerprint("agency-1");
    expect(calls).toHaveLength(2);
  });

  it("remembers nothing when the send fails, so the next visit tries again", async () => {
    stubApi(() => ({ status: 500, body: { error: { code: "INTERNAL", message: "down" } } }));
    await refreshFingerprint("agency-1");
    expect(localStorage.getItem("fingerprint:agency-1")).toBeNull();
  });
});
