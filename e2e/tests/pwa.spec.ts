import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures/test.ts";

// The rest of the suite blocks service workers (playwright.config.ts); this file is about them.
test.use({ serviceWorkers: "allow" });

interface WebManifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's header (IHDR), as a browser reads them. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Every address the page's caches hold (the service worker's precache), as paths. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

/** Waits until the worker is active, then reloads: from then on it answers the page's requests. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""))
    .toMatch(/\/sw\.js$/);
}

test("the player's page links a web manifest that makes the app installable", async ({ page, request }) => {
  await page.goto("/");
  const href = await page.locator('link[rel="manifest"]').getAttribute("href");
  expect(href).toBe("/manifest.webmanifest");
  const response = await request.get(href!);
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest = (await response.json()) as WebManifest;
  expect(manifest).toMatchObject({
    name: "Kham ຄຳ",
    short_name: "Kham",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#0b0b0f",
    background_color: "#0b0b0f",
  });
  const icons = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`);
  expect(icons).toEqual(expect.arrayContaining(["192x192 any", "512x512 any", "512x512 maskable"]));
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
  const appleIcon = await request.get(
    (await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!,
  );
  expect(pngSize(await appleIcon.body())).toBe("180x180");

  // The staff's back office is no app to install.
  await page.goto("/backoffice");
  await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
});

test("a service worker keeps the player's app, opens it offline and says so", async ({
  page,
  context,
  player,
  t,
}) => {
  await page.goto("/player");
  await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
  await underServiceWorker(page);

  const cached = await cachedPaths(page);
  expect(cached).toContain("/index.html");
  expect(cached).toContain("/locales/lo/translation.json");
  expect(cached.some((path) => /^\/assets\/.+\.js$/.test(path))).toBe(true);
  expect(cached.some((path) => path.endsWith(".woff2"))).toBe(true);
  // Never the API, uploads or the back office: credits and orders are always asked of the server.
  expect(cached.filter((path) => /^\/(api|media|backoffice)\b|backoffice\.json$/.test(path))).toEqual([]);

  await context.setOffline(true);
  await page.reload();
  // The app itself opened (not the browser's "no internet" page): its offline notice and its
  // network view for the data it could not load.
  await expect(page.getByRole("status").filter({ hasText: t("app.offline") })).toBeVisible();
  await expect(page.getByRole("heading", { name: t("network.title") })).toBeVisible();
  expect(await page.title()).toContain("Kham");

  await context.setOffline(false);
  // Gone at the next look at the server (every 5 s while offline), however slow that is.
  await expect(page.getByText(t("app.offline"))).toBeHidden({ timeout: 20_000 });
  // Back online, the screen loads again by itself.
  await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
});

test("the worker leaves the back office and the API to the server", async ({ page }) => {
  await page.goto("/");
  await underServiceWorker(page);
  await page.goto("/backoffice");
  await expect(page).toHaveTitle(/Back office/);
  const health = await page.goto("/api/health");
  expect(await health?.json()).toEqual({ status: "ok" });
  expect(health?.fromServiceWorker()).toBe(false);
});

test.describe("on an iPhone", () => {
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent:
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1",
  });

  test("the add-to-home-screen hint shows once, from the second page, and not again after 'not now'", async ({
    page,
    player,
    t,
  }) => {
    const hint = page.getByRole("complementary", { name: t("app.install.title") });
    /** The hint's code has loaded and counted this page view (it loads after the first paint). */
    const counted = (views: number) =>
      expect.poll(() => page.evaluate(() => sessionStorage.getItem("kham:page-views"))).toBe(String(views));

    await page.goto("/player");
    await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
    await counted(1);
    await expect(hint).toBeHidden();

    await page.reload();
    await expect(hint).toBeVisible();
    await expect(hint).toContainText(t("app.install.ios_steps"));
    // Above the bottom bar: deposit, withdraw and the raised game button stay uncovered.
    const hintBox = (await hint.boundingBox())!;
    // The bottom bar's game tab is the lowest link to the games; its round button rises 36 px above it.
    const gameLinks = page.getByRole("link", { name: t("bottom.game"), exact: true });
    const gameTabTop = Math.max(
      ...(await Promise.all((await gameLinks.all()).map(async (link) => (await link.boundingBox())!.y))),
    );
    expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(gameTabTop - 36);

    await hint.getByRole("button", { name: t("app.install.later") }).click();
    await expect(hint).toBeHidden();

    await page.reload();
    await counted(3);
    await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
    await expect(hint).toBeHidden();
  });
});
