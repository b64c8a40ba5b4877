import { createFileRoute } from "@tanstack/react-router";
import { History } from "lucide-react";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/withdraw/history")({
  component: () => <PlayerScreen title="page.withdraw_history.title" icon={<History />} />,
});
