import { mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { registerPlayer, type TestPlayer } from "../fixtures/player.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

/** Full-page pictures of the main screens, to look at before landing (gitignored). */
const folder = fileURLToPath(new URL("../screenshots/", import.meta.url));
mkdirSync(folder, { recursive: true });

interface Screen {
  name: string;
  path: string;
  player: boolean;
  /** The heading that proves the screen rendered its content, not a spinner or an error. */
  heading: (t: Translate, player: TestPlayer) => RegExp | string;
}

const screens: Screen[] = [
  { name: "landing", path: "/", player: false, heading: () => /\S/ },
  { name: "player-home", path: "/player", player: true, heading: (_t, player) => player.displayName },
  { name: "deposit", path: "/player/deposit", player: true, heading: (t) => t("page.deposit.title") },
  { name: "withdraw", path: "/player/withdraw", player: true, heading: (t) => t("page.withdraw.title") },
];

async function settle(page: Page): Promise<void> {
  // Text in the final font, so Lao marks are drawn as a player sees them.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 576 ? 844 : 800 } });

    for (const screen of screens) {
      test(`${screen.name}`, async ({ page, t, baseURL }) => {
        // A visitor for the landing page, a new player (logged in) for the others.
        const player = screen.player ? await registerPlayer(page.request, baseURL!) : undefined;
        await page.goto(screen.path);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(screen.heading(t, player!));
        await settle(page);
        // What a player sees first (is the main button above the fold?), then the whole page; in the
        // whole-page picture fixed bars stay where the first screen ends.
        await page.screenshot({
          path: `${folder}${screen.name}-${width}-first-screen.png`,
          animations: "disabled",
        });
        await page.screenshot({
          path: `${folder}${screen.name}-${width}.png`,
          fullPage: true,
          animations: "disabled",
        });
      });
    }
  });
}
