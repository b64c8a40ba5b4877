import {
  BanknoteArrowDown,
  BanknoteArrowUp,
  Gamepad2,
  Gift,
  History,
  Landmark,
  type LucideIcon,
} from "lucide-react";

/*
 * One picture per place a player goes, the same in the bottom bar, the menus, the home screen's
 * shortcuts and the screens' titles: money in and money out are a matched pair of banknotes, the
 * bank account is the bank building, so deposit and bank never look alike.
 */
export const DepositIcon: LucideIcon = BanknoteArrowDown;
export const WithdrawIcon: LucideIcon = BanknoteArrowUp;
export const BankIcon: LucideIcon = Landmark;
export const PromotionIcon: LucideIcon = Gift;
export const HistoryIcon: LucideIcon = History;
export const GamesIcon: LucideIcon = Gamepad2;
