import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  agencyInfoSchema,
  DEFAULT_LANGUAGE,
  type Game,
  INLINED_BLOCKS,
  isStorableText,
  type Language,
  languages,
  type Promotion,
  SCREENS_WITH_PROMOTIONS,
  SERVER_RENDERED_PATHS,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";

// The player's page (index.html) as the server sends it: per agency (host) and language, with the
// agency info, the translations, the language's fonts and the stylesheet already in it.

/** An agency as the agency directory hands it out (see app.agencies). */
export type AgencyRow = NonNullable<Awaited<ReturnType<FastifyInstance["agencies"]["forHost"]>>>;

export { LANGUAGE_COOKIE } from "@kham/contract";
export const AGENCY_INFO_BLOCK = INLINED_BLOCKS.agencyInfo;
export const TRANSLATION_BLOCK = INLINED_BLOCKS.translation;
export const PROMOTIONS_BLOCK = INLINED_BLOCKS.promotions;
export const POPULAR_GAMES_BLOCK = INLINED_BLOCKS.popularGames;
export const PLAYER_BLOCK = INLINED_BLOCKS.player;

/**
 * A player with a live session, as players/info and players/me answer them; for their home, also
 * their credit (players/credits, when the providers answer in time) and the agency's exchange-rates.
 */
export interface PagePlayer {
  info: unknown;
  me: unknown;
  credits?: unknown;
  rates?: unknown;
}

/** The BCP 47 tag of each language code, as the app puts it on <html lang>. */
const languageTags: Record<Language, string> = { lo: "lo", cn: "zh-CN", vn: "vi", th: "th" };

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (languages as readonly string[]).includes(value);
}

/** The language the player last chose, as the cookie mirrors it; Lao without one. */
export function pageLanguage(cookie: string | undefined): Language {
  return isLanguage(cookie) ? cookie : DEFAULT_LANGUAGE;
}

/**
 * JSON as the text of a <script type="application/json"> block: never executed (the CSP needs no
 * hash for it), and with every `<` escaped no text inside can close the element or open a comment.
 */
export function jsonDataBlock(id: string, value: unknown): string {
  const json = JSON.stringify(value).replace(/</g, "\\u003c");
  return `<script type="application/json" id="${id}">${json}</script>`;
}

/** The server-rendered screen: resource hints for <head> and the HTML of #root. */
export interface ScreenHtml {
  head: string;
  root: string;
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
  /** The live promotions the rendered screen shows (what GET /api/v2/promotions answers). */
  promotions?: readonly Promotion[];
  /** The providers' popular games the rendered screen shows. */
  popularGames?: readonly Game[];
  /** The build's boot script, which starts the app on a rendered screen once it is painted. */
  boot?: string;
  /** For a player's screen: what its first render will ask for (see PlayerPages.playerPreloads). */
  playerPreloads?: PlayerPreloads;
  /** The player a rendered screen is for (their home): in the page for the browser's hydration. */
  player?: PagePlayer;
}

/** What a player's screen asks for before it renders, fetched side by side with the app's scripts. */
export interface PlayerPreloads {
  /** The route's own script files (with their imports), which the app would load one step later. */
  modules: readonly string[];
  /** The player's API calls the screen makes on arrival. */
  calls: readonly string[];
}

/** A preload of what the page now holds itself: one fetch fewer, and no bytes sent twice. */
const preloadOf = (href: string) => new RegExp(`[ \\t]*<link rel="preload" href="${href}"[^>]*>\\n?`, "g");
const AGENCY_INFO_PRELOAD = preloadOf("/api/v2/agency/info");
const PLAYER_INFO_PRELOAD = preloadOf("/api/v2/players/info");
const TRANSLATION_PRELOAD = preloadOf('/locales/[^"]*');
const FONT_PRELOAD = /[ \t]*<link rel="preload" href="[^"]*" as="font"[^>]*>\n?/g;

const attribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

/** As index.html preloads players/info: the app's GET (credentials, no body) then finds it. */
function callPreload(href: string): string {
  return `<link rel="preload" href="${attribute(href)}" as="fetch" crossorigin="use-credentials">`;
}

function fontPreload(href: string): string {
  return `<link rel="preload" href="${attribute(href)}" as="font" type="font/woff2" crossorigin="anonymous">`;
}

