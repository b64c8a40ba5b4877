import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { agencyInfoSchema, isStorableText, type Language } from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { PageCalls } from "./page-fetch.ts";
import { type AgencyRow, inlineStylesheets, type PageParts, renderPlayerPage } from "./page-html.ts";
import {
  BUILD_MANIFEST,
  type BuildManifest,
  bootScript,
  FONT_PRELOADS_FILE,
  type LoadedPage,
  type PageData,
  type PageRenderer,
  readJson,
  readText,
  routeModules,
} from "./web-build.ts";

// The player's pages per agency, language and screen (page-html.ts draws, web-build.ts reads).

export type ContentEncoding = "br" | "gzip" | "identity";

export interface PlayerPagesOptions {
  /** The build's server entry, which loads a page's route and draws its screen. */
  renderPage?: PageRenderer;
  onRenderError?: (error: unknown) => void;
}

/** A visitor's rendered page, with the data it was drawn from (without when each answer was read). */
interface KeptPage {
  version: string;
  page: RenderedPage;
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

/** Kept per agency row, so a changed agency re-renders; a visitor's page is shared, a player's is theirs alone. */
export class PlayerPages {
  private readonly template: string;
  private readonly dist: string;
  private readonly translations = new Map<Language, unknown>();
  /** Each language's font files, as the build listed them; undefined when it did not. */
  private readonly fonts: Partial<Record<Language, string[]>> | undefined;
  private readonly plainPages = new WeakMap<AgencyRow, Map<Language, RenderedPage>>();
  private readonly withoutAgency = new Map<Language, RenderedPage>();
  private readonly visitorPages = new WeakMap<AgencyRow, Map<string, KeptPage>>();
  private readonly renderer: PageRenderer | undefined;
  /** The address of the build's boot script, when it has one. */
  private readonly boot: string | undefined;
  private readonly manifest: BuildManifest | undefined;
  /** The scripts index.html loads or preloads already. */
  private readonly scriptsInPage: ReadonlySet<string>;
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
    this.renderer = options.renderPage;
    this.onRenderError = options.onRenderError ?? (() => {});
  }

  /** The page the browser renders, for a host's agency (none for a host no agency has) in a language. */
  page(agency: AgencyRow | undefined, language: Language): RenderedPage {
    let pages = this.withoutAgency;
    if (agency !== undefined) {
      pages = this.plainPages.get(agency) ?? new Map();
      this.plainPages.set(agency, pages);
    }
    let page = pages.get(language);
    if (page === undefined) {
      page = new RenderedPage(renderPlayerPage(this.template, this.parts(agency, language)));
      pages.set(language, page);
    }
    return page;
  }

  /** Redrawn only when what its route read changed; only drawn addresses are kept, never made-up ones. */
  async visitorPage(
    agency: AgencyRow,
    language: Language,
    address: string,
    calls: PageCalls,
  ): Promise<RenderedPage> {
    let kept = this.visitorPages.get(agency);
    if (kept === undefined) {
      kept = new Map();
      this.visitorPages.set(agency, kept);
    }
    const key = `${language} ${address}`;
    // Set when the route read what the kept page was drawn from: the entry then draws nothing.
    const found: { version?: string; same?: RenderedPage } = {};
    const loaded = await this.load(language, address, calls, (data) => {
      found.version = versionOf(data);
      const same = kept.get(key);
      found.same = same?.version === found.version ? same.page : undefined;
      return found.same !== undefined;
    });
    if (found.same !== undefined && loaded?.data !== undefined) return found.same;
    if (loaded?.screen === undefined || loaded.data === undefined) return this.page(agency, language);
    const page = this.drawn(agency, language, address, loaded, calls);
    kept.set(key, { version: found.version ?? "", page });
    return page;
  }

  /** A player's page is theirs alone, so kept nowhere; undefined when the route redirected (no live session). */
  async playerPage(
    agency: AgencyRow,
    language: Language,
    address: string,
    calls: PageCalls,
  ): Promise<RenderedPage | undefined> {
    const loaded = await this.load(language, address, calls);
    if (loaded?.data === undefined) return undefined;
    return this.drawn(agency, language, address, loaded, calls);
  }

  /** The page's route loaded, and its screen drawn, by the build's server entry. */
  private async load(
    language: Language,
    address: string,
    calls: PageCalls,
    drawn?: (data: PageData) => boolean,
  ): Promise<LoadedPage | undefined> {
    const translation = this.translation(language);
    if (this.renderer === undefined || !isTextRecord(translation)) return undefined;
    try {
      return await this.renderer({ address, language, translation, fetch: calls.fetch, drawn });
    } catch (error) {
      // The page works without it: the browser renders the screen, as it does for every other.
      this.onRenderError(error);
      return undefined;
    }
  }

  private drawn(
    agency: AgencyRow,
    language: Language,
    address: string,
    { screen, data }: LoadedPage,
    calls: PageCalls,
  ): RenderedPage {
    const parts = this.parts(agency, language);
    const modules = this.screenModules(address.split("?")[0] ?? address);
    parts.data = data;
    parts.answered = calls.answered;
    if (screen === undefined) {
      // The browser renders the screen: its route's code comes side by side with the app's scripts.
      parts.modulePreloads = modules;
    } else {
      parts.screen = screen;
      parts.screenModules = modules;
    }
    return new RenderedPage(renderPlayerPage(this.template, parts));
  }

  /** A screen's own scripts (its route's code), less what the page loads already. */
  private screenModules(screenPath: string): string[] {
    return this.manifest === undefined ? [] : routeModules(this.manifest, screenPath, this.scriptsInPage);
  }

  /** What every page of an agency and language holds. */
  private parts(agency: AgencyRow | undefined, language: Language): PageParts {
    return {
      language,
      // What /api/v2/agency/info answers: the same schema shapes both.
      agencyInfo: agency === undefined ? undefined : agencyInfoSchema.parse({ agency }),
      translation: this.translation(language),
      fonts: this.fonts === undefined ? undefined : (this.fonts[language] ?? []),
      boot: this.boot,
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

/** What a page was drawn from, less when each answer was read: the same for the same answers. */
function versionOf(data: PageData): string {
  return JSON.stringify(data.queries.map((query) => [query.queryHash, query.state.data]));
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
