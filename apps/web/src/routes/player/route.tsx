import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { playerInfoQueryOptions } from "@/features/auth/api/get-player-info";
import { logOutLocally } from "@/features/auth/api/logout";
import { hadPlayerSession, rememberPlayerSession } from "@/features/auth/session-memory";
import { useSessionChangesElsewhere } from "@/features/auth/use-session-changes-elsewhere";
import { usePlayerEvents } from "@/features/events/use-player-events";

/**
 * The protected area: on entry the current player is loaded; when that fails the player
 * is logged out (their cached data dropped) and sent to /login, which brings them back afterwards
 * and, when this browser had a session that was not logged out, says that the session ended.
 */
export const Route = createFileRoute("/player")({
  beforeLoad: async ({ context, location }) => {
    const { queryClient } = context;
    try {
      // players/info answers a visitor with null instead of a 401, so a visitor never trips the 401 rule.
      if (!(await queryClient.ensureQueryData(playerInfoQueryOptions()))) throw new Error("not logged in");
      const { player } = await queryClient.ensureQueryData(meQueryOptions());
      rememberPlayerSession();
      return { player };
    } catch {
      const ended = hadPlayerSession();
      logOutLocally(queryClient, { ended });
      throw redirect({
        to: "/login",
        search: { redirect: location.href, ...(ended ? { session: "ended" as const } : {}) },
      });
    }
  },
  component: PlayerLayout,
});

/**
 * While a player is in their area, their deposits and credit update by themselves, and a logout
 * or login in another tab reloads this one.
 */
function PlayerLayout() {
  usePlayerEvents();
  useSessionChangesElsewhere();
  return <Outlet />;
}