/**
 * The player's page for one agency and language: index.html with the agency info and the
 * translations inlined, so the first render waits for no fetch after the scripts.
 */
export function renderPlayerPage(template: string, parts: PageParts): string {
  const blocks = [
    parts.agencyInfo === undefined ? "" : jsonDataBlock(AGENCY_INFO_BLOCK, parts.agencyInfo),
    parts.translation === undefined
      ? ""
      : jsonDataBlock(TRANSLATION_BLOCK, { language: parts.language, resources: parts.translation }),
    // Only with the screen drawn from it: the browser hydrates that screen from the same list.
    parts.screen === undefined || parts.promotions === undefined
      ? ""
      : jsonDataBlock(PROMOTIONS_BLOCK, parts.promotions),
    parts.screen === undefined || parts.popularGames === undefined
      ? ""
      : jsonDataBlock(POPULAR_GAMES_BLOCK, parts.popularGames),
    parts.screen === undefined || parts.player === undefined ? "" : jsonDataBlock(PLAYER_BLOCK, parts.player),
  ].join("");
  let html = template.replace(/<html lang="[^"]*"/, `<html lang="${languageTags[parts.language]}"`);
  if (parts.agencyInfo !== undefined) html = html.replace(AGENCY_INFO_PRELOAD, "");
  if (parts.translation !== undefined) html = html.replace(TRANSLATION_PRELOAD, "");
  const fonts = parts.fonts === undefined ? "" : parts.fonts.map(fontPreload).join("");
  if (parts.fonts !== undefined) html = html.replace(FONT_PRELOAD, "");
  const screen = parts.screen;
  if (screen !== undefined) {
    html = html.replace(EMPTY_ROOT, () => `<div id="root">${screen.root}</div>`);
    // The page says who it is for (a visitor, or the player it holds): nobody to ask about.
    html = html.replace(PLAYER_INFO_PRELOAD, "");
    html = startAfterPaint(html, parts.boot);
  }
  const preloads = parts.playerPreloads;
  const playerTags =
    preloads === undefined
      ? ""
      : preloads.calls.map(callPreload).join("") +
        preloads.modules
          .map((href) => `<link rel="modulepreload" crossorigin href="${attribute(href)}">`)
          .join("");
  // A function, so a `$` in a translation is never read as a replacement pattern.
  return html.replace("</head>", () => `${fonts}${screen?.head ?? ""}${playerTags}${blocks}</head>`);
}

const EMPTY_ROOT = '<div id="root"></div>';
/** The app's module script and the preloads of its imports, as Vite writes them. */
const APP_SCRIPT = /<script type="module"[^>]*><\/script>|<link rel="modulepreload"[^>]*>/g;
const ENTRY_SCRIPT = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>/;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\n?/g;

/**
 * A rendered screen shows without its scripts, which only bring it to life. With the build's boot
 * script (apps/web/src/boot.ts) the page loads nothing else until it has been painted; the boot
 * script then preloads and runs the app as the page's own tags would have. Without one the tags
 * stay, at low priority: on a slow line the fonts and the images in view come first either way.
 */
function startAfterPaint(html: string, boot: string | undefined): string {
  const entry = ENTRY_SCRIPT.exec(html);
  if (boot === undefined || entry === null) {
    return html.replace(APP_SCRIPT, (tag) => tag.replace(/^<(script|link)/, '<$1 fetchpriority="low"'));
  }
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const bootTag =
    `<script type="module" crossorigin src="${attribute(boot)}" data-app-entry="${attribute(entry[1]!)}"` +
    ` data-app-preload="${attribute(preloads.join(" "))}"></script>`;
  return html.replace(MODULE_PRELOAD, "").replace(ENTRY_SCRIPT, () => bootTag);
}

/**
 * The inlined stylesheet's link, kept as a marker: a type that is not CSS is never fetched nor
 * applied, but the app's loader of lazy screens finds it. That loader adds the stylesheet a lazy
 * chunk depends on unless the page has a stylesheet link to it; the same rules fetched and applied
 * again would cost the phone a download and a style recalculation of the whole page.
 */
const heldLink = (href: string) => `<link rel="stylesheet" href="${attribute(href)}" type="text/plain">`;

