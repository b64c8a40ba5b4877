import type { Agency, PlayerInfo } from "@kham/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRoute,
  createRouter,
  type RouterHistory,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { agencyInfoQueryOptions } from "@/features/agency/api/get-agency-info";
import { playerInfoQueryOptions } from "@/features/auth/api/get-player-info";
import { banksQueryOptions } from "@/features/banks/api/get-banks";
import { I18nProvider } from "@/lib/i18n-react";
import { Translator } from "@/lib/translator";

/** Without resources every text renders as its key, which is what the tests look for. */
export const testI18n = new Translator({ language: "lo", resources: { lo: { translation: {} } } });

export const testAgency: Agency = {
  id: "agency-1",
  code: "demo",
  name: "Kham Demo",
  logoUrl: "/brand/logo.svg",
  telegram: "https://t.me/kham",
  whatsapp: "https://wa.me/8562000000",
  facebook: "https://facebook.com/kham",
  twitter: "https://twitter.com/kham",
  line: "https://line.me/ti/p/kham",
};

export const testPlayerInfo: PlayerInfo = {
  player: { id: "player-1", username: "somchai", displayName: "Somchai" },
  credential: { username: "somchai", providers: [] },
  bankAccounts: [],
};

/** Renders UI inside a router at `path`, with the agency and (optionally) a logged-in player in the cache. */
export function renderAt(path: string, ui: () => ReactNode, options: { player?: PlayerInfo | null } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY, retry: false } },
  });
  queryClient.setQueryData(agencyInfoQueryOptions().queryKey, { agency: testAgency });
  queryClient.setQueryData(playerInfoQueryOptions().queryKey, options.player ?? null);
  // The footer lists the agency's banks; without an answer it would call an API no test serves.
  queryClient.setQueryData(banksQueryOptions().queryKey, []);
  const history: RouterHistory = createMemoryHistory({ initialEntries: [path] });
  const rootRoute = createRootRoute({ component: ui, notFoundComponent: () => null });
  const router = createRouter({ routeTree: rootRoute, history });
  const result = render(
    <I18nProvider i18n={testI18n}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, history };
}
