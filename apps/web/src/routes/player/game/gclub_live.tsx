import { createFileRoute } from "@tanstack/react-router";
import { Gamepad2 } from "lucide-react";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/game/gclub_live")({
  component: () => <PlayerScreen title="page.game.title" icon={<Gamepad2 />} provider="gclub_live" />,
});
