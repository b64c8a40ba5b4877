import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type ApiAnswer, type ApiCall, renderInApp, stubApi } from "@/lib/test-app";
import { usageOf } from "../test-data";
import { CurrentUsage } from "./current-usage";

const ok = (data: unknown): ApiAnswer => ({ status: 200, body: { data } });
const gclubCredit = (amount: string) => ok({ provider: "gclub", credit: { amount, currency: "THB" } });

function renderUsage(usage = usageOf(), answer: (call: ApiCall) => ApiAnswer | undefined = () => undefined) {
  const calls = stubApi(
    (call) => answer(call) ?? (call.path === "/v2/players/credits/gclub" ? gclubCredit("200.00") : undefined),
  );
  renderInApp(() => <CurrentUsage usage={usage} />);
  return { calls, user: userEvent.setup() };
}

describe("CurrentUsage", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("before its deposit, says what to deposit for the bonus and leads to the deposit screen", async () => {
    renderUsage();
    const section = await screen.findByRole("region", { name: /promotion\.current\.title/ });
    expect(within(section).getByText("ໂບນັດຕ້ອນຮັບ 100%")).toBeTruthy();
    expect(within(section).getByText("promotion.current.deposit_needed")).toBeTruthy();
    expect(
      within(section)
        .getByRole("link", { name: /deposit_now/ })
        .getAttribute("href"),
    ).toBe("/player/deposit");
    expect(within(section).queryByRole("progressbar")).toBeNull();
    // Nothing can have been played out before the deposit; cancelling is still possible.
    expect(within(section).queryByRole("button", { name: /recheck/ })).toBeNull();
    expect(within(section).getByRole("button", { name: /promotion\.current\.cancel/ })).toBeTruthy();
  });

  it("after its deposit, shows the live credit at its provider against the credit needed to withdraw", async () => {
    renderUsage(usageOf({ deposited: true, bonus: "100.00" }));
    await vi.waitFor(() =>
      expect(screen.getByTestId("usage-progress").textContent).toMatch(/200[.,]00 \/ 600[.,]00/),
    );
    expect(screen.getByRole("progressbar").getAttribute("aria-valuenow")).toBe("33");
    expect(screen.getByText("promotion.current.play_to")).toBeTruthy();
    expect(screen.queryByRole("link", { name: /withdraw_now/ })).toBeNull();
  });

  it("once the credit reaches what it needs, offers the withdrawal", async () => {
    renderUsage(usageOf({ deposited: true, bonus: "100.00" }), ({ path }) =>
      path === "/v2/players/credits/gclub" ? gclubCredit("650.00") : undefined,
    );
    const withdraw = await screen.findByRole("link", { name: /withdraw_now/ });
    expect(withdraw.getAttribute("href")).toBe("/player/withdraw");
    expect(screen.getByText("promotion.current.ready")).toBeTruthy();
  });

  it("cancels only after the player confirms, then says it was cancelled", async () => {
    const usage = usageOf({ deposited: true, bonus: "100.00" });
    const { calls, user } = renderUsage(usage, ({ method, path }) =>
      method === "POST" && path === "/v2/promotions/usages/cancel"
        ? ok({ ...usage, status: "CANCELED", bonusRemoved: "100.00" })
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: /promotion\.current\.cancel/ }));
    const dialog = await screen.findByRole("dialog", { name: "promotion.cancel.title" });
    expect(within(dialog).getByText("promotion.cancel.text_bonus")).toBeTruthy();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(within(dialog).getByRole("button", { name: /promotion\.cancel\.keep/ }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    await user.click(screen.getByRole("button", { name: /promotion\.current\.cancel/ }));
    await user.click(await screen.findByRole("button", { name: /promotion\.cancel\.confirm/ }));
    expect(await screen.findByText("promotion.cancel.success", {}, { timeout: 3000 })).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")).toMatchObject({
      path: "/v2/promotions/usages/cancel",
      body: { usageId: usage.usageId },
    });
  });

  it("keeps the dialog open with the reason when the cancel is refused", async () => {
    const { user } = renderUsage(usageOf(), ({ method }) =>
      method === "POST"
        ? {
            status: 422,
            body: { error: { code: "CANNOT_USE_PROMOTION_WHILE_ORDER_IS_OPEN", message: "open" } },
          }
        : undefined,
    );
    await user.click(await screen.findByRole("button", { name: /promotion\.current\.cancel/ }));
    await user.click(await screen.findByRole("button", { name: /promotion\.cancel\.confirm/ }));
    const dialog = screen.getByRole("dialog");
    expect((await within(dialog).findByRole("alert")).textContent).toBe(
      "promotion.error.deposit_in_progress",
    );
  });

  it("tells the player when a recheck finds the promotion still in play", async () => {
    const usage = usageOf({ deposited: true, bonus: "100.00" });
    const { calls, user } = renderUsage(usage, ({ method, path }) =>
      method === "POST" && path === "/v2/promotions/usages/recheck" ? ok(usage) : undefined,
    );
    await user.click(await screen.findByRole("button", { name: /promotion\.current\.recheck/ }));
    expect(await screen.findByText("promotion.current.still_in_use")).toBeTruthy();
    expect(calls.find((call) => call.method === "POST")?.body).toEqual({});
  });
});
