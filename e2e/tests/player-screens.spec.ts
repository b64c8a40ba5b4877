import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";

/** A new player's credit is zero everywhere; the app formats it in the Lao locale as the browser knows it. */
function zeroCredit(page: Page): Promise<string> {
  return page.evaluate(() =>
    new Intl.NumberFormat("lo-LA", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(0),
  );
}

const screens = [
  { path: "/player/deposit", title: "page.deposit.title" },
  { path: "/player/deposit/history", title: "page.deposit_history.title" },
  { path: "/player/withdraw", title: "page.withdraw.title" },
  { path: "/player/withdraw/history", title: "page.withdraw_history.title" },
  { path: "/player/bank", title: "page.bank.title" },
  { path: "/player/promotion", title: "page.promotion.title" },
  { path: "/player/promotion/history", title: "page.promotion_history.title" },
];

test.describe("screens of later issues are reachable by a player and show the title and the real credit", () => {
  for (const screen of screens) {
    test(screen.path, async ({ page, t, player: _ }) => {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(screen.title));
      const credits = page.getByRole("region", { name: t("credits.title") });
      await expect(credits).toContainText(t("credits.total"));
      await expect(credits).toContainText(`${await zeroCredit(page)} THB`);
    });
  }

  for (const provider of ["alphabet", "askmebet", "gclub", "gclub_live"]) {
    test(`/player/game/${provider}`, async ({ page, t, player: _ }) => {
      await page.goto(`/player/game/${provider}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t("page.game.title"));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(provider);
      await expect(page.getByText(t("credits.provider_credit"))).toBeVisible();
      await expect(page.getByText(`${await zeroCredit(page)} THB`)).toBeVisible();
    });
  }
});
