/* One picture per place, the same everywhere; re-exported so a screen loads only the icons it draws. */
export {
  ArrowRightLeft as TransferIcon,
  BanknoteArrowDown as DepositIcon,
  BanknoteArrowUp as WithdrawIcon,
  Gamepad2 as GamesIcon,
  Gift as PromotionIcon,
  History as HistoryIcon,
  Landmark as BankIcon,
  ShieldCheck as ProtectionIcon,
} from "lucide-react";
