import { LANGUAGE_STORAGE_KEY } from "@kham/contract";
import { pickFromMenu } from "../fixtures/menus.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

const th = translations("th");

test("a visitor picks Thai: the texts change and the choice survives a reload", async ({ page, t }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: t("login.submit") })).toBeVisible();

  await pickFromMenu(
    page.getByRole("button", { name: t("header.language") }),
    page.getByRole("menuitemradio", { name: th("language.th") }),
  );

  await expect(page.getByRole("button", { name: th("login.submit") })).toBeVisible();
  await expect(page.getByLabel(th("login.username"), { exact: true })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "th");

  await page.reload();
  await expect(page.getByRole("button", { name: th("login.submit") })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe("th");
});

test("Lao is the language of a first visit", async ({ page, t }) => {
  await page.goto("/login");
  await expect(page.getByRole("button", { name: t("login.submit") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "lo");
});

test.describe("<html lang> is a valid language tag for every language", () => {
  for (const [language, tag] of [
    ["cn", "zh-CN"],
    ["vn", "vi"],
    ["th", "th"],
    ["lo", "lo"],
  ] as const) {
    test(`${language} → ${tag}`, async ({ page, t }) => {
      const texts = translations(language);
      await page.goto("/login");
      await expect(page.getByRole("button", { name: t("login.submit") })).toBeVisible();
      if (language !== "lo") {
        await pickFromMenu(
          page.getByRole("button", { name: t("header.language") }),
          page.getByRole("menuitemradio", { name: texts(`language.${language}`) }),
        );
      }
      await expect(page.getByRole("button", { name: texts("login.submit") })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
      // The stored choice keeps the app's own code, and a reload starts with the right tag.
      await page.reload();
      await expect(page.getByRole("button", { name: texts("login.submit") })).toBeVisible();
      expect(await page.evaluate((key) => localStorage.getItem(key), LANGUAGE_STORAGE_KEY)).toBe(
        language === "lo" ? null : language,
      );
      await expect(page.locator("html")).toHaveAttribute("lang", tag);
    });
  }
});
