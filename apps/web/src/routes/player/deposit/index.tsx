import { createFileRoute } from "@tanstack/react-router";
import { Landmark } from "lucide-react";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/deposit/")({
  component: () => <PlayerScreen title="page.deposit.title" icon={<Landmark />} />,
});
