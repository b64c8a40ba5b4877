import type { Agency } from "@kham/contract";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import {
  createMemoryHistory,
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { I18nProvider } from "@/lib/i18n-react";
import { type Texts, Translator } from "@/lib/translator";

/** No resources: every text renders as its key, so tests assert which message is shown. */
const testI18n = new Translator({ language: "lo", resources: { lo: { translation: {} } } });

export const testAgency: Agency = {
  id: "agency-1",
  code: "demo",
  name: "Kham Demo",
  logoUrl: "/brand/logo.svg",
  telegram: "",
  whatsapp: "",
  facebook: "",
  twitter: "",
  line: "",
};

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

export type ApiAnswer = { status: number; body: unknown; headers?: Record<string, string> };

/** Stubs fetch with a function from each API call to its answer, and records the calls. */
export function stubApi(answer: (call: ApiCall) => ApiAnswer | undefined) {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string, init?: RequestInit) => {
      const call: ApiCall = {
        method: init?.method ?? "GET",
        path: url.replace(/^\/api/, ""),
        body: typeof init?.body === "string" ? JSON.parse(init.body) : undefined,
        headers: (init?.headers ?? {}) as Record<string, string>,
      };
      calls.push(call);
      const reply = answer(call) ?? {
        status: 404,
        body: { error: { code: "NOT_FOUND", message: "not stubbed" } },
      };
      return Response.json(reply.body, { status: reply.status, headers: reply.headers });
    }),
  );
  return calls;
}

/** Renders a feature component inside a router whose root context holds the agency, as in the app. */
export function renderInApp(
  ui: () => ReactNode,
  options: { path?: string; queryClient?: QueryClient; translation?: Texts } = {},
) {
  const queryClient =
    options.queryClient ??
    new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const rootRoute = createRootRouteWithContext<{ queryClient: QueryClient }>()({
    beforeLoad: () => ({ agency: testAgency, agentId: testAgency.id }),
    component: Outlet,
  });
  const screenRoute = createRoute({ getParentRoute: () => rootRoute, path: "$", component: ui });
  const indexRoute = createRoute({ getParentRoute: () => rootRoute, path: "/", component: ui });
  const router = createRouter({
    routeTree: rootRoute.addChildren([indexRoute, screenRoute]),
    history: createMemoryHistory({ initialEntries: [options.path ?? "/"] }),
    context: { queryClient },
  });
  const result = render(
    <I18nProvider
      i18n={
        options.translation
          ? new Translator({ language: "lo", resources: { lo: { translation: options.translation } } })
          : testI18n
      }
    >
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router as never} />
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { ...result, router, queryClient };
}
