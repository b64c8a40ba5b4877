import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubApi } from "@/lib/test-app";
import { depositOrderOf } from "../test-data";
import { DepositDialog } from "./deposit-dialog";

const open = depositOrderOf({
  code: "D1",
  status: "OPEN",
  expiresAt: new Date(Date.now() + 600_000).toISOString(),
});

function stubOrder() {
  let order = open;
  return stubApi(({ method, path }) => {
    if (method === "GET" && path === "/v2/deposits/D1") return { status: 200, body: { data: order } };
    if (path === "/v2/deposits/D1/laoqr") {
      return {
        status: 200,
        body: {
          data: {
            payload: "00020101021238570016A00526628466257701082771041802030020314BCEL01",
            amount: "66000",
            currency: "LAK",
            mid: "BCEL01",
            bankCode: "BCEL",
            expiresAt: open.expiresAt,
          },
        },
      };
    }
    if (path === "/v2/exchange-rates") {
      return { status: 200, body: { data: [{ currency: "LAK", buy: "640", sell: "660" }] } };
    }
    if (method === "POST" && path === "/v2/deposits/D1/cancel") {
      order = { ...open, status: "CANCELED" };
      return { status: 200, body: { data: order } };
    }
    return undefined;
  });
}

describe("DepositDialog", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("asks before cancelling, repeating that a player who paid should check first", async () => {
    const calls = stubOrder();
    renderInApp(() => <DepositDialog order={open} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "deposit.qr.cancel" }));

    const confirm = await screen.findByRole("alertdialog", { name: "deposit.cancel_confirm.title" });
    expect(within(confirm).getByText("deposit.close_warning")).toBeTruthy();
    expect(calls.some((call) => call.path === "/v2/deposits/D1/cancel")).toBe(false);
    // The safe answer has the focus, and the check is one tap away.
    expect(document.activeElement).toBe(
      within(confirm).getByRole("button", { name: "deposit.cancel_confirm.back" }),
    );
    expect(within(confirm).getByRole("button", { name: "deposit.qr.check" })).toBeTruthy();

    await user.click(within(confirm).getByRole("button", { name: "deposit.cancel_confirm.back" }));
    expect(screen.queryByRole("alertdialog")).toBeNull();
    expect(screen.getByRole("button", { name: "deposit.qr.cancel" })).toBeTruthy();
    expect(calls.some((call) => call.path === "/v2/deposits/D1/cancel")).toBe(false);

    await user.click(screen.getByRole("button", { name: "deposit.qr.cancel" }));
    await user.click(await screen.findByRole("button", { name: "deposit.cancel_confirm.confirm" }));
    await vi.waitFor(() =>
      expect(
        calls.filter((call) => call.method === "POST" && call.path === "/v2/deposits/D1/cancel"),
      ).toHaveLength(1),
    );
    expect(await screen.findByText("deposit.result.canceled_title")).toBeTruthy();
  });

  it("while it waits, says so, states the rates, and keeps saving the QR first among its actions", async () => {
    stubOrder();
    renderInApp(() => <DepositDialog order={open} onClose={vi.fn()} />, {
      translation: {
        deposit: {
          terms: { pay: "pay {{amount}} {{currency}} get {{credit}} at {{rate}}; cash-out {{buy}}" },
          qr: { save: "Save QR", waiting: "Waiting for your bank…" },
        },
      },
    });
    const actions = await screen.findByTestId("qr-actions");
    expect(within(actions).getByRole("status").textContent).toBe("Waiting for your bank…");
    const save = await within(actions).findByRole("button", { name: "Save QR" });
    // The primary look (the gold fill), and before cancel and check in the footer.
    expect(save.className).toContain("bg-gold-gradient");
    const buttons = within(actions).getAllByRole("button");
    expect(buttons[0]).toBe(save);
    expect(within(actions).getByRole("button", { name: "deposit.qr.check" }).className).not.toMatch(
      /(^|\s)bg-gold-gradient/,
    );
    await vi.waitFor(() =>
      expect(screen.getByTestId("qr-rate-line").textContent).toBe(
        "pay 66.000 LAK get 100,00 at 660; cash-out 640",
      ),
    );
    expect(screen.getByTestId("qr-order-code").textContent).toBe("D1");
  });
});
