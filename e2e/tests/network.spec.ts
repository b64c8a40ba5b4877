import type { Page } from "@playwright/test";
import { appLive } from "../fixtures/live.ts";
import { expect, test } from "../fixtures/test.ts";

// Offline the app runs from its service worker's copy, as an installed app or a second visit does.
test.use({ serviceWorkers: "allow" });

/** Waits until the worker is active, then reloads: from then on it answers the page's requests. */
async function underServiceWorker(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ""))
    .toMatch(/\/sw\.js$/);
  await appLive(page);
}

for (const width of [360, 390]) {
  test.describe(`on a ${width} px phone`, () => {
    test.use({ viewport: { width, height: width === 360 ? 740 : 844 } });

    test("a menu entry tapped offline keeps the app's frame, says why and loads once back online", async ({
      page,
      context,
      player,
      t,
    }) => {
      await page.goto("/player");
      await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
      await underServiceWorker(page);
      // The offline notice's code comes after the first paint.
      await page.waitForLoadState("networkidle");

      await context.setOffline(true);
      await page.getByRole("link", { name: t("bottom.bank"), exact: true }).click();

      const pending = page.getByRole("status").filter({ hasText: t("network.offline_wait") });
      await expect(pending).toBeVisible();
      // The header and the bottom bar stay: the player can go elsewhere or open the menu.
      await expect(page.getByRole("banner")).toBeVisible();
      await expect(page.getByRole("button", { name: t("header.menu") })).toBeVisible();
      await expect(page.getByRole("link", { name: t("bottom.deposit"), exact: true })).toBeVisible();
      await expect(page.getByRole("status").filter({ hasText: t("app.offline") })).toBeVisible();
      const retry = page.getByRole("button", { name: t("network.retry") });
      await expect(retry).toBeVisible();
      await expect(page.getByText(t("error_view.title"))).toHaveCount(0);
      await page.screenshot({ path: `test-results/network-offline-navigation-${width}.png` });

      await context.setOffline(false);
      await retry.click({ timeout: 2000 }).catch(() => {
        // Back online the screen may already have loaded by itself, taking the button away.
      });
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.bank.title"));
      await expect(page.getByText(t("app.offline"))).toBeHidden();
    });

    test("a reload offline shows the network view, not the generic error, and recovers", async ({
      page,
      context,
      player,
      t,
    }) => {
      await page.goto("/player");
      await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
      await underServiceWorker(page);

      await context.setOffline(true);
      await page.reload();
      await expect(page.getByRole("heading", { name: t("network.title") })).toBeVisible();
      await expect(page.getByText(t("network.text"))).toBeVisible();
      await expect(page.getByRole("heading", { name: t("error_view.title") })).toHaveCount(0);
      await expect(page.getByRole("button", { name: t("error_view.show") })).toHaveCount(0);
      await page.screenshot({ path: `test-results/network-offline-reload-${width}.png` });

      await context.setOffline(false);
      await page
        .getByRole("button", { name: t("network.retry") })
        .click({ timeout: 2000 })
        .catch(() => {
          // Back online the app may have loaded the screen by itself, taking the button away.
        });
      await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
    });
  });
}
