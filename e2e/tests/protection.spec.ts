import type { Page } from "@playwright/test";
import { formatLaoDateTime } from "../../apps/web/src/lib/format";
import { appLive } from "../fixtures/live.ts";
import { addBankAccount, credit } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";

/** The start of the next day in Lao time (UTC+7), when a daily limit frees up. */
function nextLaoMidnight(now = Date.now()): string {
  const lao = new Date(now + 7 * 3_600_000);
  const next = Date.UTC(lao.getUTCFullYear(), lao.getUTCMonth(), lao.getUTCDate() + 1) - 7 * 3_600_000;
  return new Date(next).toISOString();
}

async function setLimit(
  page: Page,
  kindTitle: string,
  period: string,
  amount: string,
  t: (k: string) => string,
) {
  const row = page
    .getByRole("region", { name: kindTitle })
    .getByRole("listitem")
    .filter({ has: page.getByRole("heading", { name: t(`protection.period.${period}`) }) });
  await row.getByRole("button", { name: t("protection.limits.set") }).click();
  await row.getByRole("textbox").fill(amount);
  await row.getByRole("button", { name: t("protection.limits.save") }).click();
  return row;
}

test("a player's own deposit limit refuses a deposit past it, with what is still allowed and when", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.goto("/player/protection");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.protection.title"));
  await appLive(page);
  const row = await setLimit(page, t("protection.limits.deposit_title"), "daily", "50", t);
  await expect(page.getByText(t("protection.limits.saved"))).toBeVisible();
  await expect(row).toContainText(await credit(page, 50));

  await page.goto("/player/deposit");
  await appLive(page);
  await page.getByRole("radio", { name: "LAK", exact: true }).check({ force: true });
  // 66,000 kip buys 100 credit at the demo agency's 660 kip per credit: past the 50 allowed today.
  await page.getByLabel(new RegExp(t("deposit.amount"))).fill("66000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  await expect(
    page.getByText(
      t("deposit.error.own_deposit_limit", {
        allowed: await credit(page, 50),
        date: formatLaoDateTime(nextLaoMidnight(), "lo"),
      }),
    ),
  ).toBeVisible();
  await page.getByRole("link", { name: t("deposit.error.own_limit_link") }).click();
  await expect(page).toHaveURL(/\/player\/protection$/);
});

test("a cool-off logs the player out in every tab and refuses the login until it ends", async ({
  page,
  context,
  t,
  player,
}) => {
  const other = await context.newPage();
  await other.goto("/player");
  await expect(other.getByRole("heading", { name: player.displayName })).toBeVisible();

  await page.goto("/player/protection");
  await appLive(page);
  await page.getByRole("button", { name: t("protection.break.period.24h") }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(t("protection.break.confirm.logged_out"));
  await expect(dialog).toContainText(t("protection.break.confirm.withdrawals_paid"));
  await dialog.getByRole("button", { name: t("protection.break.confirm.submit") }).click();

  await expect(page).toHaveURL(/\/login\?session=excluded&until=/);
  const until = new URL(page.url()).searchParams.get("until")!;
  const end = formatLaoDateTime(until, "lo");
  await expect(
    page.getByRole("status").filter({ hasText: t("login.excluded_until", { date: end }) }),
  ).toBeVisible();
  // The other tab heard of it and shows the login screen that says a break began.
  await expect(other).toHaveURL(/\/login\?session=excluded$/);
  await expect(other.getByRole("status").filter({ hasText: t("login.excluded") })).toBeVisible();

  await appLive(page);
  await page.getByLabel(t("login.username"), { exact: true }).fill(player.username);
  await page.getByLabel(t("login.password"), { exact: true }).fill(player.password);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page.getByRole("alert")).toContainText(t("login.error.excluded_until", { date: end }));
  await expect(
    page.getByRole("alert").getByRole("link", { name: t("login.error.excluded_help") }),
  ).toHaveAttribute("href", "/responsible-gaming");
  await expect(page).toHaveURL(/\/login/);
});

test("a visitor reaches the responsible gaming page from the footer", async ({ page, t }) => {
  await page.goto("/");
  const link = page.getByRole("contentinfo").getByRole("link", { name: t("footer.responsible_link") });
  await link.scrollIntoViewIfNeeded();
  await link.click();
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(t("responsible.title"));
  await expect(page.getByText(t("responsible.help.doctor"))).toBeVisible();
});
