import type { Protection } from "@kham/contract";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiAnswer, type ApiCall, renderInApp, stubApi } from "@/lib/test-app";
import { protectionOf } from "../test-data";
import { LimitsPanel } from "./limits-panel";

const rates = [
  { currency: "LAK" as const, buy: "640", sell: "660" },
  { currency: "THB" as const, buy: "1", sell: "1" },
];
const NOW = Date.parse("2026-03-03T12:00:00.000Z");

function renderPanel(
  protection: Protection,
  answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined,
) {
  const calls = stubApi(answer);
  renderInApp(() => <LimitsPanel protection={protection} rates={rates} now={NOW} />);
  return calls;
}

/** The row of one period of one kind of limit. */
async function row(kind: "deposit" | "loss", period: string) {
  const section = await screen.findByRole("region", { name: `protection.limits.${kind}_title` });
  return within(section).getByText(`protection.period.${period}`).closest("li") as HTMLElement;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("LimitsPanel", () => {
  it("shows each limit with its kip at today's rate and how much of it is used", async () => {
    renderPanel(
      protectionOf({
        limits: {
          deposit: { daily: "1000.00", weekly: null, monthly: null },
          loss: { daily: null, weekly: null, monthly: null },
        },
        usage: {
          deposit: { daily: "300.00", weekly: "300.00", monthly: "300.00" },
          loss: { daily: "0.00", weekly: "0.00", monthly: "0.00" },
        },
      }),
    );
    const daily = await row("deposit", "daily");
    expect(daily.textContent).toContain("1.000,00");
    expect(daily.textContent).toContain("protection.limits.kip");
    expect(daily.textContent).toContain("protection.limits.used");
    expect(daily.querySelector("[data-percent]")?.getAttribute("data-percent")).toBe("30");
    const weekly = await row("deposit", "weekly");
    expect(weekly.textContent).toContain("protection.limits.none");
  });

  it("sets a limit and shows the server's field error when the periods would be out of order", async () => {
    const calls = renderPanel(protectionOf(), ({ method, path }) =>
      method === "PUT" && path === "/v2/players/protection/limits"
        ? {
            status: 400,
            body: {
              error: {
                code: "VALIDATION_ERROR",
                message: "bad",
                fields: { amount: "protection.validation.limit_order" },
              },
            },
          }
        : undefined,
    );
    const weekly = await row("deposit", "weekly");
    fireEvent.click(within(weekly).getByRole("button", { name: "protection.limits.set" }));
    fireEvent.change(within(weekly).getByLabelText("protection.limits.amount_label"), {
      target: { value: "500" },
    });
    fireEvent.click(within(weekly).getByRole("button", { name: "protection.limits.save" }));
    expect(await within(weekly).findByText("protection.validation.limit_order")).toBeTruthy();
    expect(calls.find((call) => call.method === "PUT")?.body).toEqual({
      kind: "deposit",
      period: "weekly",
      amount: "500",
    });
  });

  it("refuses a zero limit before sending it", async () => {
    const calls = renderPanel(protectionOf());
    const daily = await row("loss", "daily");
    fireEvent.click(within(daily).getByRole("button", { name: "protection.limits.set" }));
    fireEvent.change(within(daily).getByLabelText("protection.limits.amount_label"), {
      target: { value: "0" },
    });
    fireEvent.click(within(daily).getByRole("button", { name: "protection.limits.save" }));
    expect(await within(daily).findByText("protection.validation.limit_positive")).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("says a raise waits 24 hours before it is sent", async () => {
    renderPanel(
      protectionOf({
        limits: {
          deposit: { daily: "1000.00", weekly: null, monthly: null },
          loss: { daily: null, weekly: null, monthly: null },
        },
      }),
    );
    const daily = await row("deposit", "daily");
    fireEvent.click(within(daily).getByRole("button", { name: "protection.limits.change" }));
    const input = within(daily).getByLabelText("protection.limits.amount_label");
    fireEvent.change(input, { target: { value: "500" } });
    expect(within(daily).queryByText("protection.limits.raise_waits")).toBeNull();
    fireEvent.change(input, { target: { value: "2000" } });
    expect(within(daily).getByText("protection.limits.raise_waits")).toBeTruthy();
  });

  it("shows a waiting raise without a confirm button, and one that may be confirmed with it", async () => {
    const calls = renderPanel(
      protectionOf({
        limits: {
          deposit: { daily: "1000.00", weekly: "3000.00", monthly: null },
          loss: { daily: null, weekly: null, monthly: null },
        },
        pending: [
          {
            kind: "deposit",
            period: "daily",
            amount: "2000.00",
            appliesAt: "2026-03-04T00:00:00.000Z",
            confirmBy: "2026-03-11T00:00:00.000Z",
          },
          {
            kind: "deposit",
            period: "weekly",
            amount: null,
            appliesAt: "2026-03-02T00:00:00.000Z",
            confirmBy: "2026-03-09T00:00:00.000Z",
          },
        ],
      }),
      ({ method, path }) =>
        method === "POST" && path === "/v2/players/protection/limits/confirm"
          ? { status: 200, body: { data: protectionOf() } }
          : undefined,
    );
    const daily = await row("deposit", "daily");
    expect(daily.textContent).toContain("protection.pending.raise");
    expect(daily.textContent).toContain("protection.pending.waiting");
    expect(within(daily).queryByRole("button", { name: "protection.pending.confirm" })).toBeNull();
    const weekly = await row("deposit", "weekly");
    expect(weekly.textContent).toContain("protection.pending.removal");
    fireEvent.click(within(weekly).getByRole("button", { name: "protection.pending.confirm" }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === "POST")?.body).toEqual({
        kind: "deposit",
        period: "weekly",
      }),
    );
  });
});
