import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { type ReactNode, Suspense } from "react";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { NotFound } from "@/components/layout/not-found";
import { RoutePending } from "@/components/layout/route-pending";
import { RouteError } from "./routes/-components/route-error";
import { routeTree } from "./routeTree.gen";

export interface RouterContext {
  queryClient: QueryClient;
}

/** Written by the server too, so the browser hydrates the same tree (docs/decisions/page-data.md). */
function ScreensBoundary({ children }: { children: ReactNode }) {
  return <Suspense fallback={<FullPageSpinner />}>{children}</Suspense>;
}

/** No scroll restoration on the server (an inline script the CSP refuses) nor on hydration's first render. */
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
    // Inside the layout, which stays: the root has its own full-page spinner (routes/__root.tsx).
    defaultPendingComponent: RoutePending,
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
    /** Drawn on the server with placeholders for calls past the budget (docs/decisions/page-data.md). */
    drawnWithPlaceholders?: boolean;
  }
}
