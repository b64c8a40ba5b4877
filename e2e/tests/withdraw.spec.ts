import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { addBankAccount, credit, depositCredit, whole } from "../fixtures/money.ts";
import { e2eAdminToken, e2ePort } from "../fixtures/server.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const run = promisify(execFile);
const shots = process.env.E2E_SCREENSHOTS;

/** Staff act on a withdrawal with the project's admin CLI, as they do in real life. */
async function admin(...args: string[]): Promise<string> {
  const { stdout } = await run(
    "npm",
    ["run", "--silent", "admin", "--", ...args, "--url", `http://127.0.0.1:${e2ePort}`],
    {
      cwd: repoRoot,
      env: { ...process.env, ADMIN_TOKEN: e2eAdminToken },
    },
  );
  return stdout;
}

/** Fills the amount, checks the LAK preview, and goes through the confirmation step. */
async function withdraw(page: Page, t: Translate, amount: number) {
  await page.getByLabel(t("withdraw.amount"), { exact: false }).fill(String(amount));
  // Demo agency: 640 kip per credit, rounded down.
  await expect(page.getByTestId("payout-preview")).toHaveText(await whole(page, amount * 640));
  await page.getByRole("button", { name: t("withdraw.submit") }).click();
  const confirm = page.getByRole("region", { name: t("withdraw.confirm.title") });
  await expect(confirm).toContainText(`${await credit(page, amount)} THB`);
  await expect(confirm).toContainText(`${await whole(page, amount * 640)} LAK`);
  await confirm.getByRole("button", { name: t("withdraw.confirm.submit") }).click();
  const panel = page.getByRole("region", { name: t("withdraw.detail.title") });
  await expect(panel.getByTestId("withdrawal-status")).toContainText(t("withdraw.status_open"));
  return { panel, code: (await panel.getByTestId("withdrawal-code").textContent())!.trim() };
}

test("without a bank account the withdraw screen leads the player to add one", async ({
  page,
  t,
  player: _,
}) => {
  await page.goto("/player/withdraw");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.withdraw.title"));
  await expect(page.getByText(t("withdraw.bank_account_needed.text"))).toBeVisible();
  await page.getByRole("link", { name: t("withdraw.bank_account_needed.action") }).click();
  await expect(page).toHaveURL(/\/player\/bank$/);
});

