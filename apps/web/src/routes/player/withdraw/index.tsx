import { createFileRoute } from "@tanstack/react-router";
import { HandCoins } from "lucide-react";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/withdraw/")({
  component: () => <PlayerScreen title="page.withdraw.title" icon={<HandCoins />} />,
});
