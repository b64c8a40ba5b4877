// Draws the sandbox provider's game thumbnails: each SVG in the sandbox's art folder, rendered by
// Chromium at 320×240 and saved as WebP in the web app's public/games. A real provider hands out
// raster thumbnails, and so does the sandbox: a phone decodes a WebP off its main thread, where an
// SVG image is a small document of its own to parse, lay out and paint on it (twelve of them on a
// home screen were its longest task after the first paint). Run after changing the art:
//   node scripts/draw-game-thumbnails.mjs        (CHROMIUM_PATH, else /usr/bin/chromium)
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";

const art = fileURLToPath(new URL("../apps/server/src/adapters/game-provider/sandbox/art/", import.meta.url));
const out = fileURLToPath(new URL("../apps/web/public/games/", import.meta.url));
/** The size the providers' thumbnails come in (the web app reserves a 4:3 box for them). */
const WIDTH = 320;
const HEIGHT = 240;
/** Flat art with a few gradients: 0.8 keeps edges and text clean at about 6–8 KB a thumbnail. */
const QUALITY = 0.8;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage();
  for (const file of readdirSync(art)
    .filter((name) => name.endsWith(".svg"))
    .sort()) {
    const svg = readFileSync(art + file, "utf8");
    const dataUrl = await page.evaluate(
      async ({ svg, width, height, quality }) => {
        const image = new Image();
        image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
        await image.decode();
        const canvas = document.createElement("canvas");
        canvas.width = width;
        canvas.height = height;
        canvas.getContext("2d").drawImage(image, 0, 0, width, height);
        return canvas.toDataURL("image/webp", quality);
      },
      { svg, width: WIDTH, height: HEIGHT, quality: QUALITY },
    );
    const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(",") + 1), "base64");
    writeFileSync(out + file.replace(/\.svg$/, ".webp"), bytes);
    console.log(`${file.replace(/\.svg$/, ".webp")}  ${bytes.length} bytes`);
  }
} finally {
  await browser.close();
}
