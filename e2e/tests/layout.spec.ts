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

test("the bottom bar's tabs keep their places while the rest of the bar has yet to arrive", async ({
  page,
  t,
}) => {
  // A browser paints what it has parsed of a page that is still arriving, so the bar may be drawn
  // with only its first tabs; those must not move when the others come (CI saw it once, in Chinese).
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const bar = bottomBar(page, t);
  await expect(bar).toBeVisible();
  const places = await bar.evaluate((nav) => {
    const placesOf = (root: Element) =>
      [...root.querySelectorAll(":scope > div > *")].map((tab) => {
        const { x, width } = tab.getBoundingClientRect();
        return { x: Math.round(x), width: Math.round(width) };
      });
    const whole = placesOf(nav);
    // The same bar as the browser may first draw it: cut off after its fourth tab, then after its first.
    const cut = (keep: number) => {
      const copy = nav.cloneNode(true) as Element;
      const tabs = copy.querySelectorAll(":scope > div > *");
      for (const tab of [...tabs].slice(keep)) tab.remove();
      nav.after(copy);
      const seen = placesOf(copy);
      copy.remove();
      return seen;
    };
    return { whole, four: cut(4), one: cut(1) };
  });
  expect(places.whole).toHaveLength(5);
  expect(places.four).toEqual(places.whole.slice(0, 4));
  expect(places.one).toEqual(places.whole.slice(0, 1));
});

test.describe("the phone breakpoint is 576 px, included", () => {
  for (const [width, shown] of [
    [575, true],
    [576, true],
    [577, false],
  ] as const) {
    test(`${width} px: the bottom bar is ${shown ? "shown" : "hidden"}`, async ({ page, t }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (shown) await expect(bottomBar(page, t)).toBeVisible();
      else await expect(bottomBar(page, t)).toBeHidden();
    });
  }
});

test.describe("the footer switches layout between 768 and 769 px", () => {
  /** How the footer's upper part is laid out, read from the computed style, not from class names. */
  async function footerLayout(page: Page) {
    const grid = page.getByRole("contentinfo").locator(":scope > div").first();
    await expect(grid).toBeVisible();
    return grid.evaluate((element) => {
      const style = getComputedStyle(element);
      return { columns: style.gridTemplateColumns.split(" ").length, align: style.textAlign };
    });
  }

  test("768 px: stacked and centred", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto("/");
    expect(await footerLayout(page)).toEqual({ columns: 1, align: "center" });
  });

  test("769 px: three columns", async ({ page }) => {
    await page.setViewportSize({ width: 769, height: 900 });
    await page.goto("/");
    expect(await footerLayout(page)).toEqual({ columns: 3, align: "start" });
  });
});

test.describe("the scroll-to-top button never covers the footer", () => {
  for (const width of [390, 1280]) {
    test(`${width} px, scrolled to the bottom`, async ({ page, t }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto("/");
      // The banks fill the footer's middle column; the page is complete once they show.
      await expect(page.getByRole("contentinfo").getByRole("listitem").first()).toBeVisible();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      await expect(page.getByRole("button", { name: t("common.scroll_top") })).toBeAttached();
      // Each look scrolls to the bottom first: the parts below a phone's first screen are laid out
      // only once scrolled near (their height until then is an estimate), so the page may grow
      // after the first scroll and leave the view short of the footer's end.
      const covered = (label: string) =>
        page.evaluate((label) => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          const button = document.querySelector(`button[aria-label="${label}"]`);
          if (!button) return ["no button"];
          const box = button.getBoundingClientRect();
          return [...document.querySelectorAll("footer a, footer img, footer p, footer h2, footer li")]
            .filter((element) => {
              const rect = element.getBoundingClientRect();
              return (
                rect.width > 0 &&
                rect.left < box.right &&
                rect.right > box.left &&
                rect.top < box.bottom &&
                rect.bottom > box.top
              );
            })
            .map((element) => element.textContent ?? element.tagName);
        }, label);
      await expect.poll(() => covered(t("common.scroll_top"))).toEqual([]);
    });
  }
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
