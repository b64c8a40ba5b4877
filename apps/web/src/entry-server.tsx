// The server's entry (built by `vite build --ssr` into dist/.ssr): loads a page's route as the
// browser would, through the app's own API, and renders its screen to HTML, which the browser then
// hydrates (main.tsx), so a first visit paints before any script runs. See docs/decisions/page-data.md.
import "./lib/zod-config";
import type { Language } from "@kham/contract";
import { type DehydratedState, dehydrate, type QueryClient } from "@tanstack/react-query";
import { type AnyRouter, rootRouteId } from "@tanstack/react-router";
import { createRequestHandler } from "@tanstack/react-router/ssr/server";
import { renderToString } from "react-dom/server";
// The edge build of prerender, not Node's: Node's enters an AsyncLocalStorage on every render, and on
// Node before 24 the first one entered hooks every promise the process makes from then on (the API
// was 4–6% slower for good once a page had been rendered). The edge build looks for a global
// AsyncLocalStorage, which Node does not have, and schedules its work with setTimeout.
import { prerender } from "react-dom/static.edge";
import { callThrough, type PageFetch } from "@/lib/api-client";
import { createPageI18n } from "@/lib/i18n";
import { I18nProvider } from "@/lib/i18n-react";
import { createQueryClient } from "@/lib/query-client";
import { App } from "./app";
import { createAppRouter } from "./router";

export type { PageFetch } from "@/lib/api-client";

export interface PageInput {
  /** The address asked for: its path and query. */
  address: string;
  language: Language;
  /** The language's translation.json. */
  translation: Record<string, unknown>;
  /**
   * The app's own API as this request's browser would call it (the server's routes, with the
   * request's cookie and host). Each call is bounded by the page's budget: past it, it fails.
   */
  fetch: PageFetch;
  /**
   * Whether the server keeps this screen drawn already from the same data (a visitor's page):
   * asked once the screen can be drawn, and when it answers yes the screen is not drawn again.
   */
  drawn?: (data: DehydratedState) => boolean;
}

/** The screen the server drew: resource hints for <head> and the HTML of #root. */
export interface RenderedScreen {
  head: string;
  root: string;
}

export interface Page {
  /** The screen, or none when the browser renders it. */
  screen?: RenderedScreen;
  /**
   * What the route's loaders read (the query cache as TanStack Query dehydrates it, its answers
   * only), which the browser takes as its own; none when the route sends the request elsewhere
   * (a player's screen without a live session, a logged-in player on the login screen).
   */
  data?: DehydratedState;
}

/** React's marker of a Suspense boundary that rendered its fallback (something suspended or failed). */
const SUSPENDED = "<!--$!-->";

/** What React hoists out of the tree (e.g. a preload of the logo) comes first; it belongs in <head>. */
const HOISTED = /^(?:<link [^>]*>)+/;

/**
 * Loads the page at `address` as the browser would (its route's loaders, through `fetch`), then
 * draws its screen when it can be drawn as the browser's first render will draw it: a route that
 * loaded, with every call its loaders started answered (or, on a screen drawn with placeholders,
 * whatever came within the budget), whose render waits for nothing.
 */
export async function renderPage(input: PageInput): Promise<Page> {
  const queryClient = createQueryClient();
  // A call that fails is not tried again here: retried as the browser retries, it held a page back 7 s.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  callThrough(queryClient, input.fetch);
  let page: Page = {};
  try {
    const handler = createRequestHandler({
      request: new Request(new URL(input.address, "http://localhost")),
      createRouter: () => createAppRouter(queryClient, undefined, true),
    });
    // A route that sends the request elsewhere answers a redirect without calling back: no page data.
    await handler(async ({ router }) => {
      page = await drawPage(router, queryClient, input);
      return new Response(null);
    });
    return page;
  } finally {
    queryClient.clear();
  }
}

async function drawPage(router: AnyRouter, queryClient: QueryClient, input: PageInput): Promise<Page> {
  // What the loaders started without waiting for it is part of the page too (within the budget).
  await settled(queryClient);
  const data = dehydrate(queryClient);
  const { matches } = router.state;
  const screen = matches.at(-1);
  if (screen === undefined || screen.routeId === rootRouteId) return { data };
  if (matches.some((match) => match.status !== "success")) return { data };
  // Drawn without one of its answers, the screen would differ from the browser's first render
  // whenever its own call came back first, and React would throw the server's HTML away.
  const everyAnswer = queryClient
    .getQueryCache()
    .getAll()
    .every((query) => query.state.status === "success");
  if (!everyAnswer && screen.staticData.drawnWithPlaceholders !== true) return { data };
  if (input.drawn?.(data)) return { data };
  const app = (
    <I18nProvider i18n={createPageI18n(input.language, input.translation)}>
      <App queryClient={queryClient} router={router as ReturnType<typeof createAppRouter>} />
    </I18nProvider>
  );
  // A first pass that waits for the lazy code (the deferred menus) to load; then the page is
  // rendered in one go. What a pass that had to wait writes holds inline scripts (to fill the
  // boundaries in later), which the CSP refuses; a render with everything at hand has none.
  await prerender(app, { onError: () => {} });
  const html = renderToString(app);
  if (html.includes(SUSPENDED)) return { data };
  const head = HOISTED.exec(html)?.[0] ?? "";
  return { screen: { head, root: html.slice(head.length) }, data };
}

/** Once no query is fetching: every call the loaders started has answered, failed or run out of time. */
function settled(queryClient: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = queryClient.getQueryCache().subscribe(check);
    check();
  });
}
