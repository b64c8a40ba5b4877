import type { QueryClient } from "@tanstack/react-query";
import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { playerInfoQueryOptions } from "@/features/auth/api/get-player-info";
import { logOutLocally } from "@/features/auth/api/logout";
import {
  currentPlayerSession,
  hadPlayerSession,
  playerSessionInDoubt,
  rememberPlayerSession,
} from "@/features/auth/session-memory";
import { useSessionChangesElsewhere } from "@/features/auth/use-session-changes-elsewhere";
import { usePlayerEvents } from "@/features/events/use-player-events";
import { isApiError } from "@/lib/api-client";

/**
 * The protected area: on entry the current player is loaded; when there is none the player
 * is logged out (their cached data dropped) and sent to /login, which brings them back afterwards
 * and, when this browser had a session that was not logged out, says that the session ended.
 */
export const Route = createFileRoute("/player")({
  beforeLoad: async ({ context, location, preload }) => {
    const { queryClient } = context;
    try {
      // players/info answers a visitor with null instead of a 401, so a visitor never trips the 401 rule.
      if (!(await playerInfo(queryClient, { preload, href: location.href }))) throw new NoPlayer();
      const { player } = await queryClient.ensureQueryData(meQueryOptions());
      // A preload (a link hovered or touched) only looks: the player has not entered yet.
      if (!preload) rememberPlayerSession();
      // The marker this tab entered with: its layout acts on a change made before it listened.
      return { player, sessionMarker: currentPlayerSession() };
    } catch (error) {
      // Only a missing session or player ends it. A lost connection or a server error (a phone on a
      // weak network) shows the error screen with its retry, and the player stays logged in.
      if (!isNoPlayer(error)) throw error;
      const ended = hadPlayerSession();
      if (!preload) logOutLocally(queryClient, { ended });
      throw redirect({
        to: "/login",
        search: { redirect: location.href, ...(ended ? { session: "ended" as const } : {}) },
      });
    }
  },
  component: PlayerLayout,
});

/**
 * Who is logged in, from what the tab holds (a page the server rendered, an earlier screen), unless
 * it holds a player and the session may have changed since (playerSessionInDoubt): then from the
 * server, on the way in (a preload only looks at what it holds). When the server's player is
 * another one (logged in in another tab while this one loaded), the page loads afresh for them:
 * nothing of the one it held is kept. A visitor the tab knows to be one goes to the login screen at
 * once.
 */
async function playerInfo(queryClient: QueryClient, { preload, href }: { preload: boolean; href: string }) {
  const options = playerInfoQueryOptions();
  const held = queryClient.getQueryData(options.queryKey);
  if (!held || preload || !playerSessionInDoubt()) return queryClient.ensureQueryData(options);
  const info = await queryClient.fetchQuery({ ...options, staleTime: 0 });
  if (!info || info.player.id === held.player.id) return info;
  // A page load of `href` (a reload where the tab is there already: an address with a "#" would
  // only scroll); the answer never comes, as the page is leaving.
  const { pathname, search, hash } = window.location;
  if (href === pathname + search + hash) window.location.reload();
  else window.location.replace(href);
  return new Promise<never>(() => {});
}

class NoPlayer extends Error {
  constructor() {
    super("not logged in");
    this.name = "NoPlayer";
  }
}

/** A visitor, a session that ran out (401), or a player that is no longer there (404). */
function isNoPlayer(error: unknown): boolean {
  return (
    error instanceof NoPlayer ||
    (isApiError(error) && (error.code === "UNAUTHENTICATED" || error.code === "NOT_FOUND"))
  );
}

/**
 * While a player is in their area, their deposits and credit update by themselves, a logout or
 * login in another tab reloads this one, and a session that ran out, found by this tab or another,
 * sends every such tab to the login screen saying so.
 */
function PlayerLayout() {
  usePlayerEvents();
  useSessionChangesElsewhere(Route.useRouteContext({ select: (context) => context.sessionMarker }));
  return <Outlet />;
}
