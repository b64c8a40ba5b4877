import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { type ReactNode, Suspense } from "react";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { NotFound } from "@/components/layout/not-found";
import { RouteError } from "./routes/-components/route-error";
import { routeTree } from "./routeTree.gen";

export interface RouterContext {
  queryClient: QueryClient;
}

/**
 * The boundary the router puts around the screens in the browser, written by the server too, so
 * that the browser hydrates the same tree (see docs/decisions/page-data.md).
 */
function ScreensBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>;
}

/**
 * The router's constants: preload on intent after 50 ms, pending after 1 s for at least 0.5 s. On
 * the server (`onServer`) it keeps no scroll positions: that would write an inline script into the
 * page, which the CSP refuses. Hydrating a page the server rendered (`hydrating`), its first render
 * leaves the scroll where it is: the visitor may have scrolled the page while the scripts came.
 */
export function createAppRouter(
  queryClient: QueryClient,
  history?: RouterHistory,
  onServer = false,
  hydrating = false,
) {
  let keepScroll = hydrating;
  const restoreScroll = () => {
    if (!keepScroll) return true;
    keepScroll = false;
    return false;
  };
  return createRouter({
    routeTree,
    ...(history ? { history } : {}),
    ...(onServer ? { isServer: true, InnerWrap: ScreensBoundary } : {}),
    context: { queryClient },
    defaultPreload: "intent",
    defaultPreloadDelay: 50,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    // Query owns caching: loaders run on every preload and visit and read the query cache.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <FullPageSpinner />,
    defaultNotFoundComponent: NotFound,
    defaultErrorComponent: RouteError,
    scrollRestoration: onServer ? false : restoreScroll,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
  interface StaticDataRouteOption {
    /**
     * The server draws this screen with what its loaders' calls answered within the page's budget
     * and placeholders for the rest (each in a boundary of its own), rather than leaving the screen
     * to the browser when one is missing (see docs/decisions/page-data.md).
     */
    drawnWithPlaceholders?: boolean;
  }
}
