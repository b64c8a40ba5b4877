import { createFileRoute } from "@tanstack/react-router";
import { Gamepad2 } from "lucide-react";
import { optionalText } from "@/lib/search-params";
import { PlayerScreen } from "@/routes/player/-components/player-screen";

export const Route = createFileRoute("/player/game/askmebet")({
  // Reached as ?tab=Slot from the drawer; the tab names a game category.
  validateSearch: (search: Record<string, unknown>): { tab?: string | undefined } => ({
    tab: optionalText(search.tab, 32),
  }),
  // Spec §9: this screen's route data is cached forever.
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: Number.POSITIVE_INFINITY,
  component: AskmebetScreen,
});

function AskmebetScreen() {
  return <PlayerScreen title="page.game.title" icon={<Gamepad2 />} provider="askmebet" />;
}
