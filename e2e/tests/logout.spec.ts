import { pickFromMenu } from "../fixtures/menus.ts";
import { expect, test } from "../fixtures/test.ts";

test("logout ends the session: the page reloads as a visitor's and /player asks for a login", async ({
  page,
  t,
  player,
}) => {
  await page.goto("/player");
  await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
  await pickFromMenu(
    page.getByRole("button", { name: t("header.user_menu") }),
    page.getByRole("menuitem", { name: t("header.logout") }),
  );

  await expect(page.getByRole("link", { name: t("header.login") })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name.endsWith("kham_session"))).toBeUndefined();
  await page.goto("/player");
  await expect(page).toHaveURL(/\/login(\?|$)/);
});
