import { act, cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubApi } from "@/lib/test-app";
import { protectionOf } from "../test-data";
import { RealityCheck } from "./reality-check";

const NOW = Date.parse("2026-03-02T11:10:00.000Z");
const MINUTE = 60_000;

function answerProtection(reminderMinutes: 15 | 30 | 60 | null) {
  return stubApi(({ method, path }) =>
    method === "GET" && path === "/v2/players/protection"
      ? {
          status: 200,
          body: {
            data: protectionOf({
              reminderMinutes,
              session: {
                sessionStartedAt: "2026-03-02T10:00:00.000Z",
                deposits: "1500.00",
                withdrawals: "200.00",
                net: "1300.00",
              },
            }),
          },
        }
      : undefined,
  );
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout", "Date"], now: NOW });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("RealityCheck", () => {
  it("shows the time on the site and the session's net when the reminder comes due", async () => {
    const calls = answerProtection(30);
    renderInApp(() => <RealityCheck />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(20 * MINUTE - 1));
    expect(screen.queryByRole("dialog")).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    const dialog = await vi.waitFor(() => screen.getByRole("dialog"), { timeout: 5000 });
    expect(dialog.textContent).toContain("protection.reality.time_hours");
    expect(dialog.textContent).toContain("1.500,00");
    expect(dialog.textContent).toContain("200,00");
    expect(dialog.textContent).toContain("1.300,00");
    // The figures are read again for the moment the check shows.
    await vi.waitFor(() => expect(calls).toHaveLength(2));
    expect(screen.getByRole("link", { name: "protection.reality.set_limit" }).getAttribute("href")).toBe(
      "/player/protection",
    );
    expect(screen.getByRole("button", { name: "protection.reality.logout" })).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "protection.reality.continue" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("shows nothing to a player who set no reminder", async () => {
    const calls = answerProtection(null);
    renderInApp(() => <RealityCheck />);
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    await act(() => vi.advanceTimersByTimeAsync(3 * 60 * MINUTE));
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
