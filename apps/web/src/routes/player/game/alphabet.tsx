import { createFileRoute } from "@tanstack/react-router";
import { AlphabetGames } from "@/features/games/components/alphabet-games";
import { GameScreen } from "./-components/game-screen";

export const Route = createFileRoute("/player/game/alphabet")({
  // Kept for the whole visit, and the list with it; the screen still reads its credit afresh.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  loader: async ({ context }) =>
    (await import("@/features/games/preload")).preloadAlphabetGames(context.queryClient),
  component: AlphabetScreen,
});

function AlphabetScreen() {
  return (
    <GameScreen provider="alphabet">
      <AlphabetGames />
    </GameScreen>
  );
}
