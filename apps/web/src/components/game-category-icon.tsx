import type { GameCategory } from "@kham/contract";
import { Bird, Cherry, Club, Fish, type LucideIcon, Spade, Trophy } from "lucide-react";
import type * as React from "react";

const categoryIcons: Record<GameCategory, LucideIcon> = {
  slot: Cherry,
  sport: Trophy,
  casino: Spade,
  fish: Fish,
  card: Club,
  chicken: Bird,
};

/** The one picture of a game category, the same in the footer, the lobby rows and the tabs. */
export function GameCategoryIcon({
  category,
  ...props
}: { category: GameCategory } & React.ComponentProps<LucideIcon>) {
  const Icon = categoryIcons[category];
  return <Icon aria-hidden="true" {...props} />;
}
