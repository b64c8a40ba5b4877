import type { Provider } from "@kham/contract";
import { type ComponentType, createElement } from "react";
import { ProviderMark } from "@/components/provider-mark";
import {
  BankIcon,
  DepositIcon,
  GamesIcon,
  HistoryIcon,
  PromotionIcon,
  ProtectionIcon,
  TransferIcon,
  WithdrawIcon,
} from "@/components/screen-icons";

export type EntryIcon = ComponentType<{ className?: string }>;

export interface NavEntry {
  /** A translation key. */
  text: string;
  /** Where the entry leads; a group that only opens its children has none. */
  link?: string;
  icon: EntryIcon;
  children?: NavEntry[];
}

/** A provider's entry carries the provider's own mark. */
function providerIcon(provider: Provider): EntryIcon {
  return ({ className }) => createElement(ProviderMark, { provider, className });
}

export const gameEntries: NavEntry[] = [
  {
    text: "menu.games",
    icon: GamesIcon,
    children: [
      { text: "provider.alphabet", link: "/player/game/alphabet", icon: providerIcon("alphabet") },
      { text: "provider.askmebet", link: "/player/game/askmebet?tab=Slot", icon: providerIcon("askmebet") },
      { text: "provider.gclub", link: "/player/game/gclub", icon: providerIcon("gclub") },
      { text: "provider.gclub_live", link: "/player/game/gclub_live", icon: providerIcon("gclub_live") },
    ],
  },
];

/** The second group: money (moving credit between games too), promotions, the bank account, the history submenu and the player's own limits. */
export const accountEntries: NavEntry[] = [
  { text: "menu.deposit", link: "/player/deposit", icon: DepositIcon },
  { text: "menu.withdraw", link: "/player/withdraw", icon: WithdrawIcon },
  { text: "menu.transfer", link: "/player/transfer", icon: TransferIcon },
  { text: "menu.promotion", link: "/player/promotion", icon: PromotionIcon },
  { text: "menu.bank", link: "/player/bank", icon: BankIcon },
  {
    text: "menu.history",
    icon: HistoryIcon,
    children: [
      { text: "menu.deposit_history", link: "/player/deposit/history", icon: DepositIcon },
      { text: "menu.withdraw_history", link: "/player/withdraw/history", icon: WithdrawIcon },
      { text: "menu.promotion_history", link: "/player/promotion/history", icon: PromotionIcon },
    ],
  },
  { text: "menu.protection", link: "/player/protection", icon: ProtectionIcon },
];

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
