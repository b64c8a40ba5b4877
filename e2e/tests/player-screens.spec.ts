import type { Page } from "@playwright/test";
import { credit } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";

/** A new player's credit is zero everywhere, in the Lao locale as the app writes it. */
const zeroCredit = (page: Page) => credit(page, 0);

// The credits panel shows where it helps: the home page and the promotions (which depend on credit).
const withCredits = [
  { path: "/player", title: undefined },
  { path: "/player/promotion", title: "page.promotion.title" },
];
// Elsewhere it would only repeat: the money screens show the credit on their providers, histories none.
const withoutCredits = [
  { path: "/player/deposit", title: "page.deposit.title" },
  { path: "/player/deposit/history", title: "page.deposit_history.title" },
  { path: "/player/withdraw", title: "page.withdraw.title" },
  { path: "/player/withdraw/history", title: "page.withdraw_history.title" },
  { path: "/player/bank", title: "page.bank.title" },
  { path: "/player/promotion/history", title: "page.promotion_history.title" },
];

test.describe("the player's screens show the real credit once, where it helps", () => {
  for (const screen of withCredits) {
    test(`${screen.path} shows the credits panel`, async ({ page, t, player: _ }) => {
      await page.goto(screen.path);
      if (screen.title) await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(screen.title));
      const credits = page.getByRole("region", { name: t("credits.title") });
      await expect(credits).toContainText(t("credits.total"));
      await expect(credits).toContainText(`${await zeroCredit(page)} THB`);
      await expect(page.getByRole("region", { name: t("credits.title") })).toHaveCount(1);
    });
  }

  for (const screen of withoutCredits) {
    test(`${screen.path} does not repeat it`, async ({ page, t, player: _ }) => {
      await page.goto(screen.path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t(screen.title));
      await expect(page.getByRole("region", { name: t("credits.title") })).toHaveCount(0);
    });
  }

  test("the balance reads in kip too, and a player without credit is invited to deposit", async ({
    page,
    t,
    player: _,
  }) => {
    await page.goto("/player");
    const credits = page.getByRole("region", { name: t("credits.title") });
    // Zero credit pays out zero kip, at the agency's rate (640 kip per credit in the demo agency).
    await expect(credits.getByTestId("credits-total")).toContainText(
      t("credits.kip_cashed_out", { amount: "0" }),
    );
    await expect(credits).toContainText(t("credits.rate", { rate: "640" }));
    await credits.getByRole("link", { name: t("credits.deposit_now") }).click();
    await expect(page).toHaveURL(/\/player\/deposit$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.deposit.title"));
  });

  for (const provider of ["alphabet", "askmebet", "gclub", "gclub_live"]) {
    test(`/player/game/${provider}`, async ({ page, t, player: _ }) => {
      await page.goto(`/player/game/${provider}`);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t("page.game.title"));
      await expect(page.getByRole("heading", { level: 1 })).toContainText(t(`provider.${provider}`));
      await expect(page.getByText(t("credits.provider_credit"))).toBeVisible();
      await expect(page.getByText(`${await zeroCredit(page)} THB`)).toBeVisible();
    });
  }
});
