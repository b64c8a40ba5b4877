import { createFileRoute, Outlet, redirect } from "@tanstack/react-router";
import { meQueryOptions } from "@/features/auth/api/get-me";
import { playerInfoQueryOptions, takeSessionEnded } from "@/features/auth/api/get-player-info";
import { logOutLocally } from "@/features/auth/api/logout";
import { useSessionChangesElsewhere } from "@/features/auth/use-session-changes-elsewhere";
import { banksQueryOptions } from "@/features/banks/api/get-banks";
import { usePlayerEvents } from "@/features/events/use-player-events";
import { RealityCheck } from "@/features/protection/components/reality-check";
import { isApiError } from "@/lib/api-client";

/** Without a current player the tab logs out and goes to /login, which brings it back afterwards. */
export const Route = createFileRoute("/player")({
  beforeLoad: async ({ context, location, preload }) => {
    const { queryClient } = context;
    try {
      // players/info answers a visitor with null instead of a 401, so a visitor never trips the 401 rule.
      if (!(await queryClient.ensureQueryData(playerInfoQueryOptions()))) throw new NoPlayer();
      const { player } = await queryClient.ensureQueryData(meQueryOptions());
      return { player };
    } catch (error) {
      // Only a missing session or player ends it; a network or server error shows the retry screen.
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
  // The footer lists the agency's banks, so a short page's footer does not grow once they arrive.
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

/** Keeps deposits and credit live, reloads on a login, logout or ended session in another tab, and keeps the reality check's time. */
function PlayerLayout() {
  usePlayerEvents();
  useSessionChangesElsewhere();
  return (
    <>
      <Outlet />
      <RealityCheck />
    </>
  );
}
