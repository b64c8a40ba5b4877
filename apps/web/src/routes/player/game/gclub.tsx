import { createFileRoute } from "@tanstack/react-router";
import { Gamepad2 } from "lucide-react";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/game/gclub")({
  component: () => <PlayerScreen title="page.game.title" icon={<Gamepad2 />} provider="gclub" />,
});
