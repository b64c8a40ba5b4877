import type { Provider } from "@kham/contract";
import { useTranslation } from "react-i18next";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { formatCredit } from "@/lib/format";
import { cn } from "@/lib/utils";
import { useProviderCredit } from "../api/get-provider-credit";

/** One provider's live credit, as a game or deposit screen shows it. */
export function ProviderCredit({ provider, className }: { provider: Provider; className?: string }) {
  const { t } = useTranslation();
  const credit = useProviderCredit(provider);
  return (
    <div
      className={cn(
        "flex items-center justify-between gap-3 rounded-xl border border-gold/25 bg-surface px-4 py-3",
        className,
      )}
    >
      <div>
        <p className="text-muted-foreground text-xs">{t("credits.provider_credit")}</p>
        <p className="font-semibold text-gold-light">{t(`provider.${provider}`)}</p>
      </div>
      <CreditAmount
        amount={credit.data?.credit.amount}
        currency={credit.data?.credit.currency}
        error={credit.isError ? t(errorKey(credit.error)) : undefined}
      />
    </div>
  );
}

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
  if (error) return <span className="text-danger text-sm">{error}</span>;
  if (amount === undefined) return <Spinner className="size-4" />;
  return (
    <span className={cn("font-bold text-lg tabular-nums", className)}>
      {formatCredit(amount)}{" "}
      <span className={cn("font-medium text-muted-foreground text-xs", currencyClassName)}>{currency}</span>
    </span>
  );
}
