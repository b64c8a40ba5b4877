import type { Page } from "@playwright/test";
import { originOf } from "../fixtures/server.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

/** The bottom bar is the navigation that holds the central game button. */
function bottomBar(page: Page, t: Translate) {
  return page.getByRole("navigation").filter({ has: page.getByRole("link", { name: t("bottom.game") }) });
}

test.describe("bottom app bar", () => {
  test("shows on a 390 px phone", async ({ page, t }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const bar = bottomBar(page, t);
    await expect(bar).toBeVisible();
    for (const key of ["bottom.deposit", "bottom.withdraw", "bottom.game", "bottom.bank"]) {
      await expect(bar.getByRole("link", { name: t(key) })).toBeVisible();
    }
    await expect(bar.getByRole("button", { name: t("bottom.contact") })).toBeVisible();
  });

  test("is hidden on a 1280 px desktop", async ({ page, t }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await expect(page.getByRole("link", { name: t("header.login") }).first()).toBeVisible();
    await expect(bottomBar(page, t)).toBeHidden();
  });
});

test("an unknown host shows the agency 404 page", async ({ page, t }) => {
  await page.goto(`${originOf("nobody.localhost")}/`);
  await expect(page.getByText(t("agency_not_found.title"))).toBeVisible();
  await expect(page.getByText(t("agency_not_found.contact"))).toBeVisible();
  await expect(page.getByText(t("agency_not_found.apology"))).toBeVisible();
  await expect(page.getByRole("link", { name: t("header.login") })).toHaveCount(0);
});

test("an unknown route shows Not Found", async ({ page, t }) => {
  await page.goto("/no/such/page");
  await expect(page.getByText(t("common.not_found"))).toBeVisible();
});
