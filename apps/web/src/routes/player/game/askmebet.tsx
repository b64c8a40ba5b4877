import { DEFAULT_CATEGORY } from "@kham/contract";
import { createFileRoute } from "@tanstack/react-router";
import { AskmebetGames } from "@/features/games/components/askmebet-games";
import { categoryOfTab } from "@/lib/game-screens";
import { categoryTabSearch } from "@/lib/search-params";
import { GameScreen } from "./-components/game-screen";

export const Route = createFileRoute("/player/game/askmebet")({
  // ?tab=Slot from the drawer, ?tab=Fish from a game's back link: a category's tab, Slot otherwise.
  validateSearch: categoryTabSearch,
  // Kept for the whole visit, and the list with it; the screen still reads its credit afresh.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  loader: async ({ context }) =>
    (await import("@/features/games/preload")).preloadAskmebetGames(context.queryClient),
  component: AskmebetScreen,
});

function AskmebetScreen() {
  const { tab } = Route.useSearch();
  return (
    <GameScreen provider="askmebet">
      <AskmebetGames category={categoryOfTab(tab) ?? DEFAULT_CATEGORY} />
    </GameScreen>
  );
}
