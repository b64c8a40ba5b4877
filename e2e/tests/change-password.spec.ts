import type { Page } from "@playwright/test";
import { pickFromMenu } from "../fixtures/menus.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

async function openChangePasswordDialog(page: Page, t: Translate, displayName: string) {
  await page.goto("/player");
  await expect(page.getByRole("heading", { name: displayName })).toBeVisible();
  await pickFromMenu(
    page.getByRole("button", { name: t("header.user_menu") }),
    page.getByRole("menuitem", { name: t("header.change_password") }),
  );
  const dialog = page.getByRole("dialog", { name: t("password.title") });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("a player changes the password, sees the success dialog and logs in with the new one", async ({
  page,
  t,
  player,
}) => {
  const newPassword = `${player.password}-new`;
  const dialog = await openChangePasswordDialog(page, t, player.displayName);
  await dialog.getByLabel(t("password.current_password"), { exact: true }).fill(player.password);
  await dialog.getByLabel(t("password.new_password"), { exact: true }).fill(newPassword);
  await dialog.getByLabel(t("password.confirm_new_password"), { exact: true }).fill(newPassword);
  await dialog.getByRole("button", { name: t("password.save") }).click();

  const success = page.getByRole("dialog", { name: t("password.notification.success") });
  await expect(success).toBeVisible();
  await expect(success.getByText(t("password.notification.password_changed"))).toBeVisible();
  const reloaded = page.waitForEvent("load");
  await success.getByRole("button", { name: t("password.notification.close") }).click();
  await reloaded;
  // The change rotated this session, so the player is still logged in after the reload.
  await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();

  await pickFromMenu(
    page.getByRole("button", { name: t("header.user_menu") }),
    page.getByRole("menuitem", { name: t("header.logout") }),
  );
  await expect(page.getByRole("link", { name: t("header.login") })).toBeVisible();
  await page.goto("/login");
  await page.getByLabel(t("login.username"), { exact: true }).fill(player.username);
  await page.getByLabel(t("login.password"), { exact: true }).fill(player.password);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page.getByRole("alert")).toHaveText(t("login.error.invalid_credentials"));

  await page.getByLabel(t("login.password"), { exact: true }).fill(newPassword);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page).toHaveURL(/\/player$/);
});

test("a wrong current password shows the error toast and keeps the dialog open", async ({
  page,
  t,
  player,
}) => {
  const dialog = await openChangePasswordDialog(page, t, player.displayName);
  await dialog.getByLabel(t("password.current_password"), { exact: true }).fill(`${player.password}-wrong`);
  await dialog.getByLabel(t("password.new_password"), { exact: true }).fill("another-password-1");
  await dialog.getByLabel(t("password.confirm_new_password"), { exact: true }).fill("another-password-1");
  await dialog.getByRole("button", { name: t("password.save") }).click();

  await expect(page.getByText(t("password.notification.error"))).toBeVisible();
  await expect(page.getByText(t("password.notification.password_is_incorrect"))).toBeVisible();
  await expect(dialog).toBeVisible();

  // A second failure does not pile up: toasts show one at a time (sonner marks the shown ones).
  const secondFailure = page.waitForResponse((response) =>
    response.url().endsWith("/security/password/change"),
  );
  await dialog.getByRole("button", { name: t("password.save") }).click();
  expect((await secondFailure).status()).toBe(400);
  await expect(page.locator('[data-sonner-toast][data-visible="true"]')).toHaveCount(1);
});

test("the dialog checks the fields before sending", async ({ page, t, player }) => {
  const dialog = await openChangePasswordDialog(page, t, player.displayName);
  await dialog.getByLabel(t("password.current_password"), { exact: true }).fill(player.password);
  await dialog.getByLabel(t("password.new_password"), { exact: true }).fill("short");
  await dialog.getByLabel(t("password.confirm_new_password"), { exact: true }).fill("different-one");
  await dialog.getByRole("button", { name: t("password.save") }).click();

  await expect(
    dialog.getByText(t("password.validation.password_must_greater_than", { number: 8 })),
  ).toBeVisible();
  await expect(dialog.getByText(t("password.validation.password_not_match"))).toBeVisible();
});

test("one show/hide toggle reveals and hides all three fields", async ({ page, t, player }) => {
  const dialog = await openChangePasswordDialog(page, t, player.displayName);
  const inputs = ["password.current_password", "password.new_password", "password.confirm_new_password"].map(
    (key) => dialog.getByLabel(t(key), { exact: true }),
  );
  for (const input of inputs) await expect(input).toHaveAttribute("type", "password");
  await dialog.getByRole("button", { name: t("password.show") }).click();
  for (const input of inputs) await expect(input).toHaveAttribute("type", "text");
  await dialog.getByRole("button", { name: t("password.hide") }).click();
  for (const input of inputs) await expect(input).toHaveAttribute("type", "password");
});
