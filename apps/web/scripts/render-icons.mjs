#!/usr/bin/env node
// Renders the installed app's PNG icons from the favicon's SVG once, with Chromium; the PNGs are
// committed, so the build needs no browser. Run again after the mark changes:
//   node apps/web/scripts/render-icons.mjs
import { mkdir, readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const publicDir = fileURLToPath(new URL("../public/", import.meta.url));
const favicon = await readFile(new URL("favicon.svg", `file://${publicDir}`), "utf8");

/** The gold ຄ mark's path and gradient, lifted from the favicon so the two never drift apart. */
const glyph = favicon.match(/<path fill="url\(#g\)" d="[^"]+"\/>/)?.[0];
const gradient = favicon.match(/<linearGradient id="g"[\s\S]*?<\/linearGradient>/)?.[0];
if (!glyph || !gradient) throw new Error("favicon.svg no longer has the gold mark this script expects");

/**
 * Launchers crop a maskable icon to any shape inside its central 80 %: the background fills the
 * whole square and the mark stays well inside that safe circle (the favicon's frame would be cut).
 */
const fullBleed = (markScale) => {
  const offset = 32 - 32 * markScale;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs>${gradient}
    <radialGradient id="glow" cx=".5" cy=".45" r=".6"><stop offset="0" stop-color="#2a2414"/><stop offset="1" stop-color="#0b0b0f"/></radialGradient>
  </defs>
  <rect width="64" height="64" fill="url(#glow)"/>
  <g transform="translate(${offset} ${offset}) scale(${markScale})">${glyph}</g>
</svg>`;
};

const icons = [
  // "any": the favicon as it is, its rounded dark tile and gold frame on a transparent square.
  { file: "icons/icon-192.png", size: 192, svg: favicon, transparent: true },
  { file: "icons/icon-512.png", size: 512, svg: favicon, transparent: true },
  { file: "icons/icon-maskable-512.png", size: 512, svg: fullBleed(1.15), transparent: false },
  // iOS fills transparency with black and rounds the corners itself: a full square, mark a little larger.
  { file: "icons/apple-touch-icon.png", size: 180, svg: fullBleed(1.1), transparent: false },
];

await mkdir(new URL("icons/", `file://${publicDir}`), { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  for (const icon of icons) {
    await page.setViewportSize({ width: icon.size, height: icon.size });
    const sized = icon.svg.replace(
      /<svg[^>]*?(?= viewBox)/,
      `<svg xmlns="http://www.w3.org/2000/svg" width="${icon.size}" height="${icon.size}" style="display:block"`,
    );
    await page.setContent(
      `<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`,
    );
    await page.locator("svg").screenshot({
      path: fileURLToPath(new URL(icon.file, `file://${publicDir}`)),
      omitBackground: icon.transparent,
    });
    console.log(`wrote public/${icon.file} (${icon.size}×${icon.size})`);
  }
} finally {
  await browser.close();
}
