import type { Page } from "@playwright/test";
import { followPlayerStream, keepStreamDown } from "../fixtures/live.ts";
import { endSessionOnServer, registerPlayer, type TestPlayer } from "../fixtures/player.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

test.describe("a visitor is sent to /login from the player area", () => {
  for (const path of ["/player", "/player/deposit", "/player/game/askmebet?tab=Slot"]) {
    test(path, async ({ page, t }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(page.getByRole("button", { name: t("login.submit") })).toBeVisible();
    });
  }
});

test.describe("a logged-in player is sent to /player from the public area", () => {
  for (const path of ["/", "/login", "/register"]) {
    test(path, async ({ page, player }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/player$/);
      await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
    });
  }
});

test("after login a visitor returns to the page that asked for it", async ({ page, t, request, baseURL }) => {
  const player = await registerPlayer(request, baseURL!);
  await page.goto("/player/withdraw");
  await expect(page).toHaveURL(/\/login\?/);
  await page.getByLabel(t("login.username"), { exact: true }).fill(player.username);
  await page.getByLabel(t("login.password"), { exact: true }).fill(player.password);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page).toHaveURL(/\/player\/withdraw$/);
});

test("login never sends the player to another site, whatever the redirect parameter says", async ({
  page,
  t,
  request,
  baseURL,
}) => {
  const player = await registerPlayer(request, baseURL!);
  await page.goto(`/login?redirect=${encodeURIComponent("//evil.example/steal")}`);
  await page.getByLabel(t("login.username"), { exact: true }).fill(player.username);
  await page.getByLabel(t("login.password"), { exact: true }).fill(player.password);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page).toHaveURL(`${baseURL}/player`);
});

test("a visitor opening a player page is asked to log in to continue", async ({ page, t }) => {
  await page.goto("/player/deposit");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fplayer%2Fdeposit$/);
  await expect(page.getByText(t("login.redirect_notice"))).toBeVisible();
  await expect(page.getByText(t("login.session_ended"))).toHaveCount(0);
});

test.describe("a session that ends while the player uses the site", () => {
  async function logIn(page: Page, t: Translate, player: TestPlayer) {
    await page.getByLabel(t("login.username"), { exact: true }).fill(player.username);
    await page.getByLabel(t("login.password"), { exact: true }).fill(player.password);
    await page.getByRole("button", { name: t("login.submit") }).click();
  }

  test("a call answered 401 leads to /login with a notice, and back after login", async ({
    page,
    t,
    player,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const settled = followPlayerStream(page);
    await page.goto("/player");
    await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
    // The withdraw screen's calls are to find out, not the tab's own stream.
    await settled();
    await keepStreamDown(page);
    await endSessionOnServer(page, baseURL!);
    // The next screen's calls are answered 401.
    await page.getByRole("link", { name: t("bottom.withdraw"), exact: true }).click();
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByText(t("login.session_ended"))).toBeVisible();
    await expect(page.getByText(t("login.redirect_notice"))).toHaveCount(0);
    await logIn(page, t, player);
    await expect(page).toHaveURL(/\/player\/withdraw$/);
  });

  test("reopening a player page after the session ended says so, and returns there", async ({
    page,
    t,
    player,
    baseURL,
  }) => {
    const settled = followPlayerStream(page);
    await page.goto("/player/bank");
    await expect(page.getByRole("heading", { level: 1, name: t("page.bank.title") })).toBeVisible();
    // The reopened page's calls are to find out, not the open one's stream or screen.
    await settled();
    await keepStreamDown(page);
    await endSessionOnServer(page, baseURL!);
    await page.goto("/player/deposit");
    await expect(page).toHaveURL(/\/login\?/);
    await expect(page.getByText(t("login.session_ended"))).toBeVisible();
    await logIn(page, t, player);
    await expect(page).toHaveURL(/\/player\/deposit$/);
  });
});
