import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { hearOtherTabs, type SessionNews, staying } from "@/lib/player-session";
import { anotherTab } from "@/lib/player-session.test-support";
import { renderInApp, stubApi } from "@/lib/test-app";
import { BreakPanel } from "./break-panel";

const cleanups: (() => void)[] = [];

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  staying();
  for (const done of cleanups.splice(0)) done();
});

function stubLocation() {
  const replace = vi.fn();
  vi.stubGlobal("location", { ...window.location, pathname: "/player/protection", search: "", replace });
  return replace;
}

describe("taking a break", () => {
  it("says in plain words what a cool-off does before anything is sent", async () => {
    const calls = stubApi(() => undefined);
    renderInApp(() => <BreakPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "protection.break.period.7d" }));
    const dialog = await screen.findByRole("dialog");
    for (const key of [
      "protection.break.confirm.cool_off_title",
      "protection.break.confirm.logged_out",
      "protection.break.confirm.deposits_cancelled",
      "protection.break.confirm.promotion_cancelled",
      "protection.break.confirm.withdrawals_paid",
      "protection.break.confirm.no_login",
      "protection.break.confirm.no_early_end",
    ])
      expect(dialog.textContent).toContain(key);
    fireEvent.click(screen.getByRole("button", { name: "protection.break.confirm.keep_playing" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("says a permanent exclusion is for good", async () => {
    stubApi(() => undefined);
    renderInApp(() => <BreakPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "protection.break.period.permanent" }));
    const dialog = await screen.findByRole("dialog");
    expect(dialog.textContent).toContain("protection.break.confirm.permanent_title");
    expect(dialog.textContent).toContain("protection.break.confirm.never_login");
  });

  it("starts the break, tells the other tabs and shows the login screen with its end", async () => {
    const replace = stubLocation();
    const until = "2026-03-09T10:00:00.000Z";
    const calls = stubApi(({ method, path }) =>
      method === "POST" && path === "/v2/players/protection/exclusion"
        ? { status: 200, body: { data: { kind: "COOL_OFF", until } } }
        : undefined,
    );
    const other = anotherTab();
    cleanups.push(other.close);
    const heard: SessionNews[] = [];
    cleanups.push(hearOtherTabs((news) => heard.push(news)));
    renderInApp(() => <BreakPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "protection.break.period.7d" }));
    fireEvent.click(await screen.findByRole("button", { name: "protection.break.confirm.submit" }));
    await vi.waitFor(() =>
      expect(replace).toHaveBeenCalledExactlyOnceWith(
        `/login?session=excluded&until=${encodeURIComponent(until)}`,
      ),
    );
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({ kind: "COOL_OFF", period: "7d" });
    await vi.waitFor(() => expect(other.heard).toEqual(["excluded"]));
  });

  it("keeps the player here with the reason when the break could not start", async () => {
    const replace = stubLocation();
    stubApi(({ method }) =>
      method === "POST" ? { status: 500, body: { error: { code: "INTERNAL", message: "boom" } } } : undefined,
    );
    renderInApp(() => <BreakPanel />);
    fireEvent.click(await screen.findByRole("button", { name: "protection.break.period.1y" }));
    fireEvent.click(await screen.findByRole("button", { name: "protection.break.confirm.submit" }));
    expect(await screen.findByText("errors.INTERNAL")).toBeTruthy();
    expect(replace).not.toHaveBeenCalled();
  });
});
