// SVG art to WebP thumbnails, decoded off a phone's main thread; after changing the art: node scripts/draw-game-thumbnails.mjs
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright";

const art = fileURLToPath(new URL("../apps/server/src/adapters/game-provider/sandbox/art/", import.meta.url));
const out = fileURLToPath(new URL("../apps/web/public/games/", import.meta.url));
/** The size the providers' thumbnails come in (the web app reserves a 4:3 box for them). */
const WIDTH = 320;
const HEIGHT = 240;
/** Flat art with a few gradients: this keeps edges and text clean in a small file. */
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
