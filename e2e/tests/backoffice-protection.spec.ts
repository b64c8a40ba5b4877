import type { APIRequestContext, Page } from "@playwright/test";
import { addBankAccount, credit, depositCredit } from "../fixtures/money.ts";
import { createStaff, enrolStaff, staffPage } from "../fixtures/staff.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

const bo = translations("lo", ["backoffice", "translation"]);

/** The player sets their own limit, as the player's protection screen does. */
async function setOwnLimit(request: APIRequestContext, baseURL: string, amount: string): Promise<void> {
  const response = await request.put(new URL("/api/v2/players/protection/limits", baseURL).href, {
    headers: { Origin: new URL(baseURL).origin },
    data: { kind: "deposit", period: "daily", amount },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Saved beside the test's results, to be looked at. */
async function screenshot(page: Page, name: string) {
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test("support tighten a player's limit with a reason; a looser one is refused", async ({
  page,
  browser,
  baseURL,
  player,
}) => {
  test.setTimeout(150_000);
  await addBankAccount(page.request, baseURL!);
  await depositCredit(page.request, baseURL!, 300);
  await setOwnLimit(page.request, baseURL!, "1000");

  const support = await createStaff(page.request, baseURL!, "support");
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, support);
  await staff.goto(`/backoffice/demo/players/${player.username}`);

  const panel = staff.getByTestId("protection-panel");
  await expect(panel.getByText(bo("protection.staff_only_tighten"))).toBeVisible();
  await expect(panel.getByTestId("exclusion-badge")).toHaveText(bo("protection.not_excluded"));
  const daily = panel.getByTestId("limit-deposit-daily");
  await expect(daily).toContainText(
    bo("protection.used_of", { used: await credit(staff, 300), limit: await credit(staff, 1000) }),
  );
  await screenshot(staff, "protection-1280");
  await staff.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await screenshot(staff, "protection-390");

  // Tighter than the player's 1000: set at once, with the reason kept for the audit log.
  const form = panel.getByRole("form", { name: bo("protection.tighten_title") });
  await expect(
    form.getByText(bo("protection.current_limit", { limit: await credit(staff, 1000) })),
  ).toBeVisible();
  await form.getByLabel(bo("protection.new_limit")).fill("500");
  await form.getByLabel(bo("protection.reason")).fill("ຜູ້ຫຼິ້ນໂທມາຂໍເອງ");
  await form.getByRole("button", { name: bo("protection.tighten_confirm") }).click();
  await expect(daily).toContainText(
    bo("protection.used_of", { used: await credit(staff, 300), limit: await credit(staff, 500) }),
  );
  await expect(form.getByLabel(bo("protection.new_limit"))).toHaveValue("");

  // Looser than 500 now: refused, translated under the amount, and the limit stays.
  await form.getByLabel(bo("protection.new_limit")).fill("800");
  await form.getByLabel(bo("protection.reason")).fill("ຜູ້ຫຼິ້ນຂໍເພີ່ມ");
  await form.getByRole("button", { name: bo("protection.tighten_confirm") }).click();
  await expect(form.getByText(bo("errors.LIMIT_NOT_TIGHTER"))).toBeVisible();
  await staff.reload();
  await expect(staff.getByTestId("limit-deposit-daily")).toContainText(
    bo("protection.used_of", { used: await credit(staff, 300), limit: await credit(staff, 500) }),
  );
  await staff.context().close();
});

test("finance pay out an excluded player's credit at their request", async ({
  page,
  browser,
  baseURL,
  player,
}) => {
  test.setTimeout(150_000);
  const account = await addBankAccount(page.request, baseURL!);
  await depositCredit(page.request, baseURL!, 200);
  const excluded = await page.request.post(new URL("/api/v2/players/protection/exclusion", baseURL).href, {
    headers: { Origin: new URL(baseURL!).origin },
    data: { kind: "SELF_EXCLUSION", period: "6m" },
  });
  expect(excluded.status(), await excluded.text()).toBe(200);

  const finance = await createStaff(page.request, baseURL!, "finance");
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, finance);
  await staff.goto(`/backoffice/demo/players/${player.username}`);

  const panel = staff.getByTestId("protection-panel");
  await expect(panel.getByTestId("exclusion-badge")).toContainText(bo("protection.self_exclusion_until"));
  const remaining = panel.getByTestId("remaining-credit");
  await expect(remaining.getByText(await credit(staff, 200))).toBeVisible();
  await screenshot(staff, "protection-excluded-1280");
  await remaining
    .getByRole("button", {
      name: bo("protection.payout_of", {
        credit: await credit(staff, 200),
        provider: bo("provider.gclub"),
      }),
    })
    .click();
  const dialog = staff.getByRole("dialog");
  await expect(dialog.getByTestId("payout-summary")).toContainText(await credit(staff, 200));
  await expect(dialog.getByTestId("payout-summary")).toContainText(account.accountName);
  await staff.setViewportSize({ width: 390, height: 844 });
  await screenshot(staff, "payout-dialog-390");
  await dialog.getByRole("button", { name: bo("protection.payout_confirm") }).click();
  await expect(dialog).toBeHidden();

  // The withdrawal is the player's like any other: in their orders, waiting for the cashier.
  const withdrawals = staff.getByTestId("recent-withdrawals");
  await expect(
    withdrawals.getByText(bo("players.credit_out", { credit: await credit(staff, 200) })),
  ).toBeVisible();
  await staff.context().close();
});

test("the dashboard counts the players near a limit", async ({ page, browser, baseURL, player: _ }) => {
  test.setTimeout(120_000);
  // 300 of a 350 daily limit: past 80 %.
  await addBankAccount(page.request, baseURL!);
  await depositCredit(page.request, baseURL!, 300);
  await setOwnLimit(page.request, baseURL!, "350");
  const support = await createStaff(page.request, baseURL!, "support");
  const staff = await staffPage(browser, baseURL!);
  await enrolStaff(staff, bo, support);
  await staff.goto("/backoffice/demo/dashboard");
  const tile = staff.getByRole("region", { name: bo("dashboard.near_limit.title") });
  await expect
    .poll(async () => Number(await tile.getByTestId("near-limit-count").textContent()))
    .toBeGreaterThanOrEqual(1);
  await screenshot(staff, "dashboard-1280");
  await staff.setViewportSize({ width: 390, height: 844 });
  await screenshot(staff, "dashboard-390");
  await staff.context().close();
});
