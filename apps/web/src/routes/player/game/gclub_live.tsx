import { createFileRoute } from "@tanstack/react-router";
import { ProviderLobby } from "@/features/games/components/provider-lobby";
import { GameScreen } from "./-components/game-screen";

export const Route = createFileRoute("/player/game/gclub_live")({
  loader: async ({ context }) =>
    (await import("@/features/games/preload")).preloadLobby(context.queryClient, "gclub_live"),
  component: GclubLiveScreen,
});

function GclubLiveScreen() {
  return (
    <GameScreen provider="gclub_live">
      <ProviderLobby provider="gclub_live" />
    </GameScreen>
  );
}
