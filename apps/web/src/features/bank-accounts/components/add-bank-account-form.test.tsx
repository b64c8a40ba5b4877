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

async function fill(accountNumber: string) {
  const user = userEvent.setup();
  await user.click(await screen.findByRole("radio", { name: /LDB/ }));
  await user.type(screen.getByLabelText("bank_account.account_number"), accountNumber);
  await user.type(screen.getByLabelText("bank_account.account_name"), "Somchai Phomma");
  await user.click(screen.getByRole("button", { name: /bank_account.submit/ }));
}

/** Fills the form, then confirms what the check shows. */
async function fillAndSave(accountNumber: string) {
  await fill(accountNumber);
  await userEvent.setup().click(await screen.findByRole("button", { name: /bank_account.confirm.save/ }));
}

const added = {
  id: "b1",
  bankCode: "LDB",
  bankName: "Lao Development Bank",
  accountNumber: "160245789312",
  accountName: "Somchai Phomma",
  currency: "LAK",
  createdAt: "2026-01-01T10:00:00Z",
};

describe("AddBankAccountForm", () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it("sends the bank, number, name and LAK", async () => {
    const calls = answer({ status: 201, body: { data: added } });
    renderInApp(() => <AddBankAccountForm />);
    await fillAndSave("160245789312");
    await vi.waitFor(() => expect(calls.some((call) => call.method === "POST")).toBe(true));
    expect(calls.find((call) => call.method === "POST")!.body).toEqual({
      bankCode: "LDB",
      accountNumber: "160245789312",
      accountName: "Somchai Phomma",
      currency: "LAK",
    });
  });

  it("shows bank, number and name to confirm, and sends nothing until confirmed", async () => {
    const calls = answer({ status: 201, body: { data: added } });
    const onAdded = vi.fn();
    renderInApp(() => <AddBankAccountForm onAdded={onAdded} />);
    await fill("160245789312");
    const check = await screen.findByRole("region", { name: "bank_account.confirm.title" });
    expect(check.textContent).toContain("Lao Development Bank");
    expect(check.textContent).toContain("1602 4578 9312");
    expect(check.textContent).toContain("Somchai Phomma");
    expect(check.querySelector("img")?.getAttribute("src")).toBe("/banks/LDB.svg");
    expect(calls.some((call) => call.method === "POST")).toBe(false);

    // Back to the form: what was typed is still there.
    const user = userEvent.setup();
    await user.click(within(check).getByRole("button", { name: /bank_account.confirm.edit/ }));
    expect((screen.getByLabelText("bank_account.account_number") as HTMLInputElement).value).toBe(
      "160245789312",
    );
    await user.click(screen.getByRole("button", { name: /bank_account.submit/ }));
    await user.click(await screen.findByRole("button", { name: /bank_account.confirm.save/ }));
    await vi.waitFor(() => expect(onAdded).toHaveBeenCalledOnce());
    expect(calls.filter((call) => call.method === "POST")).toHaveLength(1);
  });

  it("without a bank says so in the player's words and keeps the number's error", async () => {
    answer({ status: 201, body: { data: {} } });
    renderInApp(() => <AddBankAccountForm />);
    const user = userEvent.setup();
    await screen.findByRole("radio", { name: /LDB/ });
    const number = screen.getByLabelText("bank_account.account_number");
    await user.type(number, "12345");
    await user.click(screen.getByRole("button", { name: /bank_account.submit/ }));
    const banks = screen.getByRole("group", { name: "bank_account.bank" });
    expect(await within(banks).findByText("validation.bank_required")).toBeTruthy();
    const field = number.closest("[role=group]") as HTMLElement;
    expect(within(field).getByRole("alert").textContent).toBe("validation.account_number_length");
    expect(document.body.textContent).not.toMatch(/Invalid input|expected/);

    // Choosing the bank clears its error, not the number's.
    await user.click(screen.getByRole("radio", { name: /LDB/ }));
    await vi.waitFor(() => expect(within(banks).queryByText("validation.bank_required")).toBeNull());
    expect(within(field).getByRole("alert").textContent).toBe("validation.account_number_length");
  });

  it("shows the server's ACCOUNT_NOT_FOUND under the account number", async () => {
    answer({ status: 422, body: { error: { code: "ACCOUNT_NOT_FOUND", message: "invalid" } } });
    renderInApp(() => <AddBankAccountForm />);
    // A number of the right shape that the bank does not know: only the server can tell.
    await fillAndSave("160245789313");
    const field = screen.getByLabelText("bank_account.account_number").closest("[role=group]") as HTMLElement;
    expect(await within(field).findByRole("alert")).toHaveProperty(
      "textContent",
      "bank_account.error.account_not_found",
    );
  });

  it("shows ACCOUNT_IN_USED for the whole form", async () => {
    answer({ status: 409, body: { error: { code: "ACCOUNT_IN_USED", message: "used" } } });
    renderInApp(() => <AddBankAccountForm />);
    await fillAndSave("160245789312");
    expect(await screen.findByText("bank_account.error.account_in_used")).toBeTruthy();
  });

  it("takes digits only, says how many before anything is sent, and refuses what no bank gives out", async () => {
    const calls = answer({ status: 201, body: { data: {} } });
    renderInApp(() => <AddBankAccountForm />);
    const number = (await screen.findByLabelText("bank_account.account_number")) as HTMLInputElement;
    expect(number.inputMode).toBe("numeric");
    // The rule is stated before the player types.
    expect(
      document.getElementById(number.getAttribute("aria-describedby")!.split(" ")[0]!)?.textContent,
    ).toBe("bank_account.account_number_hint");
    await fill("16a02-4578 9");
    expect(number.value).toBe("160245789");
    const field = number.closest("[role=group]") as HTMLElement;
    expect(await within(field).findByRole("alert")).toHaveProperty(
      "textContent",
      "validation.account_number_length",
    );

    const user = userEvent.setup();
    await user.clear(number);
    await user.type(number, "1111111111");
    await user.click(screen.getByRole("button", { name: /bank_account.submit/ }));
    expect(await within(field).findByRole("alert")).toHaveProperty(
      "textContent",
      "bank_account.error.account_not_found",
    );
    expect(calls.some((call) => call.method === "POST")).toBe(false);
  });
});