test("a player withdraws, staff approve it and the player sees it paid; a rejected one gives the credit back", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  test.setTimeout(180_000);
  const account = await addBankAccount(page.request, baseURL!, { accountName: "SOMCHAI PHOMMA" });
  await depositCredit(page.request, baseURL!, 1000);
  await page.goto("/player/withdraw");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.withdraw.title"));
  // The provider holding the credit is picked, and the account the money goes to is shown.
  await expect(page.getByRole("radio", { name: new RegExp(t("provider.gclub")) }).first()).toBeChecked();
  await expect(page.getByTestId("payout-account")).toContainText(account.accountName);
  if (shots) await page.screenshot({ path: `${shots}/withdraw-form-1280.png`, fullPage: true });

  // More than the provider holds is refused before anything is sent.
  await page.getByLabel(t("withdraw.amount"), { exact: false }).fill("1000.01");
  await page.getByRole("button", { name: t("withdraw.submit") }).click();
  await expect(page.getByText(t("withdraw.error.insufficient_credit"))).toBeVisible();

  const first = await withdraw(page, t, 200);
  const { panel } = first;
  await expect(panel.getByTestId("withdrawal-status").locator("[data-colour]")).toHaveAttribute(
    "data-colour",
    "grey",
  );
  await expect(panel.locator('[data-field="amount"]')).toHaveText(`${await credit(page, 200)} THB`);
  await expect(panel.locator('[data-field="credit-received"]')).toHaveText(`${await credit(page, 200)} THB`);
  // No promotion took anything: no "credit returned 0.00" line to misread.
  await expect(panel.locator('[data-field="credit-returned"]')).toHaveCount(0);
  await expect(panel.locator('[data-field="payout"]')).toHaveText(`${await whole(page, 128000)} LAK`);
  await expect(panel.locator('[data-field="bank-name"]')).not.toBeEmpty();
  await expect(panel.locator('[data-field="account-name"]')).toHaveText(account.accountName);
  await expect(panel.locator('[data-field="account-number"]')).toHaveText(
    account.accountNumber.replace(/(\d{4})(?=\d)/g, "$1 "),
  );
  // The credit left the provider when the order was made: the panel shows what is left there.
  await expect(panel).toContainText(`${await credit(page, 800)} THB`);
  // The credit shows once on this screen, not in a second panel.
  await expect(page.getByRole("region", { name: t("credits.title") })).toHaveCount(0);

  // Coming back shows the open withdrawal again, not a new form.
  await page.goto("/player");
  await page.goto("/player/withdraw");
  await expect(panel.getByTestId("withdrawal-code")).toHaveText(first.code);
  if (shots) {
    await page.screenshot({ path: `${shots}/withdraw-open-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/withdraw-open-390.png`, fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  }

  // Staff pay it out: the screen turns SUCCESS by itself.
  await admin("withdrawal:approve", first.code, "--reference", `FT-${first.code}`);
  await expect(panel.getByTestId("withdrawal-status")).toContainText(t("status.SUCCESS"), { timeout: 5000 });
  await expect(panel.getByTestId("withdrawal-paid")).toContainText(`FT-${first.code}`);
  await expect(panel.getByTestId("withdrawal-status").locator("[data-colour]")).toHaveAttribute(
    "data-colour",
    "green",
  );

  // A second one is rejected: the credit comes back without a reload.
  await panel.getByRole("button", { name: t("withdraw.new") }).click();
  const second = await withdraw(page, t, 300);
  await expect(second.panel).toContainText(`${await credit(page, 500)} THB`);
  await admin("withdrawal:reject", second.code, "--reason", "account closed");
  await expect(second.panel.getByTestId("withdrawal-status")).toContainText(t("status.REJECTED"), {
    timeout: 5000,
  });
  await expect(second.panel).toContainText(`${await credit(page, 800)} THB`);
  await expect(second.panel.getByTestId("withdrawal-reason")).toContainText("account closed");

  // The history lists both, with the spec's columns and colours, and opens a detail.
  await page.getByRole("link", { name: t("withdraw.history_link") }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.withdraw_history.title"));
  const paid = page.getByRole("row").filter({ hasText: first.code });
  await expect(paid).toContainText(t("provider.gclub"));
  await expect(paid).toContainText(`${await credit(page, 200)} THB`);
  await expect(paid).toContainText(/\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
  await expect(paid.locator("[data-colour]")).toHaveAttribute("data-colour", "green");
  const rejected = page.getByRole("row").filter({ hasText: second.code });
  await expect(rejected.locator("[data-colour]")).toHaveAttribute("data-colour", "red");
  if (shots) await page.screenshot({ path: `${shots}/withdraw-history-1280.png`, fullPage: true });
  await rejected
    .getByRole("button", { name: t("withdraw.history.detail_of", { code: second.code }) })
    .click();
  const detail = page.getByRole("dialog", { name: t("withdraw.detail.title") });
  await expect(detail.locator('[data-field="amount"]')).toHaveText(`${await credit(page, 300)} THB`);
  await expect(detail.locator('[data-field="account-name"]')).toHaveText(account.accountName);
  await expect(detail).toContainText(
    t("withdraw.detail.rejected_text", { amount: await credit(page, 300), provider: t("provider.gclub") }),
  );
  await expect(detail.getByTestId("withdrawal-reason")).toContainText(t("withdraw.detail.reason"));
  await expect(detail.getByTestId("withdrawal-reason")).toContainText("account closed");
  if (shots) {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${shots}/withdraw-detail-390.png` });
    await page.keyboard.press("Escape");
    await page.screenshot({ path: `${shots}/withdraw-history-390.png`, fullPage: true });
  }
});
