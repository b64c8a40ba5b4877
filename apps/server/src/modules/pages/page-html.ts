import { gzipSync } from "node:zlib";
import { INLINED_BLOCKS, type Language, PAGE_FRAME_END, PAGE_LANGUAGE_ATTRIBUTE } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { PageData, ScreenHtml } from "./web-build.ts";

// The player's page per agency and language, with its info, translations, fonts and stylesheet inlined.

/** An agency as the agency directory hands it out (see app.agencies). */
export type AgencyRow = NonNullable<Awaited<ReturnType<FastifyInstance["agencies"]["forHost"]>>>;

export { LANGUAGE_COOKIE, pageLanguage } from "@kham/contract";
export const AGENCY_INFO_BLOCK = INLINED_BLOCKS.agencyInfo;
export const TRANSLATION_BLOCK = INLINED_BLOCKS.translation;
export const PAGE_DATA_BLOCK = INLINED_BLOCKS.pageData;

/** The BCP 47 tag of each language code, as the app puts it on <html lang>. */
const languageTags: Record<Language, string> = { lo: "lo", cn: "zh-CN", vn: "vi", th: "th" };

/** Every `<` is escaped, so no text inside can close the element or open a comment. */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

export interface PageParts {
  language: Language;
  /** What GET /api/v2/agency/info answers for the host; none for a host no agency has. */
  agencyInfo: unknown;
  /** The language's translation.json; none when the build has no file for it. */
  translation: unknown;
  /** The font files the language's text is drawn with; none keeps the page's own preloads. */
  fonts?: readonly string[];
  /** The screen already rendered (the browser hydrates it); none leaves #root empty. */
  screen?: ScreenHtml;
  /** What the page's route's loaders read on the server, which the browser takes as its own. */
  data?: PageData;
  /** The API paths the data answers (the page preloads none of them). */
  answered?: ReadonlySet<string>;
  /** The build's boot script, which starts the app on a rendered screen once it is painted. */
  boot?: string;
  /** The rendered screen's own scripts (its route's code, see routeModules): the boot script preloads them too. */
  screenModules?: readonly string[];
  /** A player's screen the browser renders: its route's code, fetched side by side with the app's scripts. */
  modulePreloads?: readonly string[];
}

/** A preload of what the page now holds itself: one fetch fewer, and no bytes sent twice. */
const preloadOf = (href: string) => new RegExp(`[ \\t]*<link rel="preload" href="${href}"[^>]*>\\n?`, "g");
const AGENCY_INFO = "/api/v2/agency/info";
const PLAYER_INFO = "/api/v2/players/info";
const AGENCY_INFO_PRELOAD = preloadOf(AGENCY_INFO);
const PLAYER_INFO_PRELOAD = preloadOf(PLAYER_INFO);
const TRANSLATION_PRELOAD = preloadOf('/locales/[^"]*');
const FONT_PRELOAD = /[ \t]*<link rel="preload" href="[^"]*" as="font"[^>]*>\n?/g;

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

function fontPreload(href: string): string {
  return `<link rel="preload" href="${attribute(href)}" as="font" type="font/woff2" crossorigin="anonymous">`;
}

