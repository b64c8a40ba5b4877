import { registerPlayer } from "../fixtures/player.ts";
import { expect, test } from "../fixtures/test.ts";

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
