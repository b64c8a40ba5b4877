import type { AgencyInfo, Bank } from "@kham/contract";
import { gameCategories, socialLinks } from "@kham/contract";
import { appLive } from "../fixtures/live.ts";
import { expect, test } from "../fixtures/test.ts";

test("the footer lists the agency's six banks and the game categories", async ({ page, t, request }) => {
  const { data: banks } = (await (await request.get("/api/v2/banks")).json()) as { data: Bank[] };
  expect(banks).toHaveLength(6);
  await page.goto("/");
  const footer = page.getByRole("contentinfo");
  const bankList = footer.getByRole("region", { name: t("footer.banks") });
  for (const bank of banks) await expect(bankList.getByText(bank.name, { exact: true })).toBeVisible();
  const categories = footer.getByRole("region", { name: t("footer.categories") });
  for (const category of gameCategories) {
    await expect(categories.getByText(t(`category.${category}`), { exact: true })).toBeVisible();
  }
});

test("the contact drawer lists the agency's five links in the spec's order", async ({ page, t, request }) => {
  const { data } = (await (await request.get("/api/v2/agency/info")).json()) as { data: AgencyInfo };
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  await appLive(page);
  await page.getByRole("button", { name: t("bottom.contact") }).click();
  const drawer = page.getByRole("dialog", { name: t("contact.title") });
  const links = drawer.getByRole("link");
  await expect(links).toHaveCount(socialLinks.length);
  for (const [index, link] of socialLinks.entries()) {
    await expect(links.nth(index)).toHaveAttribute("href", data.agency[link]);
    await expect(links.nth(index)).toContainText(t(`contact.${link}`));
  }
});

test("the navigation drawer is 393 px wide, never wider than the screen", async ({ page, t }) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await page.goto("/");
  await appLive(page);
  await page.getByRole("button", { name: t("header.menu") }).click();
  const drawer = page.getByRole("dialog");
  await expect(drawer).toBeVisible();
  const width = async () => Math.round((await drawer.boundingBox())?.width ?? 0);
  await expect.poll(width).toBe(393);

  await page.setViewportSize({ width: 360, height: 800 });
  await expect.poll(width).toBe(360);
});

test("the scroll-to-top button appears after 500 px of scrolling and takes the page back up", async ({
  page,
  t,
}) => {
  await page.setViewportSize({ width: 390, height: 700 });
  await page.goto("/");
  // The landing page must be rendered, so the document is long enough to scroll.
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("contentinfo")).toBeVisible();
  const button = page.getByRole("button", { name: t("common.scroll_top") });
  await page.evaluate(() => window.scrollTo(0, 400));
  await expect(button).toBeHidden();
  await page.evaluate(() => window.scrollTo(0, 700));
  await expect(button).toBeVisible();
  await button.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(button).toBeHidden();
});
