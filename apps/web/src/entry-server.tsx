// The server's entry (built by `vite build --ssr` into dist/.ssr): renders the public screens to
// HTML, which the browser then hydrates (main.tsx), so a first visit paints before any script runs.
import "./lib/zod-config";
import {
  type AgencyInfo,
  type Game,
  isRenderedPlayerAddress,
  type Language,
  type Promotion,
  SCREENS_RENDERED_WITH_CREDIT,
  SERVER_RENDERED_PATHS,
} from "@kham/contract";
import { createMemoryHistory } from "@tanstack/react-router";
import { renderToString } from "react-dom/server";
// The edge build of prerender, not Node's: Node's enters an AsyncLocalStorage on every render, and on
// Node before 24 the first one entered hooks every promise the process makes from then on (the API
// was 4–6% slower for good once a page had been rendered). The edge build looks for a global
// AsyncLocalStorage, which Node does not have, and schedules its work with setTimeout.
import { prerender } from "react-dom/static.edge";
import { agencyKeys } from "@/features/agency/api/get-agency-info";
import { type PagePlayer, pageHoldsScreen, seedPlayer } from "@/features/auth/api/player-keys";
import { seedPopularGames } from "@/features/games/api/get-games";
import { seedPromotions } from "@/features/promotions/api/get-promotions";
import { createPageI18n } from "@/lib/i18n";
import { I18nProvider } from "@/lib/i18n-react";
import { createQueryClient } from "@/lib/query-client";
import { App } from "./app";
import { createAppRouter } from "./router";

export interface PageInput {
  /**
   * One of the contract's SERVER_RENDERED_PATHS, with no query string; for a player, an address
   * isRenderedPlayerAddress takes (askmebet's screen names its tab in a query).
   */
  path: string;
  language: Language;
  /** What GET /api/v2/agency/info answers for the host. */
  agencyInfo: AgencyInfo;
  /** The language's translation.json. */
  translation: Record<string, unknown>;
  /** The live promotions (GET /api/v2/promotions), for a screen that shows them; the page holds them too. */
  promotions?: readonly Promotion[];
  /** The providers' popular games, for a screen that shows them; the page holds them too. */
  popularGames?: readonly Game[];
  /** A player with a live session, for one of their rendered screens: what players/info and players/me answer. */
  player?: PagePlayer;
}

/** React's marker of a Suspense boundary that rendered its fallback (something suspended or failed). */
const SUSPENDED = "<!--$!-->";

/** What React hoists out of the tree (e.g. a preload of the logo) comes first; it belongs in <head>. */
const HOISTED = /^(?:<link [^>]*>)+/;

export interface RenderedPage {
  /** Resource hints for <head>. */
  head: string;
  /** The HTML of #root. */
  root: string;
}

/**
 * #root's HTML for a visitor on `path` (or a player on one of their screens), or undefined when the
 * screen cannot be rendered here (an unknown path, a redirect, an error, something that would wait
 * for data, a screen that shows the credit without it, a history or game screen without its data): the page
 * is then sent without it and the browser renders the screen itself, as it always could.
 */
export async function renderPage(input: PageInput): Promise<RenderedPage | undefined> {
  const rendered =
    input.player === undefined
      ? SERVER_RENDERED_PATHS.includes(input.path)
      : isRenderedPlayerAddress(input.path);
  if (!rendered) return undefined;
  const screen = input.path.split("?")[0] ?? input.path;
  if (SCREENS_RENDERED_WITH_CREDIT.includes(screen) && input.player?.credits === undefined) return undefined;
  // Drawn without its data, a history would be rows of grey shapes, a game screen spinners.
  if (!pageHoldsScreen(screen, input.player)) return undefined;
  const queryClient = createQueryClient();
  // A call the page does not answer fails at once here (no API to reach) and the screen is left to
  // the browser: retried as the browser retries, it held the page back 7 s.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  // What the browser's first render has too: the agency is in the page, and so is the player (or
  // the visitor has no session); the browser seeds the same before hydrating.
  queryClient.setQueryData(agencyKeys.info, input.agencyInfo);
  seedPlayer(queryClient, input.player ?? null);
  seedPromotions(queryClient, input.promotions);
  seedPopularGames(queryClient, input.popularGames);
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [input.path] }), true);
  try {
    await router.load();
    // The router's own account of the server load: a redirect or a 404/500 is the browser's to render.
    const result = router._serverResult;
    if (result?.type !== "render" || result.status !== 200) return undefined;
    if (router.state.matches.some((match) => match.status !== "success")) return undefined;
    const app = (
      <I18nProvider i18n={createPageI18n(input.language, input.translation)}>
        <App queryClient={queryClient} router={router} />
      </I18nProvider>
    );
    // A first pass that waits for the lazy code (the deferred menus) to load; then the page is
    // rendered in one go. What a pass that had to wait writes holds inline scripts (to fill the
    // boundaries in later), which the CSP refuses; a render with everything at hand has none.
    await prerender(app, { onError: () => {} });
    const html = renderToString(app);
    if (html.includes(SUSPENDED)) return undefined;
    const head = HOISTED.exec(html)?.[0] ?? "";
    return { head, root: html.slice(head.length) };
  } finally {
    queryClient.clear();
  }
}
