export const providers = ["alphabet", "askmebet", "gclub", "gclub_live"] as const;
export type Provider = (typeof providers)[number];

export const DEFAULT_CURRENCY = "THB";

export const gameCategories = ["slot", "sport", "casino", "fish", "card", "chicken"] as const;
export type GameCategory = (typeof gameCategories)[number];

/** askmebet's tab a link without a category of its own opens on. */
export const DEFAULT_CATEGORY: GameCategory = "slot";

/** askmebet's tabs as its address spells them (?tab=Slot, ?tab=Fish …): the category with a capital. */
export type CategoryTab = Capitalize<GameCategory>;

export function categoryTab(category: GameCategory): CategoryTab {
  return `${category[0]!.toUpperCase()}${category.slice(1)}` as CategoryTab;
}

/** askmebet's game screen on a category's tab, as every link to it spells the address. */
export function askmebetScreenAddress(category: GameCategory = DEFAULT_CATEGORY): string {
  return `/player/game/askmebet?tab=${categoryTab(category)}`;
}

/** As the app's links and a game's "back" spell it: askmebet on the category's tab. */
export function gameScreenAddress(provider: Provider, category?: GameCategory): string {
  return provider === "askmebet" ? askmebetScreenAddress(category) : `/player/game/${provider}`;
}
