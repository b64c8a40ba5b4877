import { newPlayerDetails, registerPlayer } from "../fixtures/player.ts";
import { expect, test } from "../fixtures/test.ts";

test.describe("accounts", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a visitor registers through the form and lands on /player showing the display name", async ({
    page,
    t,
  }) => {
    const player = newPlayerDetails();
    await page.goto("/register");
    await page.getByLabel(t("register.username"), { exact: true }).fill(player.username);
    await expect(page.getByText(t("register.username_available"))).toBeVisible();
    await page.getByLabel(t("register.display_name"), { exact: true }).fill(player.displayName);
    await page.getByLabel(t("register.password"), { exact: true }).fill(player.password);
    await page.getByLabel(t("register.confirm_password"), { exact: true }).fill(player.password);
    await page.getByLabel(t("register.age_confirm")).check();
    await page.getByRole("button", { name: t("register.submit") }).click();

    await expect(page).toHaveURL(/\/player$/);
    await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
  });

  test("the register form says when a username is taken", async ({ page, t, request, baseURL }) => {
    const existing = await registerPlayer(request, baseURL!);
    await page.goto("/register");
    await page.getByLabel(t("register.username"), { exact: true }).fill(existing.username);
    await expect(page.getByText(t("register.error.username_taken"))).toBeVisible();
  });

  test("login with a wrong password shows the translated message and stays on /login", async ({
    page,
    t,
    request,
    baseURL,
  }) => {
    // Registered through a separate request context, so the page itself stays a visitor.
    const player = await registerPlayer(request, baseURL!);
    await page.goto("/login");
    await page.getByLabel(t("login.username"), { exact: true }).fill(player.username);
    await page.getByLabel(t("login.password"), { exact: true }).fill(`${player.password}-wrong`);
    await page.getByRole("button", { name: t("login.submit") }).click();

    await expect(page.getByRole("alert")).toHaveText(t("login.error.invalid_credentials"));
    await expect(page).toHaveURL(/\/login/);
  });

  test("login with the right password leads to /player", async ({ page, t, request, baseURL }) => {
    const player = await registerPlayer(request, baseURL!);
    await page.goto("/login");
    await page.getByLabel(t("login.username"), { exact: true }).fill(player.username);
    await page.getByLabel(t("login.password"), { exact: true }).fill(player.password);
    await page.getByRole("button", { name: t("login.submit") }).click();

    await expect(page).toHaveURL(/\/player$/);
    await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
  });
});