/** The app's whole stylesheet goes into the page up to this size (gzip); a bigger one stays a file. */
export const INLINE_STYLES_MAX_GZIP_BYTES = 20 * 1024;

const STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+)">/g;

/**
 * The page's stylesheets as <style> elements (the CSP allows inline styles, never inline scripts):
 * the first paint then waits for no stylesheet request. Only when they are small, since the page is
 * sent again on every visit while a file stays cached; `read` gives a stylesheet's text by address.
 */
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

/**
 * The web app's server entry (apps/web/src/entry-server.tsx), built into a dot folder of dist that
 * the file server never serves.
 */
export const SERVER_ENTRY = path.join(".ssr", "entry-server.mjs");

export interface ScreenInput {
  path: string;
  language: Language;
  agencyInfo: unknown;
  translation: Record<string, unknown>;
  /** The agency's live promotions, for a screen that shows them. */
  promotions?: readonly Promotion[];
  /** The providers' popular games, for a screen that shows them. */
  popularGames?: readonly Game[];
  /** The player, for one of PLAYER_RENDERED_PATHS. */
  player?: PagePlayer;
}

/** Renders a public screen for a visitor; undefined when that screen is the browser's to render. */
export type ScreenRenderer = (input: ScreenInput) => Promise<ScreenHtml | undefined>;

/** The build's screen renderer, or undefined when the build has none (a client-only build). */
export async function loadScreenRenderer(dist: string): Promise<ScreenRenderer | undefined> {
  const file = path.join(dist, SERVER_ENTRY);
  if (!fs.existsSync(file)) return undefined;
  const entry = (await import(pathToFileURL(file).href)) as { renderPage?: ScreenRenderer };
  return typeof entry.renderPage === "function" ? entry.renderPage : undefined;
}

/** Where the web build lists each language's font files (see the web app's vite.config.ts). */
const FONT_PRELOADS_FILE = path.join(".vite", "font-preloads.json");

/** Where Vite lists the build's files by their source (see the web app's vite.config.ts). */
const BUILD_MANIFEST = path.join(".vite", "manifest.json");
const BOOT_SOURCE = "src/boot.ts";

/** The build's manifest: each source's output file and the chunks it imports. */
type BuildManifest = Record<string, { file?: unknown; imports?: unknown }>;

const isBuiltScript = (file: unknown): file is string =>
  typeof file === "string" && /^assets\/[\w.-]+\.js$/.test(file);

/** The address of the build's boot script (apps/web/src/boot.ts), or undefined when it has none. */
function bootScript(manifest: BuildManifest | undefined): string | undefined {
  const file = manifest?.[BOOT_SOURCE]?.file;
  return isBuiltScript(file) ? `/${file}` : undefined;
}

/** A route file's lazy component, as the router's code splitting names it in the manifest. */
const routeChunkKey = (file: string) => `src/routes/${file}?tsr-split=component`;

/**
 * The script files of a player's screen at `urlPath`: its layouts' and its own lazy components
 * (routes/player/route.tsx, then routes/player/deposit/index.tsx or …/deposit.tsx), with
 * everything they import, less what the page loads already.
 */
export function routeModules(
  manifest: BuildManifest,
  urlPath: string,
  inPage: ReadonlySet<string>,
): string[] {
  const segments = urlPath.split("/").filter(Boolean);
  if (segments.some((segment) => !/^[\w-]+$/.test(segment))) return [];
  const keys: string[] = [];
  for (let depth = 1; depth < segments.length; depth += 1) {
    keys.push(routeChunkKey(`${segments.slice(0, depth).join("/")}/route.tsx`));
  }
  const own = segments.join("/");
  keys.push(
    routeChunkKey(`${own}/route.tsx`),
    routeChunkKey(`${own}/index.tsx`),
    routeChunkKey(`${own}.tsx`),
  );
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!isBuiltScript(entry?.file)) return;
    const href = `/${entry.file}`;
    if (!inPage.has(href)) files.push(href);
    for (const imported of Array.isArray(entry.imports) ? entry.imports : []) {
      if (typeof imported === "string") visit(imported);
    }
  };
  for (const key of keys) visit(key);
  return files;
}

/** A text file of the build, or undefined when it has none. */
function readText(file: string): string | undefined {
  try {
    return fs.readFileSync(file, "utf8");
  } catch {
    return undefined;
  }
}

