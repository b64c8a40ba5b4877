import { describe, expect, it } from "vitest";
import { errorCodes, errorStatus, isErrorCode } from "./errors.ts";

describe("error codes", () => {
  it("are UPPER_SNAKE and map to a 4xx or 5xx status", () => {
    for (const code of errorCodes) {
      expect(code).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
      expect(errorStatus[code]).toBeGreaterThanOrEqual(400);
      expect(errorStatus[code]).toBeLessThan(600);
    }
  });

  it("keep the statuses of the design's table where the web app depends on them", () => {
    // The login screen must show its message, so a failed login is not a 401.
    expect(errorStatus.INVALID_CREDENTIALS).toBe(400);
    expect(errorStatus.UNAUTHENTICATED).toBe(401);
    // A session the server ended is a 401 too: the web app's 401 rule sends the browser to /login.
    expect(errorStatus.SESSION_ENDED).toBe(401);
    expect(errorStatus.AGENCY_NOT_FOUND).toBe(404);
    expect(errorStatus.RATE_LIMITED).toBe(429);
  });

  it("recognise only known codes", () => {
    expect(isErrorCode("USERNAME_TAKEN")).toBe(true);
    expect(isErrorCode("toString")).toBe(false);
    expect(isErrorCode(42)).toBe(false);
  });
});
