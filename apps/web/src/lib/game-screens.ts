import { type GameCategory, gameCategories } from "@kham/contract";

/** The category a ?tab= names, in any letter case (a link typed by hand says "slot"); undefined otherwise. */
export function categoryOfTab(tab: unknown): GameCategory | undefined {
  if (typeof tab !== "string") return undefined;
  const lower = tab.toLowerCase();
  return gameCategories.find((category) => category === lower);
}
