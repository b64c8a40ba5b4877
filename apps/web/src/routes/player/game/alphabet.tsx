import { createFileRoute } from "@tanstack/react-router";
import { Gamepad2 } from "lucide-react";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/game/alphabet")({
  // Spec §9: this screen's route data is cached forever.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  component: () => <PlayerScreen title="page.game.title" icon={<Gamepad2 />} provider="alphabet" />,
});
