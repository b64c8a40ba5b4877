import {
  askmebetScreenAddress,
  DEFAULT_CATEGORY,
  type GameCategory,
  gameCategories,
  type Provider,
} from "@kham/contract";

/** The category a ?tab= names, in any letter case (a link typed by hand says "slot"); undefined otherwise. */
export function categoryOfTab(tab: unknown): GameCategory | undefined {
  if (typeof tab !== "string") return undefined;
  const lower = tab.toLowerCase();
  return gameCategories.find((category) => category === lower);
}

/** The screen that holds a provider's games: askmebet on the category's tab, the others on their own. */
export function gameScreenPath(provider: Provider, category: GameCategory = DEFAULT_CATEGORY): string {
  return provider === "askmebet" ? askmebetScreenAddress(category) : `/player/game/${provider}`;
}
