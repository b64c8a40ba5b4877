import { createFileRoute } from "@tanstack/react-router";
import { ProviderLobby } from "@/features/games/components/provider-lobby";
import { GameScreen } from "./-components/game-screen";

export const Route = createFileRoute("/player/game/gclub")({
  loader: async ({ context }) =>
    (await import("@/features/games/preload")).preloadLobby(context.queryClient, "gclub"),
  component: GclubScreen,
});

function GclubScreen() {
  return (
    <GameScreen provider="gclub">
      <ProviderLobby provider="gclub" />
    </GameScreen>
  );
}
