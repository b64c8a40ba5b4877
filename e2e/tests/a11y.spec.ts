import { LANGUAGE_STORAGE_KEY } from "@kham/contract";
import { seriousViolations } from "../fixtures/axe.ts";
import { expect, test } from "../fixtures/test.ts";

// axe-core on every screen a visitor and a player can open, in Lao (the default) and in Thai (the
// other script with stacked marks), on a phone and on a desktop: no serious or critical violation.

const visitorScreens = ["/", "/login", "/register"];
const playerScreens = [
  "/player",
  "/player/deposit",
  "/player/deposit/history",
  "/player/withdraw",
  "/player/withdraw/history",
  "/player/bank",
  "/player/promotion",
  "/player/promotion/history",
  "/player/game/askmebet?tab=Slot",
  "/player/game/alphabet",
  "/player/game/gclub",
  "/player/game/gclub_live",
];
const viewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

for (const language of ["lo", "th"] as const) {
  test.describe(`in ${language}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(
        ([key, value]) => {
          if (!localStorage.getItem(key)) localStorage.setItem(key, value);
        },
        [LANGUAGE_STORAGE_KEY, language] as const,
      );
    });

    test("a visitor's screens have no serious accessibility problem", async ({ page }) => {
      test.setTimeout(180_000);
      for (const path of visitorScreens) {
        expect(await seriousViolations(page, path, viewports), path).toEqual([]);
      }
    });

    test("a player's screens have no serious accessibility problem", async ({ page, baseURL, player: _ }) => {
      test.setTimeout(300_000);
      const promotions = await page.request.get(new URL("/api/v2/promotions", baseURL).href);
      const { data } = (await promotions.json()) as { data: { id: string }[] };
      const screens = [...playerScreens, `/player/promotion/${data[0]!.id}`];
      for (const path of screens) {
        expect(await seriousViolations(page, path, viewports), path).toEqual([]);
      }
    });
  });
}
