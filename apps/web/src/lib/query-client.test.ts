// @vitest-environment node
import { describe, expect, it } from "vitest";
import { ApiError } from "./api-client";
import { createQueryClient, retryDelay, shouldRetry } from "./query-client";

describe("query client", () => {
  it("uses the spec's constants: refetch on focus, 5 minutes stale and cache time", () => {
    const queries = createQueryClient().getDefaultOptions().queries;
    expect(queries?.refetchOnWindowFocus).toBe(true);
    expect(queries?.staleTime).toBe(300_000);
    expect(queries?.gcTime).toBe(300_000);
  });

  it("retries network and server failures three times", () => {
    const serverError = new ApiError(500, "INTERNAL", "boom");
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(2, new TypeError("Failed to fetch"))).toBe(true);
    expect(shouldRetry(3, serverError)).toBe(false);
  });

  it("never retries a 4xx answer", () => {
    expect(shouldRetry(0, new ApiError(401, "UNAUTHENTICATED", "Log in"))).toBe(false);
    expect(shouldRetry(0, new ApiError(404, "AGENCY_NOT_FOUND", "No agency"))).toBe(false);
  });

  it("backs off exponentially up to 30 seconds", () => {
    expect(retryDelay(0)).toBe(1000);
    expect(retryDelay(1)).toBe(2000);
    expect(retryDelay(2)).toBe(4000);
    expect(retryDelay(10)).toBe(30_000);
  });
});
