import { ACCOUNT_NUMBER_MAX, ACCOUNT_NUMBER_MIN } from "@kham/contract";
import { addBankAccount, freshAccountNumber } from "../fixtures/money.ts";
import { newPlayerDetails, registerPlayer } from "../fixtures/player.ts";
import { expect, test } from "../fixtures/test.ts";

test("a player adds the one bank account, sees each error in place, and cannot edit it afterwards", async ({
  page,
  t,
  player: _,
}) => {
  await page.goto("/player/bank");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.bank.title"));
  const save = page.getByRole("button", { name: t("bank_account.submit") });
  const number = page.getByLabel(t("bank_account.account_number"), { exact: true });
  const name = page.getByLabel(t("bank_account.account_name"), { exact: true });
  await expect(page.getByLabel(t("bank_account.currency"), { exact: true })).toHaveValue("LAK");

  // Nothing filled: each required field says so next to itself.
  await save.click();
  await expect(page.getByText(t("validation.bank_required"))).toBeVisible();
  await expect(page.getByText(t("validation.account_number_required"))).toBeVisible();
  await expect(page.getByText(t("validation.account_name_required"))).toBeVisible();

  // A test pattern is not a real account: the server's ACCOUNT_NOT_FOUND, shown under the number.
  await page.getByRole("radio", { name: /BCEL/ }).check({ force: true });
  await number.fill("1111111111");
  await name.fill("SOMCHAI PHOMMA");
  await save.click();
  await expect(page.getByRole("group").filter({ has: number }).getByRole("alert")).toHaveText(
    t("bank_account.error.account_not_found"),
  );

  const accountNumber = freshAccountNumber();
  await number.fill(accountNumber);
  await save.click();
  await page.getByRole("button", { name: t("bank_account.confirm.save") }).click();
  const card = page.getByRole("region", { name: t("bank_account.your_account") });
  await expect(card).toBeVisible();
  await expect(card).toContainText("BCEL");
  await expect(card).toContainText(accountNumber.replace(/(\d{4})(?=\d)/g, "$1 "));
  await expect(card).toContainText("SOMCHAI PHOMMA");
  await expect(card).toContainText(t("bank_account.locked"));
  // Read-only: no form and no input are left to change it, also after a reload.
  await page.reload();
  await expect(card).toBeVisible();
  await expect(page.getByRole("textbox")).toHaveCount(0);
  await expect(page.getByRole("button", { name: t("bank_account.submit") })).toHaveCount(0);
});

test("an account another player already uses is refused with 'contact staff'", async ({
  page,
  t,
  baseURL,
  browser,
  player: _,
}) => {
  const accountNumber = freshAccountNumber();
  const other = await browser.newContext({ baseURL });
  await registerPlayer(other.request, baseURL!, newPlayerDetails());
  await addBankAccount(other.request, baseURL!, { bankCode: "LDB", accountNumber });
  await other.close();

  await page.goto("/player/bank");
  await page.getByRole("radio", { name: /LDB/ }).check({ force: true });
  await page.getByLabel(t("bank_account.account_number"), { exact: true }).fill(accountNumber);
  await page.getByLabel(t("bank_account.account_name"), { exact: true }).fill("KHAMPHAN SIPASEUTH");
  await page.getByRole("button", { name: t("bank_account.submit") }).click();
  await page.getByRole("button", { name: t("bank_account.confirm.save") }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: t("bank_account.error.account_in_used") }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: t("bank_account.your_account") })).toHaveCount(0);
});

test("a second account, added from a form left open elsewhere, says it was already added", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await page.goto("/player/bank");
  await expect(page.getByRole("button", { name: t("bank_account.submit") })).toBeVisible();
  // Meanwhile the account is added from another tab.
  await addBankAccount(page.request, baseURL!);

  await page.getByRole("radio", { name: /JDB/ }).check({ force: true });
  await page.getByLabel(t("bank_account.account_number"), { exact: true }).fill(freshAccountNumber());
  await page.getByLabel(t("bank_account.account_name"), { exact: true }).fill("SOMCHAI PHOMMA");
  await page.getByRole("button", { name: t("bank_account.submit") }).click();
  await page.getByRole("button", { name: t("bank_account.confirm.save") }).click();
  await expect(page.getByRole("alert").filter({ hasText: t("bank_account.error.exists") })).toBeVisible();
});

for (const width of [360, 390]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 844 } });

    test("errors stay translated and in place, the account is confirmed, then deposit is in view", async ({
      page,
      t,
      player: _,
    }) => {
      await page.goto("/player/bank");
      const save = page.getByRole("button", { name: t("bank_account.submit") });
      const number = page.getByLabel(t("bank_account.account_number"), { exact: true });
      const name = page.getByLabel(t("bank_account.account_name"), { exact: true });
      const numberError = page.getByRole("group").filter({ has: number }).getByRole("alert");
      const banks = page.getByRole("group", { name: t("bank_account.bank") });

      // A number too short, then no bank: both errors, in Lao, none of zod's English.
      await number.fill("12345");
      await name.fill("SOMCHAI PHOMMA");
      await save.click();
      await expect(banks.getByText(t("validation.bank_required"))).toBeVisible();
      await expect(numberError).toHaveText(
        t("validation.account_number_length", {
          accountNumberMin: ACCOUNT_NUMBER_MIN,
          accountNumberMax: ACCOUNT_NUMBER_MAX,
        }),
      );
      await expect(page.getByText(/Invalid input|expected string/)).toHaveCount(0);

      // Choosing the bank answers its error; the number's stays until the number is fixed.
      await page.getByRole("radio", { name: /LDB/ }).check({ force: true });
      await expect(banks.getByText(t("validation.bank_required"))).toHaveCount(0);
      await expect(numberError).toBeVisible();

      const accountNumber = freshAccountNumber();
      await number.fill(accountNumber);
      await expect(numberError).toHaveCount(0);
      await save.click();

      const check = page.getByRole("region", { name: t("bank_account.confirm.title") });
      await expect(check).toBeInViewport();
      await expect(check.locator('img[src$="/LDB.svg"]')).toBeAttached();
      await expect(check).toContainText("LDB");
      await expect(check).toContainText(accountNumber.replace(/(\d{4})(?=\d)/g, "$1 "));
      await expect(check).toContainText("SOMCHAI PHOMMA");
      await expect(check).toContainText(t("bank_account.confirm.text"));
      await page.screenshot({ path: `test-results/bank-confirm-${width}.png` });

      // Going back keeps what was typed; nothing was saved yet.
      await check.getByRole("button", { name: t("bank_account.confirm.edit") }).click();
      await expect(number).toHaveValue(accountNumber);
      await save.click();
      await page.getByRole("button", { name: t("bank_account.confirm.save") }).click();

      await expect(page.getByRole("region", { name: t("bank_account.your_account") })).toContainText(
        "SOMCHAI PHOMMA",
      );
      const depositNow = page.getByRole("link", { name: t("bank_account.deposit_now") });
      await expect(depositNow).toBeInViewport();
      await expect(depositNow).toBeFocused();
      await expect(page.getByText(t("bank_account.saved"))).toBeVisible();
      const box = (await depositNow.boundingBox())!;
      expect(box.height).toBeGreaterThanOrEqual(44);
      await page.screenshot({ path: `test-results/bank-saved-${width}.png` });
      await depositNow.click();
      await expect(page).toHaveURL(/\/player\/deposit$/);
    });
  });
}
