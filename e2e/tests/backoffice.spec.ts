import { addBankAccount, depositCredit } from "../fixtures/money.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

/** The back office's texts (its own, then the player app's), in the default language. */
const bo = translations("lo", ["backoffice", "translation"]);
const shots = process.env.E2E_SCREENSHOTS;

test("an owner enrols 2FA, sees a player's withdrawal arrive live, approves it, and the player's screen turns SUCCESS", async ({
  page,
  browser,
  baseURL,
  t,
  player: _,
}) => {
  test.setTimeout(90_000);
  const owner = await createStaff(page.request, baseURL!, "owner");
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, owner);
  await staff.goto("/backoffice/demo/withdrawals");
  await expect(staff.getByRole("heading", { level: 1 })).toHaveText(bo("withdrawals.title"));
  await expect(staff.getByText(bo("live.on")).first()).toBeVisible();

  // The player asks for a withdrawal while the owner's queue is open.
  const account = await addBankAccount(page.request, baseURL!, { accountName: "KHAMSING VONGSA" });
  await depositCredit(page.request, baseURL!, 500);
  const created = await page.request.post("/api/v2/withdrawals", {
    headers: { Origin: new URL(baseURL!).origin },
    data: { provider: "gclub", amount: "200" },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { code } = ((await created.json()) as { data: { code: string } }).data;
  await page.goto("/player/withdraw");
  const panel = page.getByRole("region", { name: t("withdraw.detail.title") });
  await expect(panel.getByTestId("withdrawal-status")).toContainText(t("withdraw.status_open"));

  // It appears in the queue without a reload, with where to pay it.
  const row = staff.getByTestId("table-row").filter({ hasText: code });
  await expect(row).toBeVisible();
  await expect(row).toContainText(account.accountName);
  await expect(row).toContainText(account.accountNumber.replace(/(\d{4})(?=\d)/g, "$1 "));
  if (shots) await staff.screenshot({ path: `${shots}/backoffice-queue-1280.png`, fullPage: true });

  await row.getByRole("button", { name: bo("withdrawals.approve") }).click();
  const dialog = staff.getByRole("dialog");
  await expect(dialog).toContainText(account.accountName);
  await dialog.getByRole("button", { name: bo("withdrawals.approve_confirm") }).click();
  await expect(dialog).toBeHidden();
  // Approved orders leave the queue.
  await expect(row).toBeHidden();

  // The player's screen turns SUCCESS by itself.
  await expect(panel.getByTestId("withdrawal-status")).toContainText(t("status.SUCCESS"));
  await staff.context().close();
});
