import { appLive } from "../fixtures/live.ts";
import { addBankAccount, credit, depositCredit, whole } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";

test("the deposit amount takes digits only and is checked against the agency's limits before anything is sent", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  const posted: string[] = [];
  page.on("request", (request) => {
    if (request.method() === "POST" && request.url().endsWith("/api/v2/deposits")) posted.push(request.url());
  });
  await page.goto("/player/deposit");
  await appLive(page);
  const amount = page.getByLabel(new RegExp(t("deposit.amount")));
  await expect(amount).toHaveAttribute("inputmode", "numeric");
  // A quick amount is chosen from the start.
  await expect(amount).toHaveValue(await whole(page, 50000));

  // Letters typed on a phone keyboard are dropped as they come.
  await amount.clear();
  await amount.pressSequentially("5a0b0c0");
  await expect(amount).toHaveValue(await whole(page, 5000));
  // A paste keeps its digits.
  await amount.clear();
  await page.keyboard.insertText("1,000,000 LAK");
  await expect(amount).toHaveValue(await whole(page, 1000000));

  // Below the minimum: said next to the amount with the limits, and nothing is sent.
  await amount.fill("5000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  const limits = t("deposit.error.amount_out_of_range", {
    min: await whole(page, 35000),
    max: await whole(page, 50000000),
    currency: "LAK",
  });
  await expect(page.getByRole("group").filter({ has: amount }).getByRole("alert")).toHaveText(limits);
  expect(posted).toEqual([]);
});

test("the withdrawal amount keeps digits and two decimals, and states its limits", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await depositCredit(page.request, baseURL!, 200);
  await page.goto("/player/withdraw");
  const amount = page.getByLabel(t("withdraw.amount"), { exact: false });
  await expect(amount).toHaveAttribute("inputmode", "decimal");
  // The filter as typed is the app's; what is typed before it starts is first-paint.spec's case.
  await appLive(page);
  await amount.pressSequentially("5x0.505");
  await expect(amount).toHaveValue(await credit(page, 50.5));
  await page.getByRole("button", { name: t("withdraw.submit") }).click();
  await expect(page.getByRole("group").filter({ has: amount }).getByRole("alert")).toHaveText(
    t("withdraw.error.amount_out_of_range", { min: await credit(page, 100), max: await credit(page, 50000) }),
  );
});

test("the account number takes digits only and says how many it needs", async ({ page, t, player: _ }) => {
  await page.goto("/player/bank");
  const number = page.getByLabel(t("bank_account.account_number"), { exact: true });
  await expect(number).toHaveAttribute("inputmode", "numeric");
  await expect(page.getByText(t("bank_account.account_number_hint", { min: 10, max: 18 }))).toBeVisible();
  await page.getByRole("radio", { name: /BCEL/ }).check({ force: true });
  await number.pressSequentially("16o2-4578");
  await expect(number).toHaveValue("1624578");
  await page.getByLabel(t("bank_account.account_name"), { exact: true }).fill("SOMCHAI PHOMMA");
  await page.getByRole("button", { name: t("bank_account.submit") }).click();
  await expect(page.getByRole("group").filter({ has: number }).getByRole("alert")).toHaveText(
    t("validation.account_number_length", { accountNumberMin: 10, accountNumberMax: 18 }),
  );
});
