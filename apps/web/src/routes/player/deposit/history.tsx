import { createFileRoute } from "@tanstack/react-router";
import { History } from "lucide-react";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/deposit/history")({
  component: () => <PlayerScreen title="page.deposit_history.title" icon={<History />} />,
});
