import type { Page } from "@playwright/test";
import { addBankAccount, credit, depositCredit, rejectWithdrawal } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";

const shots = process.env.E2E_SCREENSHOTS;

async function openWithdrawal(page: Page, baseURL: string, amount: string): Promise<string> {
  const response = await page.request.post(new URL("/api/v2/withdrawals", baseURL).href, {
    headers: { Origin: new URL(baseURL).origin },
    data: { provider: "gclub", amount },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { code: string } }).data.code;
}

test("a rejected withdrawal shows the agency's reason and the credit that came back, not a returned 0.00", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  test.setTimeout(120_000);
  await addBankAccount(page.request, baseURL!);
  await depositCredit(page.request, baseURL!, 500);
  const code = await openWithdrawal(page, baseURL!, "300");
  await page.goto("/player/withdraw");
  const panel = page.getByRole("region", { name: t("withdraw.detail.title") });
  await expect(panel.getByTestId("withdrawal-code")).toHaveText(code);

  // Staff reject it in the back office with a reason; the open screen turns by itself.
  await rejectWithdrawal(page.request, baseURL!, code, "The account name does not match your name");
  await expect(panel.getByTestId("withdrawal-status")).toContainText(t("status.REJECTED"));
  const reason = panel.getByTestId("withdrawal-reason");
  await expect(reason).toContainText(t("withdraw.detail.reason"));
  await expect(reason).toContainText("The account name does not match your name");
  await expect(panel).toContainText(
    t("withdraw.detail.rejected_text", { amount: await credit(page, 300), provider: t("provider.gclub") }),
  );
  await expect(panel.locator('[data-field="credit-returned"]')).toHaveCount(0);
  await expect(panel.locator('[data-field="payout"]')).toHaveCount(0);
  // The whole credit is back at its provider.
  await expect(panel).toContainText(`${await credit(page, 500)} THB`);
  if (shots) await page.screenshot({ path: `${shots}/withdraw-rejected-1280.png`, fullPage: true });

  // The history's row says it too, on a phone (a card) and on a wide screen (a table row).
  await page.goto("/player/withdraw/history");
  const row = page.getByRole("row").filter({ hasText: code });
  await expect(row.getByTestId("withdrawal-reason")).toContainText(
    "The account name does not match your name",
  );
  await page.setViewportSize({ width: 390, height: 844 });
  const card = page.getByRole("listitem").filter({ hasText: code });
  await expect(card.getByTestId("withdrawal-reason")).toContainText(t("withdraw.detail.reason"));
  await expect(card.getByTestId("withdrawal-reason")).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/withdraw-history-rejected-390.png`, fullPage: true });
  await card.getByRole("button", { name: t("withdraw.history.detail_of", { code }) }).click();
  const detail = page.getByRole("dialog", { name: t("withdraw.detail.title") });
  await expect(detail.getByTestId("withdrawal-reason")).toContainText(
    "The account name does not match your name",
  );
});
