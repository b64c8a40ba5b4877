import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { playerInfoQueryOptions, takeSessionEnded } from "@/features/auth/api/get-player-info";
import { logOutLocally } from "@/features/auth/api/logout";
import { useSessionChangesElsewhere } from "@/features/auth/use-session-changes-elsewhere";
import { banksQueryOptions } from "@/features/banks/api/get-banks";
import { usePlayerEvents } from "@/features/events/use-player-events";
import { isApiError } from "@/lib/api-client";

/**
 * The protected area: on entry the current player is loaded (what the tab holds: a page the server
 * rendered, an earlier screen); when there is none the player is logged out (their cached data
 * dropped) and sent to /login, which brings them back afterwards and says that the session ended
 * when the server said so.
 */
export const Route = createFileRoute("/player")({
  beforeLoad: async ({ context, location, preload }) => {
    const { queryClient } = context;
    try {
      // players/info answers a visitor with null instead of a 401, so a visitor never trips the 401 rule.
      if (!(await queryClient.ensureQueryData(playerInfoQueryOptions()))) throw new NoPlayer();
      const { player } = await queryClient.ensureQueryData(meQueryOptions());
      return { player };
    } catch (error) {
      // Only a missing session or player ends it. A lost connection or a server error (a phone on a
      // weak network) shows the error screen with its retry, and the player stays logged in.
      if (!isNoPlayer(error)) throw error;
      // A preload (a link hovered or touched) only looks: the player has not entered yet.
      const ended = !preload && (isEnded(error) || takeSessionEnded());
      if (!preload) logOutLocally(queryClient);
      throw redirect({
        to: "/login",
        search: { redirect: location.href, ...(ended ? { session: "ended" as const } : {}) },
      });
    }
  },
  // Every screen's footer lists the agency's banks: in a player's page, a short screen's footer (in
  // view on a phone) does not grow under their eyes once the app has asked for them.
  loader: ({ context }) => {
    void context.queryClient.prefetchQuery(banksQueryOptions());
  },
  component: PlayerLayout,
});

class NoPlayer extends Error {
  constructor() {
    super("not logged in");
    this.name = "NoPlayer";
  }
}

/** A visitor, no session or one that ended (401), or a player that is no longer there (404). */
function isNoPlayer(error: unknown): boolean {
  return (
    error instanceof NoPlayer ||
    (isApiError(error) && ["UNAUTHENTICATED", "SESSION_ENDED", "NOT_FOUND"].includes(error.code))
  );
}

const isEnded = (error: unknown) => isApiError(error) && error.code === "SESSION_ENDED";

/**
 * While a player is in their area, their deposits and credit update by themselves, and a login, a
 * logout or an ended session in another tab loads this one afresh.
 */
function PlayerLayout() {
  usePlayerEvents();
  useSessionChangesElsewhere();
  return <Outlet />;
}
