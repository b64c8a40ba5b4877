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
            rejected_text: "rejected: {{amount}} THB back to {{provider}}",
            reason: "reason from the agency",
          },
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
});
