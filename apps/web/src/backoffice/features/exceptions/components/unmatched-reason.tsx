import type { StaffPayment } from "@kham/contract";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n-react";

export type UnmatchedReason = NonNullable<StaffPayment["unmatchedReason"]>;

/** A refused credit is red: the player paid and the order failed. */
export function UnmatchedReasonBadge({ reason }: { reason: UnmatchedReason }) {
  const { t } = useTranslation();
  return (
    <Badge colour={reason === "CREDIT_FAILED" ? "red" : "yellow"}>{t(`exceptions.reason.${reason}`)}</Badge>
  );
}

export function UnmatchedReasonText({ reason, className }: { reason: UnmatchedReason; className?: string }) {
  const { t } = useTranslation();
  return <p className={className}>{t(`exceptions.reason_text.${reason}`)}</p>;
}
