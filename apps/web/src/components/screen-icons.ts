/*
 * One picture per place a player goes, the same in the bottom bar, the menus, the home screen's
 * shortcuts and the screens' titles: money in and money out are a matched pair of banknotes, the
 * bank account is the bank building, so deposit and bank never look alike. Re-exported rather than
 * assigned to constants, so a screen that draws one of them does not load the others.
 */
export {
  BanknoteArrowDown as DepositIcon,
  BanknoteArrowUp as WithdrawIcon,
  Gamepad2 as GamesIcon,
  Gift as PromotionIcon,
  History as HistoryIcon,
  Landmark as BankIcon,
} from "lucide-react";
