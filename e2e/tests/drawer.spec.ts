import { appLive } from "../fixtures/live.ts";
import { expect, test } from "../fixtures/test.ts";

test.use({ viewport: { width: 390, height: 844 } });

test("a visitor's drawer offers login and register and closes on its close control", async ({ page, t }) => {
  await page.goto("/");
  await appLive(page);
  await page.getByRole("button", { name: t("header.menu") }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();

  await expect(drawer.getByRole("link", { name: t("home.drawer.login") })).toHaveAttribute("href", "/login");
  await expect(drawer.getByRole("link", { name: t("home.drawer.register") })).toHaveAttribute(
    "href",
    "/register",
  );
  await expect(drawer.getByRole("link", { name: t("menu.deposit") })).toHaveCount(0);

  await drawer.getByRole("button", { name: t("home.drawer.close") }).click();
  await expect(drawer).toBeHidden();
});

test("a visitor's drawer closes when a link is followed", async ({ page, t }) => {
  await page.goto("/");
  await appLive(page);
  await page.getByRole("button", { name: t("header.menu") }).click();
  const drawer = page.getByRole("dialog");
  await drawer.getByRole("link", { name: t("home.drawer.register") }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(drawer).toBeHidden();
});

test("a player's drawer has two groups with a divider and the spec's links", async ({ page, t, player }) => {
  await page.goto("/player");
  await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
  await appLive(page);
  await page.getByRole("button", { name: t("header.menu") }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole("link", { name: t("home.drawer.login") })).toHaveCount(0);

  await expect(drawer.getByRole("separator")).toHaveCount(1);
  const links = {
    [t("provider.alphabet")]: "/player/game/alphabet",
    [t("provider.askmebet")]: "/player/game/askmebet?tab=Slot",
    [t("provider.gclub")]: "/player/game/gclub",
    [t("provider.gclub_live")]: "/player/game/gclub_live",
    [t("menu.deposit")]: "/player/deposit",
    [t("menu.withdraw")]: "/player/withdraw",
    [t("menu.promotion")]: "/player/promotion",
    [t("menu.bank")]: "/player/bank",
  };
  for (const [name, href] of Object.entries(links)) {
    await expect(drawer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }

  await drawer.getByRole("button", { name: t("menu.history") }).click();
  const history = {
    [t("menu.deposit_history")]: "/player/deposit/history",
    [t("menu.withdraw_history")]: "/player/withdraw/history",
    [t("menu.promotion_history")]: "/player/promotion/history",
  };
  for (const [name, href] of Object.entries(history)) {
    await expect(drawer.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
  }
});

test("the drawer highlights the entry of the current path, ignoring the query string", async ({
  page,
  t,
  player,
}) => {
  await page.goto("/player/game/askmebet?tab=Slot");
  await expect(page.getByRole("button", { name: t("header.user_menu") })).toBeVisible();
  await appLive(page);
  await page.getByRole("button", { name: t("header.menu") }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText(player.displayName)).toBeVisible();
  await expect(drawer.getByRole("link", { name: t("provider.askmebet"), exact: true })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(drawer.locator('[aria-current="page"]')).toHaveCount(1);

  await drawer.getByRole("link", { name: t("menu.deposit"), exact: true }).click();
  await expect(page).toHaveURL(/\/player\/deposit$/);
  await expect(drawer).toBeHidden();

  await appLive(page);
  await page.getByRole("button", { name: t("header.menu") }).click();
  await expect(
    page.getByRole("dialog").getByRole("link", { name: t("menu.deposit"), exact: true }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("dialog").locator('[aria-current="page"]')).toHaveCount(1);
});