/** Inlined so the first render waits for no fetch after the scripts. */
export function renderPlayerPage(template: string, parts: PageParts): string {
  const answered = parts.answered ?? new Set<string>();
  // The page's data holds the agency when its route read it: one block is enough.
  const agencyInfo = answered.has(AGENCY_INFO) ? undefined : parts.agencyInfo;
  const blocks = [
    agencyInfo === undefined ? "" : jsonDataBlock(AGENCY_INFO_BLOCK, agencyInfo),
    parts.translation === undefined
      ? ""
      : jsonDataBlock(TRANSLATION_BLOCK, { language: parts.language, resources: parts.translation }),
    parts.data === undefined ? "" : jsonDataBlock(PAGE_DATA_BLOCK, parts.data),
  ].join("");
  let html = template.replace(
    /<html lang="[^"]*"/,
    `<html lang="${languageTags[parts.language]}" ${PAGE_LANGUAGE_ATTRIBUTE}="${parts.language}"`,
  );
  if (parts.agencyInfo !== undefined || answered.has(AGENCY_INFO))
    html = html.replace(AGENCY_INFO_PRELOAD, "");
  // Who the page is for (a visitor, or the player it holds) is in its data: nobody to ask about.
  if (answered.has(PLAYER_INFO)) html = html.replace(PLAYER_INFO_PRELOAD, "");
  if (parts.translation !== undefined) html = html.replace(TRANSLATION_PRELOAD, "");
  const fonts = parts.fonts === undefined ? "" : parts.fonts.map(fontPreload).join("");
  if (parts.fonts !== undefined) html = html.replace(FONT_PRELOAD, "");
  const screen = parts.screen;
  if (screen !== undefined) {
    html = html.replace(EMPTY_ROOT, () => `<div id="root">${screen.root}</div>`);
    html = startAfterPaint(html, parts.boot, parts.screenModules ?? []);
  }
  const modulePreloads = (parts.modulePreloads ?? [])
    .map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`)
    .join("");
  // Painted whole, so rows never move as the rest arrives; the data blocks follow the screen.
  const expectFrame =
    screen === undefined ? "" : `<link rel="expect" href="#${PAGE_FRAME_END}" blocking="render">`;
  // Functions, so a `$` in a translation is never read as a replacement pattern.
  return html
    .replace("</head>", () => `${expectFrame}${fonts}${screen?.head ?? ""}${modulePreloads}</head>`)
    .replace("</body>", () => `${blocks}</body>`);
}

const EMPTY_ROOT = '<div id="root"></div>';
/** The app's module script and the preloads of its imports, as Vite writes them. */
const APP_SCRIPT = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/** A rendered screen shows without its scripts; the boot script loads nothing until it is painted. */
function startAfterPaint(html: string, boot: string | undefined, screenModules: readonly string[]): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (boot === undefined || entry === null) {
    return html.replace(APP_SCRIPT, (tag) => tag.replace(/^<(script|link)/, '<$1 fetchpriority="low"'));
  }
  // In import order for the boot script, then the screen's own code so it is fetched alongside.
  const imports = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const screen = [...new Set(screenModules)].filter((href) => !imports.includes(href));
  const bootTag =
    `<script type="module" crossorigin src="${attribute(boot)}" data-app-entry="${attribute(entry[1]!)}"` +
    ` data-app-imports="${attribute(imports.join(" "))}" data-app-preload="${attribute(screen.join(" "))}"></script>`;
  return html.replace(MODULE_PRELOAD, "").replace(ENTRY_SCRIPT, () => bootTag);
}

/** Kept as a non-CSS marker so the lazy loader does not fetch the inlined stylesheet again. */
const heldLink = (href: string) => `<link rel="stylesheet" href="${attribute(href)}" type="text/plain">`;

/** The app's whole stylesheet goes into the page up to this size (gzip); a bigger one stays a file. */
export const INLINE_STYLES_MAX_GZIP_BYTES = 20 * 1024;

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/** Inlined only when small: the page is sent on every visit while a file stays cached. */
export function inlineStylesheets(
  template: string,
  read: (href: string) => string | undefined,
  maxGzipBytes = INLINE_STYLES_MAX_GZIP_BYTES,
): string {
  const sheets = [...template.matchAll(STYLESHEET)].map((match) => ({
    tag: match[0],
    href: match[1]!,
    css: read(match[1]!),
  }));
  const inlinable = sheets.every(({ css }) => css !== undefined && !/<\/style/i.test(css));
  const gzipBytes = gzipSync(sheets.map(({ css }) => css ?? "").join("")).length;
  if (sheets.length === 0 || !inlinable || gzipBytes > maxGzipBytes) return template;
  return sheets.reduce(
    (html, { tag, href, css }) => html.replace(tag, () => `<style>${css}</style>${heldLink(href)}`),
    template,
  );
}
