import type { Page } from "@playwright/test";
import { addBankAccount, credit, openOrderCode, payWithSandbox, whole } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

/** Fills the deposit form: GClub, LAK at BCEL One (the demo agency's first merchant), an amount. */
async function fillDeposit(page: Page, t: Translate, amount: string) {
  await page
    .getByRole("radio", { name: new RegExp(t("provider.gclub")) })
    .first()
    .check({ force: true });
  await page.getByRole("radio", { name: "LAK", exact: true }).check({ force: true });
  await page
    .getByRole("radio", { name: /BCEL One/ })
    .first()
    .check({ force: true });
  await page.getByLabel(new RegExp(t("deposit.amount"))).fill(amount);
}

test("without a bank account the deposit screen leads the player to add one", async ({
  page,
  t,
  player: _,
}) => {
  await page.goto("/player/deposit");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.deposit.title"));
  await expect(page.getByText(t("deposit.bank_account_needed.text"))).toBeVisible();
  await page.getByRole("link", { name: t("deposit.bank_account_needed.action") }).click();
  await expect(page).toHaveURL(/\/player\/bank$/);
  await expect(page.getByRole("button", { name: t("bank_account.submit") })).toBeVisible();
});

test("a player deposits by LAO QR, pays with the sandbox bank and sees the credit arrive without reloading", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.goto("/player/deposit");

  // Below the agency's minimum: the limits are stated next to the amount.
  await fillDeposit(page, t, "5000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  await expect(
    page.getByText(
      t("deposit.error.amount_out_of_range", {
        min: await whole(page, 35000),
        max: await whole(page, 50000000),
        currency: "LAK",
      }),
    ),
  ).toBeVisible();

  // 66,000 kip at 660 kip per credit buys 100 credit, shown while typing.
  await page.getByLabel(new RegExp(t("deposit.amount"))).fill("66000");
  await expect(page.locator("#deposit-credit-preview")).toContainText(await credit(page, 100));
  await page.getByRole("button", { name: t("deposit.submit") }).click();

  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole("img", { name: /66/ })).toBeVisible();
  await expect(dialog).toContainText(`${await whole(page, 66000)} LAK`);
  await expect(dialog).toContainText("BCEL One");
  await expect(dialog.getByTestId("deposit-countdown")).toHaveText(/^1[45]:\d\d$/);
  const code = await openOrderCode(page.request, baseURL!);
  await expect(dialog).toContainText(code);
  const payload = await dialog.getByRole("img").getAttribute("data-payload");
  expect(payload).toMatch(/^000201010212/);
  expect(payload).toContain(code);

  // Check before paying: nothing yet.
  await dialog.getByRole("button", { name: t("deposit.qr.check") }).click();
  await expect(dialog.getByText(t("deposit.qr.not_paid_yet"))).toBeVisible();

  await payWithSandbox(code);
  const paidAt = Date.now();
  const done = page.getByRole("dialog", { name: t("deposit.result.title") });
  await expect(done.getByText(t("deposit.result.success_title"), { exact: true })).toBeVisible({
    timeout: 5000,
  });
  // Credit and order arrive by themselves (server-sent events), without a reload.
  expect(Date.now() - paidAt).toBeLessThan(5000);
  await expect(done).toContainText(`+${await credit(page, 100)} THB`);
  await expect(done.getByText(t("credits.provider_credit"))).toBeVisible();
  await expect(done).toContainText(`${await credit(page, 100)} THB`);

  // The result leads to this order in the history, pointed out there.
  await done.getByRole("link", { name: t("deposit.result.see_in_history") }).click();
  await expect(page).toHaveURL(new RegExp(`/player/deposit/history\\?order=${code}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.deposit_history.title"));
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toHaveAttribute("aria-current", "true");
  await expect(row).toContainText(t("provider.gclub"));
  await expect(row).toContainText(`${await whole(page, 66000)} LAK`);
  await expect(row).toContainText(t("status.SUCCESS"));
  await expect(row).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  await expect(row.locator("[data-colour]")).toHaveAttribute("data-colour", "green");

  // Back on the deposit screen the form is there for the next deposit, with the credit on its provider.
  await page.goto("/player/deposit");
  await expect(page.getByRole("button", { name: t("deposit.submit") })).toBeVisible();
  await expect(page.getByTestId("provider-credit-gclub")).toHaveText(`${await credit(page, 100)} THB`);
});

test("an unpaid order reopens its QR when the player returns; closing warns; cancelling ends it", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.goto("/player/deposit");
  await fillDeposit(page, t, "100000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog.getByRole("img")).toBeVisible();

  // On a phone the QR can be saved as an image for the bank app.
  await page.setViewportSize({ width: 390, height: 844 });
  const download = page.waitForEvent("download");
  await dialog.getByRole("button", { name: t("deposit.qr.save") }).click();
  const saved = await download;
  expect(saved.suggestedFilename()).toBe(`deposit-${await openOrderCode(page.request, baseURL!)}.png`);
  const png = await saved.createReadStream();
  const head = await new Promise<Buffer>((resolve) => png.once("data", (chunk) => resolve(chunk as Buffer)));
  expect(head.subarray(1, 4).toString()).toBe("PNG");
  await page.setViewportSize({ width: 1280, height: 800 });

  // Leaving and coming back brings the open order's dialog back.
  await page.goto("/player");
  await page.goto("/player/deposit");
  await expect(dialog.getByRole("img")).toBeVisible();

  // Closing first warns: a player who has paid should check first, otherwise contact staff.
  await page.keyboard.press("Escape");
  await expect(dialog.getByText(t("deposit.close_warning"))).toBeVisible();
  await dialog.getByRole("button", { name: t("deposit.close_anyway") }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("region", { name: t("deposit.open_order.title") })).toBeVisible();

  // A second order is not possible while this one is open; its QR is one tap away.
  await page.getByRole("button", { name: t("deposit.open_order.show") }).click();
  // Cancelling asks first, with the same warning; going back keeps the order.
  await dialog.getByRole("button", { name: t("deposit.qr.cancel") }).click();
  const confirm = dialog.getByRole("alertdialog", { name: t("deposit.cancel_confirm.title") });
  await expect(confirm).toContainText(t("deposit.close_warning"));
  await expect(confirm.getByRole("button", { name: t("deposit.qr.check") })).toBeVisible();
  await confirm.getByRole("button", { name: t("deposit.cancel_confirm.back") }).click();
  await expect(dialog.getByRole("img")).toBeVisible();
  await dialog.getByRole("button", { name: t("deposit.qr.cancel") }).click();
  await confirm.getByRole("button", { name: t("deposit.cancel_confirm.confirm") }).click();
  const ended = page.getByRole("dialog", { name: t("deposit.result.title") });
  await expect(ended.getByText(t("deposit.result.canceled_title"), { exact: true })).toBeVisible();
  await ended
    .getByRole("button", { name: t("common.close") })
    .first()
    .click();
  await expect(page.getByRole("button", { name: t("deposit.submit") })).toBeVisible();

  await page.goto("/player/deposit/history");
  await expect(page.getByRole("row").nth(1)).toContainText(t("status.CANCELED"));
  await expect(page.getByRole("row").nth(1).locator("[data-colour]")).toHaveAttribute("data-colour", "red");
});

test("with the event stream down the screen polls, and the paid order and credit still arrive", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await page.route("**/api/v2/players/events", (route) => route.abort());
  await addBankAccount(page.request, baseURL!);
  await page.goto("/player/deposit");
  await fillDeposit(page, t, "66000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog.getByRole("img")).toBeVisible();

  await payWithSandbox(await openOrderCode(page.request, baseURL!));
  const done = page.getByRole("dialog", { name: t("deposit.result.title") });
  await expect(done.getByText(t("deposit.result.success_title"), { exact: true })).toBeVisible();
  await done
    .getByRole("button", { name: t("common.close") })
    .first()
    .click();
  await expect(page.getByTestId("provider-credit-gclub")).toHaveText(`${await credit(page, 100)} THB`);
});

test("a payment the bank did not announce is found by Check", async ({ page, t, baseURL, player: _ }) => {
  await addBankAccount(page.request, baseURL!);
  await page.goto("/player/deposit");
  await fillDeposit(page, t, "132000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog.getByRole("img")).toBeVisible();

  await payWithSandbox(await openOrderCode(page.request, baseURL!), ["--no-webhook"]);
  await dialog.getByRole("button", { name: t("deposit.qr.check") }).click();
  const done = page.getByRole("dialog", { name: t("deposit.result.title") });
  await expect(done.getByText(t("deposit.result.success_title"), { exact: true })).toBeVisible();
  await expect(done).toContainText(`+${await credit(page, 200)} THB`);
});

test("a player who paid and then cancelled sees the credit arrive all the same", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.goto("/player/deposit");
  await fillDeposit(page, t, "66000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  const dialog = page.getByRole("dialog", { name: t("deposit.qr.title") });
  await expect(dialog.getByRole("img")).toBeVisible();
  const code = await openOrderCode(page.request, baseURL!);
  await dialog.getByRole("button", { name: t("deposit.qr.cancel") }).click();
  await dialog.getByRole("button", { name: t("deposit.cancel_confirm.confirm") }).click();
  const ended = page.getByRole("dialog", { name: t("deposit.result.title") });
  await expect(ended.getByText(t("deposit.result.canceled_title"), { exact: true })).toBeVisible();
  await ended
    .getByRole("button", { name: t("common.close") })
    .first()
    .click();
  const gclub = page.getByTestId("provider-credit-gclub");
  await expect(gclub).toHaveText(`${await credit(page, 0)} THB`);

  // The bank app had already sent the money: the late payment is credited to the cancelled order.
  await payWithSandbox(code);
  await expect(gclub).toHaveText(`${await credit(page, 100)} THB`, { timeout: 5000 });
  await page.goto("/player/deposit/history");
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row).toContainText(t("status.SUCCESS"));
});
