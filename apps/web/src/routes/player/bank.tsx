import { createFileRoute } from "@tanstack/react-router";
import { CreditCard } from "lucide-react";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/bank")({
  component: () => <PlayerScreen title="page.bank.title" icon={<CreditCard />} />,
});
