import type { QueryClient } from "@tanstack/react-query";
import { createRouter, type RouterHistory } from "@tanstack/react-router";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { routeTree } from "./routeTree.gen";

export interface BackOfficeContext {
  queryClient: QueryClient;
}

/** The back office lives under /backoffice on every agency's domain. */
const BASEPATH = "/backoffice";

/** The player app's constants: preload on intent after 50 ms, pending after 1 s for at least 0.5 s. */
export function createBackOfficeRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    basepath: BASEPATH,
    ...(history ? { history } : {}),
    context: { queryClient },
    defaultPreload: "intent",
    defaultPreloadDelay: 50,
    defaultPendingMs: 1000,
    defaultPendingMinMs: 500,
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <FullPageSpinner />,
    scrollRestoration: true,
  });
}

declare module "@tanstack/react-router" {
  interface Register {
    router: ReturnType<typeof createBackOfficeRouter>;
  }
}
