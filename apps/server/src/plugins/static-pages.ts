import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import {
  agencyInfoSchema,
  type Game,
  isStorableText,
  type Language,
  type Promotion,
  SCREENS_WITH_CREDIT,
  SCREENS_WITH_PROMOTIONS,
  SERVER_RENDERED_PATHS,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import {
  type AgencyRow,
  inlineStylesheets,
  type PageParts,
  type PagePlayer,
  type PlayerPreloads,
  renderPlayerPage,
} from "./page-html.ts";
import {
  BUILD_MANIFEST,
  type BuildManifest,
  bootScript,
  FONT_PRELOADS_FILE,
  readJson,
  readText,
  routeModules,
  type ScreenRenderer,
} from "./web-build.ts";

// The player's pages as the server keeps and sends them: per agency (host), language and screen
// (page-html.ts draws one; web-build.ts reads what it is drawn from).

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
   * A player's own screen rendered for them (at an address isRenderedPlayerAddress takes: its path,
   * and askmebet's tab), with who they are in the page: rendered for this request and never kept,
   * as it is theirs alone. Without a renderer, or when the screen cannot be rendered, it is the page
   * the browser renders, with its preloads.
   */
  async playerPage(
    agency: AgencyRow,
    language: Language,
    address: string,
    loadPlayer: (screenPath: string) => Promise<PagePlayer>,
  ): Promise<RenderedPage> {
    // The screen's data and code go by its path; only the render needs the tab.
    const screenPath = address.split("?")[0] ?? address;
    // Read side by side: the player's part may wait on the providers for their credit.
    const lists = SCREENS_WITH_PROMOTIONS.includes(screenPath);
    const [promotions, popularGames, player] = await Promise.all([
      lists ? this.livePromotions(agency) : undefined,
      lists ? this.popularGames() : undefined,
      loadPlayer(screenPath),
    ]);
    const parts = this.parts(agency, language, this.playerPreloads(screenPath));
    const translation = parts.translation;
    if (this.renderScreen !== undefined && isTextRecord(translation)) {
      try {
        parts.screen = await this.renderScreen({
          path: address,
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
          // Its route's code, found already for the preloads of the page the browser renders.
          parts.screenModules = parts.playerPreloads?.modules ?? this.screenModules(screenPath);
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

  /** A rendered screen's own scripts, which the boot script preloads with the app's. */
  private screenModules(screenPath: string): string[] {
    return this.manifest === undefined ? [] : routeModules(this.manifest, screenPath, this.scriptsInPage);
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
        parts.screenModules = this.screenModules(screenPath);
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
 * SCREENS_WITH_CREDIT show the credit at every provider. Live calls, made a moment earlier; nothing
 * is cached.
 */
export function playerCallsOn(urlPath: string): string[] {
  if (SCREENS_WITH_CREDIT.includes(urlPath)) return [PLAYER_ME_CALL, PLAYER_CREDITS_CALL];
  if (urlPath.startsWith("/player/")) return [PLAYER_ME_CALL];
  return [];
}

const PLAYER_ME_CALL = "/api/v2/players/me";
const PLAYER_CREDITS_CALL = "/api/v2/players/credits";

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
