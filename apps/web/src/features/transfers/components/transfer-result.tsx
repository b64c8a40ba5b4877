import type { CreditTransfer } from "@kham/contract";
import { useQueryClient } from "@tanstack/react-query";
import { CircleCheck, CircleX } from "lucide-react";
import { useEffect } from "react";
import { ProviderMark } from "@/components/provider-mark";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { useCredits } from "@/features/credits/api/get-credits";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";

/** The transfer as the list now has it, and both games' credit, read again once it is settled. */
export function TransferResult({ transfer, onNew }: { transfer: CreditTransfer; onNew: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const credits = useCredits();
  const settled = transfer.status !== "PENDING";
  useEffect(() => {
    if (settled) void queryClient.invalidateQueries({ queryKey: creditKeys.all });
  }, [settled, queryClient]);
  const creditOf = (provider: CreditTransfer["from"]) =>
    credits.data?.credits.find((entry) => entry.provider === provider)?.credit.amount;
  const values = {
    amount: formatCredit(transfer.amount),
    from: t(`provider.${transfer.from}`),
    to: t(`provider.${transfer.to}`),
  };

  return (
    <div className="flex flex-col gap-5" data-testid="transfer-result" data-status={transfer.status}>
      <div className="flex items-start gap-3">
        {transfer.status === "PENDING" ? (
          <Spinner className="mt-0.5 size-6 shrink-0" />
        ) : transfer.status === "SUCCESS" ? (
          <CircleCheck className="mt-0.5 size-6 shrink-0 text-success" aria-hidden />
        ) : (
          <CircleX className="mt-0.5 size-6 shrink-0 text-danger" aria-hidden />
        )}
        <div className="min-w-0" aria-live="polite">
          <p className="font-semibold text-gold-light text-lg">{t(`transfer.result.${transfer.status}`)}</p>
          <p className="mt-1 text-muted-foreground text-sm">
            {transfer.failure === "OPEN_BETS"
              ? t("transfer.result.open_bets", values)
              : t(`transfer.result.${transfer.status}_text`, values)}
          </p>
        </div>
      </div>
      <ul className="grid grid-cols-2 gap-2">
        {[transfer.from, transfer.to].map((provider) => {
          const amount = creditOf(provider);
          return (
            <li
              key={provider}
              className="flex items-center gap-2.5 rounded-xl border border-gold/25 bg-surface px-3 py-2.5"
            >
              <ProviderMark provider={provider} className="size-7 shrink-0" />
              <span className="min-w-0 leading-tight">
                <span className="block truncate font-semibold text-sm">{t(`provider.${provider}`)}</span>
                <span
                  className="block text-muted-foreground text-xs tabular-nums"
                  data-testid={`result-credit-${provider}`}
                >
                  {amount ? `${formatCredit(amount)} THB` : "—"}
                </span>
              </span>
            </li>
          );
        })}
      </ul>
      <div className="flex items-center justify-between gap-3">
        <StatusBadge of="transfer" status={transfer.status} />
        <Button type="button" variant="secondary" onClick={onNew} disabled={!settled}>
          {t("transfer.new")}
        </Button>
      </div>
    </div>
  );
}
