import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "@/lib/i18n-react";
import { Translator } from "@/lib/translator";
import { withdrawalOrderOf } from "../test-data";
import { WithdrawalDetails } from "./withdrawal-details";

/** Texts that show their values, so a test sees what each sentence says. */
const i18n = new Translator({
  language: "lo",
  resources: {
    lo: {
      translation: {
        provider: { gclub: "GClub" },
        withdraw: {
          detail: {
            credit_returned: "excess removed",
            payout: "you will get",
            payout_received: "you received",
            paid: "paid",
            paid_reference: "reference",
            paid_at: "paid at",
            paid_slip: "slip",
            rejected_text: "rejected: {{amount}} THB back to {{provider}}",
            reason: "reason from the agency",
          },
          error: { contact_support: "contact support", open_bets: "bets still open" },
        },
      },
    },
  },
});

const renderDetails = (order: ReturnType<typeof withdrawalOrderOf>) =>
  render(
    <I18nProvider i18n={i18n}>
      <WithdrawalDetails order={order} />
    </I18nProvider>,
  );

describe("WithdrawalDetails", () => {
  afterEach(cleanup);

  it("of a rejected order says how much came back, once, and not a returned 0.00 above it", () => {
    renderDetails(withdrawalOrderOf({ status: "REJECTED", amount: "300.00", creditReceived: "300.00" }));
    expect(document.querySelector('[data-field="credit-returned"]')).toBeNull();
    expect(screen.getByText(/rejected: 300[.,]00 THB back to GClub/)).toBeTruthy();
    expect(screen.queryByText(/(^|\s)0[.,]00 THB/)).toBeNull();
  });

  it("shows the agency's reason for a rejection, labelled as theirs", () => {
    renderDetails(withdrawalOrderOf({ status: "REJECTED", reason: "name does not match the account" }));
    const reason = screen.getByTestId("withdrawal-reason");
    expect(reason.textContent).toContain("reason from the agency");
    expect(reason.textContent).toContain("name does not match the account");
  });

  it("says a withdrawal failed for open bets in those words, any other failure as contact support", () => {
    renderDetails(withdrawalOrderOf({ status: "FAILED", failure: "OPEN_BETS" }));
    expect(screen.getByRole("alert").textContent).toBe("bets still open");
    cleanup();
    renderDetails(withdrawalOrderOf({ status: "FAILED", failure: null }));
    expect(screen.getByRole("alert").textContent).toBe("contact support");
  });

  it("shows no reason line when staff gave none", () => {
    renderDetails(withdrawalOrderOf({ status: "REJECTED", reason: null }));
    expect(screen.queryByTestId("withdrawal-reason")).toBeNull();
  });

  it("shows the excess a promotion removed only when there is one", () => {
    renderDetails(withdrawalOrderOf({ creditReturned: "0.00" }));
    expect(document.querySelector('[data-field="credit-returned"]')).toBeNull();
    cleanup();
    renderDetails(
      withdrawalOrderOf({ amount: "500.00", creditReceived: "300.00", creditReturned: "200.00" }),
    );
    const returned = document.querySelector('[data-field="credit-returned"]')!;
    expect(returned.textContent).toMatch(/200[.,]00 THB/);
    expect(screen.getByText("excess removed")).toBeTruthy();
  });

  it("of a paid order with its proof says what was received, the reference and when it was paid", () => {
    renderDetails(
      withdrawalOrderOf({
        status: "SUCCESS",
        payout: "64000",
        payoutProof: { reference: "FT2611220042", paidAt: "2026-11-22T09:45:00.000Z" },
      }),
    );
    expect(screen.getByText("you received")).toBeTruthy();
    expect(screen.queryByText("you will get")).toBeNull();
    const paid = screen.getByTestId("withdrawal-paid");
    expect(paid.textContent).toContain("paid");
    expect(paid.querySelector('[data-field="paid-reference"]')!.textContent).toBe("FT2611220042");
    expect(paid.querySelector('[data-field="paid-at"]')!.textContent).toMatch(/22/);
    expect(screen.queryByRole("link", { name: "slip" })).toBeNull();
  });

  it("links a paid order's slip when staff uploaded one", () => {
    const slipUrl = `/media/${"d".repeat(64)}.webp`;
    renderDetails(
      withdrawalOrderOf({
        status: "SUCCESS",
        payoutProof: { reference: "FT1", paidAt: "2026-11-22T09:45:00.000Z", slipUrl },
      }),
    );
    expect(screen.getByRole("link", { name: "slip" }).getAttribute("href")).toBe(slipUrl);
  });

  it("still says what the player will get while the order is open, and shows no proof", () => {
    renderDetails(withdrawalOrderOf({ status: "OPEN" }));
    expect(screen.getByText("you will get")).toBeTruthy();
    expect(screen.queryByTestId("withdrawal-paid")).toBeNull();
  });
});
