import { mayDo, type StaffMe } from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  Outlet,
  type RouterHistory,
  redirect,
} from "@tanstack/react-router";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { optionalText } from "@/lib/search-params";
import { BackOfficeError, BackOfficeNotFound } from "./components/error-screens";
import { meQueryOptions } from "./features/auth/api";
import { permissionOf, type ScreenPath, screensFor } from "./lib/screens";
import {
  auditSearch,
  depositSearch,
  exceptionSearch,
  playerSearch,
  withdrawalSearch,
} from "./lib/table-search";

export interface BackOfficeContext {
  queryClient: QueryClient;
}

/** The back office lives under /backoffice on every agency's domain. */
export const BASEPATH = "/backoffice";

const rootRoute = createRootRouteWithContext<BackOfficeContext>()({
  component: Outlet,
  notFoundComponent: BackOfficeNotFound,
  errorComponent: BackOfficeError,
});

async function signedIn(queryClient: QueryClient, location: { href: string }): Promise<StaffMe> {
  const me = await queryClient.ensureQueryData(meQueryOptions());
  if (me === null) throw redirect({ to: "/login", search: { redirect: location.href } });
  return me;
}

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "login",
  validateSearch: (search: Record<string, unknown>): { redirect?: string | undefined } => ({
    redirect: optionalText(search.redirect),
  }),
}).lazy(() => import("./features/auth/login-screen").then((module) => module.Route));

const indexRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "/",
  beforeLoad: async ({ context, location }) => {
    const me = await signedIn(context.queryClient, location);
    const first = me.agencies[0];
    if (first === undefined) throw redirect({ to: "/login" });
    throw redirect({ to: "/$agency", params: { agency: first.code } });
  },
});

/** Everything of one agency; platform staff switch agency by switching this segment. */
export const agencyRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: "$agency",
  beforeLoad: async ({ context, location, params }) => {
    const me = await signedIn(context.queryClient, location);
    if (!me.agencies.some((agency) => agency.code === params.agency)) {
      const own = me.agencies[0];
      if (own === undefined) throw redirect({ to: "/login" });
      throw redirect({ to: "/$agency", params: { agency: own.code } });
    }
    return { me };
  },
  pendingComponent: FullPageSpinner,
}).lazy(() => import("./components/shell").then((module) => module.Route));

const agencyIndexRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "/",
  beforeLoad: ({ context, params }) => {
    const [first] = screensFor(context.me.staff.role);
    if (first === undefined) throw redirect({ to: "/login" });
    throw redirect({ to: `/$agency/${first.path}`, params });
  },
});

/** A screen opens only for roles its permission opens; others go to their first screen. */
function allow(path: ScreenPath) {
  return ({ context, params }: { context: { me: StaffMe }; params: { agency: string } }) => {
    if (!mayDo(context.me.staff.role, permissionOf(path))) throw redirect({ to: "/$agency", params });
  };
}

const dashboardRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "dashboard",
  beforeLoad: allow("dashboard"),
}).lazy(() => import("./features/dashboard/dashboard-screen").then((module) => module.Route));
const withdrawalsRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "withdrawals",
  beforeLoad: allow("withdrawals"),
  validateSearch: withdrawalSearch,
}).lazy(() => import("./features/withdrawals/withdrawals-screen").then((module) => module.Route));
const depositsRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "deposits",
  beforeLoad: allow("deposits"),
  validateSearch: depositSearch,
}).lazy(() => import("./features/deposits/deposits-screen").then((module) => module.Route));
const exceptionsRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "exceptions",
  beforeLoad: allow("exceptions"),
  validateSearch: exceptionSearch,
}).lazy(() => import("./features/exceptions/exceptions-screen").then((module) => module.Route));
const playersRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "players",
  beforeLoad: allow("players"),
});
const playerListRoute = createRoute({
  getParentRoute: () => playersRoute,
  path: "/",
  validateSearch: playerSearch,
}).lazy(() => import("./features/players/players-screen").then((module) => module.Route));
const playerRoute = createRoute({
  getParentRoute: () => playersRoute,
  path: "$username",
}).lazy(() => import("./features/players/player-screen").then((module) => module.Route));
const promotionsRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "promotions",
  beforeLoad: allow("promotions"),
});
const promotionListRoute = createRoute({
  getParentRoute: () => promotionsRoute,
  path: "/",
}).lazy(() => import("./features/promotions/promotions-screen").then((module) => module.Route));
const newPromotionRoute = createRoute({
  getParentRoute: () => promotionsRoute,
  path: "new",
}).lazy(() => import("./features/promotions/promotion-edit-screen").then((module) => module.NewRoute));
const promotionRoute = createRoute({
  getParentRoute: () => promotionsRoute,
  path: "$id",
}).lazy(() => import("./features/promotions/promotion-edit-screen").then((module) => module.EditRoute));
const settingsRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "settings",
  beforeLoad: allow("settings"),
}).lazy(() => import("./features/settings/settings-screen").then((module) => module.Route));
const staffRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "staff",
  beforeLoad: allow("staff"),
}).lazy(() => import("./features/staff/staff-screen").then((module) => module.Route));
const auditRoute = createRoute({
  getParentRoute: () => agencyRoute,
  path: "audit",
  beforeLoad: allow("audit"),
  validateSearch: auditSearch,
}).lazy(() => import("./features/audit/audit-screen").then((module) => module.Route));

export const routeTree = rootRoute.addChildren([
  loginRoute,
  indexRoute,
  agencyRoute.addChildren([
    agencyIndexRoute,
    dashboardRoute,
    withdrawalsRoute,
    depositsRoute,
    exceptionsRoute,
    playersRoute.addChildren([playerListRoute, playerRoute]),
    promotionsRoute.addChildren([promotionListRoute, newPromotionRoute, promotionRoute]),
    settingsRoute,
    staffRoute,
    auditRoute,
  ]),
]);

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
