import type { PayoutProof } from "@kham/contract";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { CopyButton } from "../../../components/copy-button";

/** How a paid order was paid, as staff recorded it: the transfer's reference, when, and its slip. */
export function PayoutProofLine({ proof }: { proof: PayoutProof }) {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-56 flex-col text-xs" data-testid="payout-proof">
      <span className="flex items-center gap-1">
        <span className="min-w-0 break-all font-mono text-foreground" title={t("withdrawals.reference")}>
          {proof.reference}
        </span>
        <CopyButton value={proof.reference} label={t("withdrawals.reference")} className="size-8" />
      </span>
      <span className="text-muted-foreground">
        {t("withdrawals.paid_on", { date: formatDateTime(proof.paidAt) })}
      </span>
      {proof.slipUrl ? (
        <a
          href={proof.slipUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-8 w-fit items-center text-gold-light hover:underline"
        >
          {t("withdrawals.slip_view")}
        </a>
      ) : null}
    </div>
  );
}