/** A JSON file of the build, or undefined when it has none (or it is not JSON). */
function readJson(file: string): unknown {
  const text = readText(file);
  if (text === undefined) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export type ContentEncoding = "br" | "gzip" | "identity";

export interface PlayerPagesOptions {
  renderScreen?: ScreenRenderer;
  /** The agency's live promotions, as GET /api/v2/promotions answers them. */
  promotions?: (agency: AgencyRow) => Promise<Promotion[]>;
  /**
   * The providers' popular games (what the browser draws from GET /api/v2/games), or undefined
   * when the providers do not answer in time: the browser then asks for the catalogue itself.
   */
  popularGames?: () => Promise<Game[] | undefined>;
  onRenderError?: (error: unknown) => void;
}

/** A rendered page with what it was drawn from that can change without the agency changing. */
interface KeptPage {
  /** The live promotions and popular games it shows, as JSON; empty for a page that shows none. */
  version: string;
  page: Promise<RenderedPage>;
}

/** One rendered page, compressed on first demand and kept with it. */
export class RenderedPage {
  readonly html: string;
  private readonly encoded = new Map<ContentEncoding, Buffer>();

  constructor(html: string) {
    this.html = html;
  }

  body(encoding: ContentEncoding): Buffer {
    let body = this.encoded.get(encoding);
    if (body === undefined) {
      const raw = Buffer.from(this.html);
      body =
        encoding === "br"
          ? brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } })
          : encoding === "gzip"
            ? gzipSync(raw, { level: 9 })
            : raw;
      this.encoded.set(encoding, body);
    }
    return body;
  }
}

/** The best encoding the client takes: brotli, then gzip (as the pre-compressed files are served). */
export function negotiateEncoding(acceptEncoding: string | undefined): ContentEncoding {
  const accepted = (acceptEncoding ?? "").toLowerCase();
  if (/\bbr\b/.test(accepted)) return "br";
  if (/\bgzip\b/.test(accepted)) return "gzip";
  return "identity";
}

/**
 * The player's page per agency and language, rendered once and kept in the process. The template
 * and the translations are read from the build once: a new build means a restart. Pages are kept
 * per agency row as the agency directory hands it out, so when staff change an agency (or the
 * directory's entry expires) the directory reads a new row and the page is rendered again.
 *
 * With a screen renderer, the public screens (/, /login, /register) are kept rendered too, one per
 * agency, language and path: they hold nothing of a player, so every visitor gets the same page.
 */
export class PlayerPages {
  private readonly template: string;
  private readonly dist: string;
  private readonly translations = new Map<Language, unknown>();
  /** Each language's font files, as the build listed them; undefined when it did not. */
  private readonly fonts: Partial<Record<Language, string[]>> | undefined;
  private readonly byAgency = new WeakMap<AgencyRow, Map<string, KeptPage>>();
  private readonly withoutAgency = new Map<string, KeptPage>();
  private readonly renderScreen: ScreenRenderer | undefined;
  /** The address of the build's boot script, when it has one. */
  private readonly boot: string | undefined;
  private readonly manifest: BuildManifest | undefined;
  /** The scripts index.html loads or preloads already. */
  private readonly scriptsInPage: ReadonlySet<string>;
  private readonly loadPromotions: ((agency: AgencyRow) => Promise<Promotion[]>) | undefined;
  private readonly loadPopularGames: (() => Promise<Game[] | undefined>) | undefined;
  private readonly onRenderError: (error: unknown) => void;

  constructor(dist: string, options: PlayerPagesOptions = {}) {
    this.dist = dist;
    this.template = inlineStylesheets(fs.readFileSync(path.join(dist, "index.html"), "utf8"), (href) =>
      // Only the build's own files: an address that leaves dist reads nothing.
      href.startsWith("/assets/") && !href.includes("..") ? readText(path.join(dist, href)) : undefined,
    );
    this.fonts = readJson(path.join(dist, FONT_PRELOADS_FILE)) as PlayerPages["fonts"];
    this.manifest = readJson(path.join(dist, BUILD_MANIFEST)) as BuildManifest | undefined;
    this.boot = bootScript(this.manifest);
    this.scriptsInPage = new Set(
      [...this.template.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
        (match) => match[1]!,
      ),
    );
    this.renderScreen = options.renderScreen;
    this.loadPromotions = options.promotions;
    this.loadPopularGames = options.popularGames;
    this.onRenderError = options.onRenderError ?? (() => {});
  }

