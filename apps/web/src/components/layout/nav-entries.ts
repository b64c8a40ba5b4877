import {
  ArrowDownToLine,
  ArrowUpFromLine,
  Cherry,
  Clapperboard,
  Dices,
  Gamepad2,
  Gift,
  History,
  Landmark,
  type LucideIcon,
  Spade,
} from "lucide-react";

/** One entry of the navigation drawer. */
export interface NavEntry {
  /** A translation key, or a brand name shown as it is when `brand` is set. */
  text: string;
  brand?: boolean;
  /** Where the entry leads; a group that only opens its children has none. */
  link?: string;
  icon: LucideIcon;
  children?: NavEntry[];
}

/** The first group: the game providers. */
export const gameEntries: NavEntry[] = [
  {
    text: "menu.games",
    icon: Gamepad2,
    children: [
      { text: "alphabet", brand: true, link: "/player/game/alphabet", icon: Dices },
      { text: "askmebet", brand: true, link: "/player/game/askmebet?tab=Slot", icon: Cherry },
      { text: "gclub", brand: true, link: "/player/game/gclub", icon: Spade },
      { text: "gclub_live", brand: true, link: "/player/game/gclub_live", icon: Clapperboard },
    ],
  },
];

/** The second group: money, promotions, the bank account and the history submenu. */
export const accountEntries: NavEntry[] = [
  { text: "menu.deposit", link: "/player/deposit", icon: ArrowDownToLine },
  { text: "menu.withdraw", link: "/player/withdraw", icon: ArrowUpFromLine },
  { text: "menu.promotion", link: "/player/promotion", icon: Gift },
  { text: "menu.bank", link: "/player/bank", icon: Landmark },
  {
    text: "menu.history",
    icon: History,
    children: [
      { text: "menu.deposit_history", link: "/player/deposit/history", icon: ArrowDownToLine },
      { text: "menu.withdraw_history", link: "/player/withdraw/history", icon: ArrowUpFromLine },
      { text: "menu.promotion_history", link: "/player/promotion/history", icon: Gift },
    ],
  },
];

/** The two groups a player sees, separated by a divider. */
export const playerNavGroups: NavEntry[][] = [gameEntries, accountEntries];

function pathOf(link: string): string {
  const path = link.split(/[?#]/, 1)[0] ?? "";
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

/** An entry is highlighted when the current path, ignoring the query string, equals its link's path. */
export function isEntryActive(pathname: string, link: string | undefined): boolean {
  if (!link) return false;
  return pathOf(pathname) === pathOf(link);
}

/** True when the entry or any entry nested under it is the current page. */
export function containsActiveEntry(pathname: string, entry: NavEntry): boolean {
  return (
    isEntryActive(pathname, entry.link) ||
    (entry.children ?? []).some((child) => containsActiveEntry(pathname, child))
  );
}

/** Splits a link into the router's path and search object, e.g. `/a?tab=Slot` → `{to: "/a", search: {tab: "Slot"}}`. */
export function splitLink(link: string): { to: string; search: Record<string, string> } {
  const [to = "/", query = ""] = link.split("?", 2);
  return { to, search: Object.fromEntries(new URLSearchParams(query)) };
}
