import {
  type CreditTransferStatus,
  type DepositStatus,
  type PromotionUsageStatus,
  type StatusColour,
  statusColour,
  type WithdrawalStatus,
} from "@kham/contract";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n-react";

/** What a badge can show the status of, and the statuses each one has. */
export interface Statuses {
  deposit: DepositStatus;
  withdrawal: WithdrawalStatus;
  promotion: PromotionUsageStatus;
  transfer: CreditTransferStatus;
}

/** An open withdrawal waits for the agency to pay out, not for the player to pay. */
const labels: { [Of in keyof Statuses]: Record<Statuses[Of], string> } = {
  deposit: {
    OPEN: "status.OPEN",
    PAID: "status.PAID",
    SUCCESS: "status.SUCCESS",
    FAILED: "status.FAILED",
    CANCELED: "status.CANCELED",
  },
  withdrawal: {
    OPEN: "withdraw.status_open",
    SUCCESS: "status.SUCCESS",
    REJECTED: "status.REJECTED",
    FAILED: "status.FAILED",
  },
  promotion: {
    USED: "promotion.status.USED",
    SUCCESS: "promotion.status.SUCCESS",
    CANCELED: "promotion.status.CANCELED",
  },
  // A failed transfer moved nothing: its credit is back where it was.
  transfer: {
    PENDING: "transfer.status.PENDING",
    SUCCESS: "status.SUCCESS",
    FAILED: "transfer.status.FAILED",
  },
};

/** Gold for a promotion in use: it is running, not waiting. */
function badgeColour(status: string): StatusColour | "gold" {
  return status === "USED" ? "gold" : statusColour(status);
}

export interface StatusBadgeProps<Of extends keyof Statuses> {
  of: Of;
  status: Statuses[Of];
}

/** A deposit's, a withdrawal's or a promotion's status; one the app does not know shows its code. */
export function StatusBadge<Of extends keyof Statuses>({ of, status }: StatusBadgeProps<Of>) {
  const { t } = useTranslation();
  const colour = badgeColour(status);
  const label: string | undefined = (labels[of] as Record<string, string>)[status];
  return (
    // Flat, without a border, and a size Lao stays legible at: a status, not something to tap.
    <Badge colour={colour} data-colour={colour} className="border-transparent text-sm">
      <span className="size-1.5 rounded-full bg-current" aria-hidden />
      {label ? t(label) : status}
    </Badge>
  );
}