  /**
   * The page for a host's agency (none for a host no agency has) in a language. With `screen`, a
   * public screen's path, the page holds that screen rendered when the renderer can render it.
   */
  async page(
    agency: AgencyRow | undefined,
    language: Language,
    screen?: string,
    /** The path of a player's screen (the request has a session): its first calls and code are preloaded. */
    playerScreen?: string,
  ): Promise<RenderedPage> {
    let pages = this.withoutAgency;
    if (agency !== undefined) {
      pages = this.byAgency.get(agency) ?? new Map();
      this.byAgency.set(agency, pages);
    }
    // Only a host's agency has screens to render (without one the app shows its notice), and only
    // the public screens: one page each, never one per address a client makes up.
    const screenPath =
      agency !== undefined && this.renderScreen !== undefined && isServerRendered(screen)
        ? screen
        : undefined;
    const [promotions, popularGames] =
      agency !== undefined && screenPath !== undefined && SCREENS_WITH_PROMOTIONS.includes(screenPath)
        ? await Promise.all([this.livePromotions(agency), this.popularGames()])
        : [undefined, undefined];
    // The lists are read on every request and are part of the page: when one changes (staff edit
    // a promotion, one's window opens or closes, a provider's catalogue changes) the page is
    // rendered again, in place of the old.
    const version =
      promotions === undefined && popularGames === undefined
        ? ""
        : JSON.stringify([promotions, popularGames]);
    const preloads =
      agency !== undefined && screenPath === undefined && playerScreen !== undefined
        ? this.playerPreloads(playerScreen)
        : undefined;
    // Kept per set of preloads, not per path: a made-up path under /player shares its layout's page.
    const key =
      screenPath !== undefined
        ? `${language} ${screenPath}`
        : preloads !== undefined
          ? `${language} player ${preloads.calls.join(" ")} ${preloads.modules.join(" ")}`
          : language;
    let kept = pages.get(key);
    if (kept === undefined || kept.version !== version) {
      kept = {
        version,
        page: this.render(agency, language, screenPath, { promotions, popularGames }, preloads),
      };
      pages.set(key, kept);
    }
    return kept.page;
  }

  /**
   * A player's own screen rendered for them (one of PLAYER_RENDERED_PATHS), with who they are in
   * the page: rendered for this request and never kept, as it is theirs alone. Without a renderer,
   * or when the screen cannot be rendered, it is the page the browser renders, with its preloads.
   */
  async playerPage(
    agency: AgencyRow,
    language: Language,
    screenPath: string,
    loadPlayer: () => Promise<PagePlayer>,
  ): Promise<RenderedPage> {
    // Read side by side: the player's part may wait on the providers for their credit.
    const lists = SCREENS_WITH_PROMOTIONS.includes(screenPath);
    const [promotions, popularGames, player] = await Promise.all([
      lists ? this.livePromotions(agency) : undefined,
      lists ? this.popularGames() : undefined,
      loadPlayer(),
    ]);
    const parts = this.parts(agency, language, this.playerPreloads(screenPath));
    const translation = parts.translation;
    if (this.renderScreen !== undefined && isTextRecord(translation)) {
      try {
        parts.screen = await this.renderScreen({
          path: screenPath,
          language,
          agencyInfo: parts.agencyInfo,
          translation,
          promotions,
          popularGames,
          player,
        });
        if (parts.screen !== undefined) {
          parts.promotions = promotions;
          parts.popularGames = popularGames;
          parts.player = player;
          // Who the player is, is in the page, and the app's code starts after the paint; the
          // credit is asked for at once, in the page or not: the app asks for it again on arrival,
          // as it is the provider's live balance.
          const calls = parts.playerPreloads?.calls.filter((call) => call !== PLAYER_ME_CALL) ?? [];
          parts.playerPreloads = { calls, modules: [] };
        }
      } catch (error) {
        this.onRenderError(error);
      }
    }
    return new RenderedPage(renderPlayerPage(this.template, parts));
  }

