import type { Provider, ProviderCredit as ProviderCreditAnswer } from "@kham/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { ProviderMark } from "@/components/provider-mark";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";

/** One provider's live credit, as a deposit's result shows it: loading, the amount, or why it failed. */
export function ProviderCredit({
  provider,
  credit,
  className,
}: {
  provider: Provider;
  /** The provider's credit as the caller reads it (credits' `useProviderCredit`). */
  credit: UseQueryResult<ProviderCreditAnswer>;
  className?: string;
}) {
  const { t } = useTranslation();
  return (
    <div
      className={cn(
        "flex items-center justify-between gap-3 rounded-xl border border-gold/25 bg-surface px-4 py-3",
        className,
      )}
    >
      <div className="flex min-w-0 items-center gap-3">
        <ProviderMark provider={provider} className="size-9" />
        <div className="min-w-0">
          <p className="text-muted-foreground text-xs">{t("credits.provider_credit")}</p>
          <p className="truncate font-semibold text-gold-light">{t(`provider.${provider}`)}</p>
        </div>
      </div>
      <CreditAmount
        amount={credit.data?.credit.amount}
        currency={credit.data?.credit.currency}
        error={credit.isError ? t(errorKey(credit.error)) : undefined}
      />
    </div>
  );
}

/** A credit amount with its currency; a spinner until it is known, or the error instead. */
export function CreditAmount({
  amount,
  currency,
  error,
  className,
  currencyClassName,
}: {
  amount: string | undefined;
  currency: string | undefined;
  error?: string | undefined;
  className?: string;
  currencyClassName?: string;
}) {
  const format = useNumberFormat();
  if (error) return <span className="text-danger text-sm">{error}</span>;
  if (amount === undefined) return <Spinner className="size-4" />;
  return (
    <span className={cn("font-bold text-lg tabular-nums", className)}>
      {format.credit(amount)}{" "}
      <span className={cn("font-medium text-muted-foreground text-xs", currencyClassName)}>{currency}</span>
    </span>
  );
}
