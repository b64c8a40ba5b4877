import { UNATTENDED_CALL_HEADER } from "@kham/contract";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ATTENDED_FOR_MS, watchStaffAttention } from "./attention";
import { staffApi } from "./staff-api";

describe("the staff API's calls", () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.useFakeTimers({ now: new Date("2026-11-28T09:00:00Z"), toFake: ["Date"] });
    vi.stubGlobal("fetch", fetchMock);
    fetchMock.mockImplementation(async () => new Response(JSON.stringify({ data: {} }), { status: 200 }));
    watchStaffAttention();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
    fetchMock.mockReset();
  });

  const sentHeaders = () => fetchMock.mock.calls.at(-1)![1]!.headers as Record<string, string>;

  it("say they were made by nobody once the back office has gone a minute without input", async () => {
    await staffApi.get("/auth/me", (contract) => contract.emptySchema);
    expect(sentHeaders()[UNATTENDED_CALL_HEADER]).toBeUndefined();

    vi.setSystemTime(Date.now() + ATTENDED_FOR_MS + 1000);
    await staffApi.get("/auth/me", (contract) => contract.emptySchema);
    expect(sentHeaders()[UNATTENDED_CALL_HEADER]).toBe("1");
    expect(fetchMock.mock.calls.at(-1)![0]).toBe("/api/admin/v1/auth/me");
  });
});
