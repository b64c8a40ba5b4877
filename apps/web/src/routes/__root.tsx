import { createRootRouteWithContext, type ErrorComponentProps, Outlet } from "@tanstack/react-router";
import { useEffect } from "react";
import { AgencyNotFound } from "@/components/layout/agency-not-found";
import { AppLayout } from "@/components/layout/app-layout";
import { FullPageSpinner } from "@/components/layout/full-page-spinner";
import { agencyInfoQueryOptions } from "@/features/agency/api/get-agency-info";
import { playerInfoQueryOptions } from "@/features/auth/api/get-player-info";
import { useRefreshFingerprint } from "@/features/fingerprint/use-refresh-fingerprint";
import { isApiError } from "@/lib/api-client";
import type { RouterContext } from "../router";
import { RouteError } from "./-components/route-error";

export const Route = createRootRouteWithContext<RouterContext>()({
  // The agency is loaded before anything renders; it and its agent id go into the route context.
  beforeLoad: async ({ context }) => {
    const { queryClient } = context;
    // Whether the visitor is a player decides the top bar; fetched alongside, never fatal. Once
    // known it refreshes behind the screen: a navigation never waits on it (offline it would pause).
    const knownPlayer = queryClient.getQueryData(playerInfoQueryOptions().queryKey) !== undefined;
    const player = queryClient.prefetchQuery(playerInfoQueryOptions());
    const [{ agency }] = await Promise.all([
      queryClient.ensureQueryData(agencyInfoQueryOptions()),
      knownPlayer ? undefined : player,
    ]);
    return { agency, agentId: agency.id };
  },
  component: RootLayout,
  // Before the agency is known there is no frame to keep; every other screen waits inside it.
  pendingComponent: FullPageSpinner,
  errorComponent: RootError,
  // In a boundary of its own on the server too, so the browser hydrates the tree the server drew.
  wrapInSuspense: true,
});

function RootLayout() {
  const { agentId } = Route.useRouteContext();
  useRefreshFingerprint(agentId);
  useMarkLive();
  return (
    <AppLayout>
      <Outlet />
    </AppLayout>
  );
}

/** Runs after the layout's and screen's effects; the boot script then replays an early tap (src/boot.ts). */
function useMarkLive() {
  useEffect(() => {
    document.documentElement.setAttribute("data-app-live", "");
  }, []);
}

/** An unknown host has no agency: the whole page becomes the support message. */
function RootError(props: ErrorComponentProps) {
  if (isApiError(props.error) && (props.error.code === "AGENCY_NOT_FOUND" || props.error.status === 404)) {
    return <AgencyNotFound />;
  }
  return <RouteError {...props} fullPage />;
}
