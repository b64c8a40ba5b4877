// The server's entry: renders a route's screen through the app's own API (docs/decisions/page-data.md).
import "./lib/zod-config";
import type { Language } from "@kham/contract";
import { type DehydratedState, dehydrate, type QueryClient } from "@tanstack/react-query";
import { type AnyRouter, rootRouteId } from "@tanstack/react-router";
import { createRequestHandler } from "@tanstack/react-router/ssr/server";
import { renderToString } from "react-dom/server";
// The edge build: Node's enters an AsyncLocalStorage that slows every later promise before Node 24.
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
  /** The app's API as this request's browser would call it; each call is bounded by the page's budget. */
  fetch: PageFetch;
  /** Whether the server already keeps this screen drawn from the same data, so it is not drawn again. */
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
  /** The query cache the loaders filled, as the browser takes it; none when the route redirects. */
  data?: DehydratedState;
}

/** React's marker of a Suspense boundary that rendered its fallback (something suspended or failed). */
const SUSPENDED = "<!--$!-->";

/** What React hoists out of the tree (e.g. a preload of the logo) comes first; it belongs in <head>. */
const HOISTED = /^(?:<link [^>]*>)+/;

/** Draws the screen only as the browser's first render will draw it, within the budget. */
export async function renderPage(input: PageInput): Promise<Page> {
  const queryClient = createQueryClient();
  // A call that fails is not retried here: retries held a page back far too long.
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
  // A screen missing an answer could differ from the browser's first render and lose hydration.
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
  // Waits for the lazy code first: a render that had to wait writes inline scripts, which the CSP refuses.
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