  /**
   * What a player's screen at `urlPath` asks for before it renders, so the page fetches it side by
   * side with the app's scripts instead of one step after the other: the calls the screen makes on
   * arrival, and its route's code. Undefined for a path that is no player's screen.
   */
  private playerPreloads(urlPath: string): PlayerPreloads | undefined {
    const calls = playerCallsOn(urlPath);
    if (calls.length === 0) return undefined;
    const modules =
      this.manifest === undefined ? [] : routeModules(this.manifest, urlPath, this.scriptsInPage);
    return { calls, modules };
  }

  /** The popular games, or undefined when they cannot be read now (the browser then asks for them). */
  private popularGames(): Promise<Game[] | undefined> {
    return this.readList(this.loadPopularGames);
  }

  /** The live promotions, or undefined when they cannot be read now (the browser then asks for them). */
  private livePromotions(agency: AgencyRow): Promise<Promotion[] | undefined> {
    const load = this.loadPromotions;
    return this.readList(load && (() => load(agency)));
  }

  /** A list the page is drawn from; a failure is logged and leaves the page without it. */
  private async readList<T>(load: (() => Promise<T | undefined>) | undefined): Promise<T | undefined> {
    if (load === undefined) return undefined;
    try {
      return await load();
    } catch (error) {
      this.onRenderError(error);
      return undefined;
    }
  }

  private async render(
    agency: AgencyRow | undefined,
    language: Language,
    screenPath?: string,
    lists: { promotions?: Promotion[]; popularGames?: Game[] } = {},
    playerPreloads?: PlayerPreloads,
  ) {
    const { promotions, popularGames } = lists;
    const parts = this.parts(agency, language, playerPreloads);
    const { agencyInfo, translation } = parts;
    if (screenPath !== undefined && this.renderScreen !== undefined && isTextRecord(translation)) {
      try {
        parts.screen = await this.renderScreen({
          path: screenPath,
          language,
          agencyInfo,
          translation,
          promotions,
          popularGames,
        });
        parts.promotions = promotions;
        parts.popularGames = popularGames;
      } catch (error) {
        // The page works without it: the browser renders the screen, as it does for every other.
        this.onRenderError(error);
      }
    }
    return new RenderedPage(renderPlayerPage(this.template, parts));
  }

  /** What every page of an agency and language holds. */
  private parts(
    agency: AgencyRow | undefined,
    language: Language,
    playerPreloads?: PlayerPreloads,
  ): PageParts {
    return {
      language,
      // What /api/v2/agency/info answers: the same schema shapes both.
      agencyInfo: agency === undefined ? undefined : agencyInfoSchema.parse({ agency }),
      translation: this.translation(language),
      fonts: this.fonts === undefined ? undefined : (this.fonts[language] ?? []),
      boot: this.boot,
      playerPreloads,
    };
  }

  /** The language's translation.json from the build, or undefined when it has none (then the app fetches). */
  private translation(language: Language): unknown {
    if (!this.translations.has(language)) {
      this.translations.set(
        language,
        readJson(path.join(this.dist, "locales", language, "translation.json")),
      );
    }
    return this.translations.get(language);
  }
}

/**
 * The player's calls a screen makes before it first renders: every screen under /player first asks
 * who the player is (players/info, which the page preloads for everyone, then players/me), and the
 * home shows the credit at every provider. Live calls, made a moment earlier; nothing is cached.
 */
export function playerCallsOn(urlPath: string): string[] {
  if (urlPath === "/player") return [PLAYER_ME_CALL, "/api/v2/players/credits"];
  if (urlPath.startsWith("/player/")) return [PLAYER_ME_CALL];
  return [];
}

const PLAYER_ME_CALL = "/api/v2/players/me";

function isServerRendered(path: string | undefined): path is string {
  return path !== undefined && SERVER_RENDERED_PATHS.includes(path);
}

function isTextRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The agency of the request's host, or undefined for a host no agency has (the app shows its notice). */
export async function agencyOfHost(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AgencyRow | undefined> {
  // As the API's tenancy reads it: no port, lower case, no trailing dot.
  const host = request.hostname.trim().toLowerCase().replace(/\.$/, "");
  if (!isStorableText(host)) return undefined;
  try {
    return await app.agencies.forHost(host);
  } catch (error) {
    // The page still works without its inlined agency: the app asks /api/v2/agency/info itself.
    request.log.warn({ err: error }, "agency not inlined into the page");
    return undefined;
  }
}
