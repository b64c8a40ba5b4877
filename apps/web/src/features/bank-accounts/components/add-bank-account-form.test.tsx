import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderInApp, stubApi } from "@/lib/test-app";
import { AddBankAccountForm } from "./add-bank-account-form";

const banks = [
  { code: "BCEL", name: "BCEL One", logoUrl: "/banks/BCEL.svg" },
  { code: "LDB", name: "Lao Development Bank", logoUrl: "/banks/LDB.svg" },
];

function answer(addAnswer: { status: number; body: unknown }) {
  return stubApi(({ method, path }) => {
    if (path === "/v2/banks") return { status: 200, body: { data: banks } };
    if (method === "POST" && path === "/v2/players/bank-accounts") return addAnswer;
    return undefined;
  });
}

async function fillAndSave(accountNumber: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: /LDB/ }));
  await user.type(screen.getByLabelText("bank_account.account_number"), accountNumber);
  await user.type(screen.getByLabelText("bank_account.account_name"), "Somchai Phomma");
  await user.click(screen.getByRole("button", { name: /bank_account.submit/ }));
}

describe("AddBankAccountForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sends the bank, number, name and LAK", async () => {
    const added = {
      id: "b1",
      bankCode: "LDB",
      bankName: "Lao Development Bank",
      accountNumber: "123456789012",
      accountName: "Somchai Phomma",
      currency: "LAK",
      createdAt: "2026-01-01T10:00:00Z",
    };
    const calls = answer({ status: 201, body: { data: added } });
    renderInApp(() => <AddBankAccountForm />);
    await fillAndSave("123456789012");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      bankCode: "LDB",
      accountNumber: "123456789012",
      accountName: "Somchai Phomma",
      currency: "LAK",
    });
  });

  it("shows the server's ACCOUNT_NOT_FOUND under the account number", async () => {
    answer({ status: 422, body: { error: { code: "ACCOUNT_NOT_FOUND", message: "invalid" } } });
    renderInApp(() => <AddBankAccountForm />);
    await fillAndSave("1111111111");
    const field = screen.getByLabelText("bank_account.account_number").closest("[role=group]") as HTMLElement;
    expect(await within(field).findByRole("alert")).toHaveProperty(
      "textContent",
      "bank_account.error.account_not_found",
    );
  });

  it("shows ACCOUNT_IN_USED for the whole form", async () => {
    answer({ status: 409, body: { error: { code: "ACCOUNT_IN_USED", message: "used" } } });
    renderInApp(() => <AddBankAccountForm />);
    await fillAndSave("123456789012");
    expect(await screen.findByText("bank_account.error.account_in_used")).toBeTruthy();
  });
});
