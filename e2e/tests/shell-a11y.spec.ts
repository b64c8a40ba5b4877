import type { Locator, Page } from "@playwright/test";
import { animationsSettled } from "../fixtures/animations.ts";
import { appLive } from "../fixtures/live.ts";
import { pickFromMenu } from "../fixtures/menus.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

const vn = translations("vn");

test("a skip link is the first stop of the keyboard and moves focus to the content", async ({ page, t }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: t("common.skip_to_content") });
  await expect(skip).toBeFocused();
  // Hidden until focused, then on screen and readable.
  await expect.poll(async () => (await skip.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.keyboard.press("Enter");
  await expect(page.locator("main#main")).toBeFocused();
  // The next Tab continues inside the content, not back in the top bar.
  await page.keyboard.press("Tab");
  expect(await page.evaluate(() => document.activeElement?.closest("main")?.id)).toBe("main");
});

/** Every rendered text with Lao letters whose font is smaller than 14 px, with its size. */
function smallLaoTexts(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      if (!/[\u0E80-\u0EFF]/.test(text)) continue;
      const element = node.parentElement;
      if (!element || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      if (style.visibility === "hidden") continue;
      const size = Number.parseFloat(style.fontSize);
      if (size < 14) small.push(`${size}px ${text.trim().slice(0, 30)}`);
    }
    return small;
  });
}

test.describe("Lao text is never smaller than 14 px", () => {
  for (const width of [390, 1280]) {
    test(`the landing page at ${width} px`, async ({ page, t }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByRole("heading", { name: t("game.popular_title") })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("listitem").first()).toBeVisible();
      expect(await smallLaoTexts(page)).toEqual([]);
    });

    test(`the player's home and menu at ${width} px`, async ({ page, t, player }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/player");
      await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
      await expect(page.getByRole("heading", { name: t("game.popular_title") })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("listitem").first()).toBeVisible();
      expect(await smallLaoTexts(page)).toEqual([]);
      if (width === 390) {
        await appLive(page);
        await page.getByRole("button", { name: t("header.menu") }).click();
        await expect(page.getByRole("dialog")).toBeVisible();
        expect(await smallLaoTexts(page)).toEqual([]);
      }
    });
  }
});

/** Fails with the names of the targets smaller than 44 × 44 px. */
async function expectTapTargets(targets: Locator) {
  await expect(targets.first()).toBeAttached();
  const small: string[] = [];
  let seen = 0;
  for (const target of await targets.all()) {
    if (!(await target.isVisible())) continue;
    seen += 1;
    const box = await target.boundingBox();
    if (!box || box.width < 44 || box.height < 44) {
      const name = (await target.getAttribute("aria-label")) ?? (await target.textContent()) ?? "";
      small.push(`${name.trim()}: ${box?.width.toFixed(1)}×${box?.height.toFixed(1)}`);
    }
  }
  expect(seen).toBeGreaterThan(0);
  expect(small).toEqual([]);
}

test.describe("tap targets are at least 44 × 44 px", () => {
  test("a phone's top bar, bottom bar and drawer", async ({ page, t, player }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/player");
    await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
    await expectTapTargets(page.getByRole("banner").locator("a, button"));
    const bottomBar = page
      .getByRole("navigation")
      .filter({ has: page.getByRole("link", { name: t("bottom.game") }) });
    await expectTapTargets(bottomBar.locator("a, button"));

    await appLive(page);
    await page.getByRole("button", { name: t("header.menu") }).click();
    const drawer = page.getByRole("dialog");
    await expect(drawer).toBeVisible();
    await expectTapTargets(drawer.locator("a, button"));
  });

  test("a desktop's top bar, its navigation and its menus", async ({ page, t, player }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/player");
    await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
    await expectTapTargets(page.getByRole("banner").locator("a, button"));

    await pickFromMenu(
      page.getByRole("button", { name: t("header.language") }),
      page.getByRole("menuitemradio", { name: t("language.th") }),
    );
    // The page is Thai now.
    const th = translations("th");
    const contactMenu = page.getByRole("menu");
    await expect(async () => {
      if (!(await contactMenu.isVisible()))
        await page.getByRole("button", { name: th("header.contact_us") }).click();
      await expect(contactMenu.getByRole("menuitem", { name: th("contact.line") })).toBeVisible({
        timeout: 2_000,
      });
    }).toPass({ timeout: 15_000 });
    await expectTapTargets(contactMenu.getByRole("menuitem"));
  });

  test("the close button of a toast", async ({ page, t, player }) => {
    await page.goto("/player");
    await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
    await pickFromMenu(
      page.getByRole("button", { name: t("header.user_menu") }),
      page.getByRole("menuitem", { name: t("header.change_password") }),
    );
    const dialog = page.getByRole("dialog", { name: t("password.title") });
    await dialog.getByLabel(t("password.current_password"), { exact: true }).fill(`${player.password}-x`);
    await dialog.getByLabel(t("password.new_password"), { exact: true }).fill("another-password-1");
    await dialog.getByLabel(t("password.confirm_new_password"), { exact: true }).fill("another-password-1");
    await dialog.getByRole("button", { name: t("password.save") }).click();
    const toast = page.locator('[data-sonner-toast][data-visible="true"]');
    await expect(toast).toBeVisible();
    const close = toast.locator("[data-close-button]");
    // Measured once the toast has slid in: mid-transition its scale makes it a hair smaller.
    await animationsSettled(toast);
    await expectTapTargets(close);
    // It still closes the toast, and does not lie over the toast's text.
    const closeBox = (await close.boundingBox())!;
    const titleBox = (await toast.locator("[data-title]").boundingBox())!;
    expect(closeBox.x >= titleBox.x + titleBox.width || closeBox.x + closeBox.width <= titleBox.x).toBe(true);
    // The dialog the toast is about stays open under it.
    await close.click();
    await expect(toast).toHaveCount(0);
    await expect(dialog).toBeVisible();
  });
});

test("Vietnamese letters are drawn with the app's own font, not a fallback", async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem("i18nextLng", "vn"));
  await page.goto("/login");
  const submit = page.getByRole("button", { name: vn("login.submit") });
  await expect(submit).toBeVisible();
  expect(vn("login.submit")).toMatch(/[\u1EA0-\u1EF9]/);

  // Chromium reports which fonts drew a node's text.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const fontsOf = async (selector: string) => {
    const { root } = await cdp.send("DOM.getDocument", { depth: -1 });
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    return fonts.map((font) => font.familyName).sort();
  };
  await page.evaluate(() => document.fonts.ready);
  await expect
    .poll(async () =>
      (await fontsOf("form button[type=submit]")).every((name) => name.startsWith("Noto Sans")),
    )
    .toBe(true);
  // Noto Sans itself (its Vietnamese subset), not only Noto Sans Lao's Latin letters.
  expect(await fontsOf("form button[type=submit]")).toContainEqual(
    expect.stringMatching(/^Noto Sans(?! Lao| Thai)/),
  );
});
