import { providers } from "@kham/contract";
import { RefreshCw, Wallet } from "lucide-react";
import { useTranslation } from "react-i18next";
import { CreditAmount } from "@/components/provider-credit";
import { Button } from "@/components/ui/button";
import { errorKey } from "@/lib/error-key";
import { cn } from "@/lib/utils";
import { useCredits } from "../api/get-credits";

/** The player's credit with each of the four providers and the total, always fetched fresh. */
export function CreditsPanel({ className }: { className?: string }) {
  const { t } = useTranslation();
  const credits = useCredits();
  const byProvider = new Map(credits.data?.credits.map((entry) => [entry.provider, entry.credit]));
  const error = credits.isError ? t(errorKey(credits.error)) : undefined;

  return (
    <section
      aria-labelledby="credits-title"
      className={cn(
        "rounded-2xl border border-gold/25 bg-surface/90 p-5 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)]",
        className,
      )}
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="credits-title" className="flex items-center gap-2 font-semibold text-gold-light">
          <Wallet className="size-5" aria-hidden /> {t("credits.title")}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("credits.refresh")}
          onClick={() => credits.refetch()}
          disabled={credits.isFetching}
        >
          <RefreshCw className={cn("size-4", credits.isFetching && "animate-spin")} />
        </Button>
      </div>
      <div className="mt-3 rounded-xl bg-gold-gradient px-4 py-3 text-gold-foreground">
        <p className="font-medium text-xs opacity-80">{t("credits.total")}</p>
        <CreditAmount
          amount={credits.data?.total.amount}
          currency={credits.data?.total.currency}
          error={error}
          className="text-2xl"
          currencyClassName="text-gold-foreground/70"
        />
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-2">
        {providers.map((provider) => {
          const credit = byProvider.get(provider);
          return (
            <li key={provider} className="rounded-xl border border-border bg-background-elevated px-3 py-2.5">
              <p className="truncate text-muted-foreground text-xs">{t(`provider.${provider}`)}</p>
              <CreditAmount
                amount={credit?.amount ?? (credits.data ? "—" : undefined)}
                currency={credit?.currency}
                error={error ? "—" : undefined}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
