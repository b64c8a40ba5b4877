import type { ReconciliationGroup, ReconciliationRow } from "@kham/contract";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n-react";
import { UnmatchedReasonBadge } from "../../exceptions/components/unmatched-reason";

/** Where the payment's money stands within its group. */
export function RowState({ group, row }: { group: ReconciliationGroup; row: ReconciliationRow }) {
  const { t } = useTranslation();
  if (row.status === "UNMATCHED" && row.unmatchedReason) {
    return <UnmatchedReasonBadge reason={row.unmatchedReason} />;
  }
  if (group === "credited") {
    return (
      <Badge colour="green">
        {t(
          row.status === "RESOLVED"
            ? "reconciliation.state.credited_by_staff"
            : "reconciliation.state.credited",
        )}
      </Badge>
    );
  }
  if (group === "waiting") return <Badge colour="yellow">{t("reconciliation.state.transferring")}</Badge>;
  return <Badge colour="grey">{t("reconciliation.state.refunded")}</Badge>;
}
