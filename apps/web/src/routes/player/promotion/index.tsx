import { createFileRoute } from "@tanstack/react-router";
import { Gift } from "lucide-react";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/promotion/")({
  component: () => <PlayerScreen title="page.promotion.title" icon={<Gift />} />,
});
