import { AMOUNT_PATTERN, compareDecimal, type ExchangeRate, providers } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { QrCode, RefreshCw, Wallet } from "lucide-react";
import { ProviderMark } from "@/components/provider-mark";
import { Button } from "@/components/ui/button";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import { useExchangeRates } from "@/features/rates/api/get-exchange-rates";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";
import { useCredits } from "../api/get-credits";
import { creditInKip } from "../rules";

/** Always fetched fresh, shown in THB and in kip at the agency's rate, since players pay in kip. */
export function CreditsPanel({ className }: { className?: string }) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const credits = useCredits();
  const rates = useExchangeRates().data;
  const byProvider = new Map(credits.data?.credits.map((entry) => [entry.provider, entry.credit]));
  const total = credits.data?.total;
  const empty =
    total !== undefined && AMOUNT_PATTERN.test(total.amount) && compareDecimal(total.amount, "0") === 0;
  const buy = rates?.find((rate) => rate.currency === "LAK")?.buy;

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
      {credits.isPending ? (
        <CreditsSkeleton />
      ) : credits.isError ? (
        <p role="alert" className="mt-3 text-danger text-sm">
          {t(errorKey(credits.error))}
        </p>
      ) : (
        <>
          <div
            className="mt-3 rounded-xl border border-gold/30 bg-gold/[0.06] px-4 py-3"
            data-testid="credits-total"
          >
            <p className="text-muted-foreground text-sm">{t("credits.total")}</p>
            <p className="font-bold text-2xl text-gold-light tabular-nums">
              {format.credit(credits.data.total.amount)}{" "}
              <span className="font-medium text-muted-foreground text-sm">{credits.data.total.currency}</span>
            </p>
            <Kip amount={credits.data.total.amount} rates={rates} className="text-sm" />
            {buy ? (
              <p className="mt-1 text-muted-foreground text-sm">
                {t("credits.rate", { rate: format.number(buy) })}
              </p>
            ) : null}
          </div>
          {empty ? (
            <div className="mt-3 flex flex-wrap items-center justify-between gap-3 rounded-xl border border-gold/40 border-dashed px-4 py-3">
              <p className="text-sm">{t("credits.empty")}</p>
              <Button asChild>
                <Link to="/player/deposit">
                  <QrCode /> {t("credits.deposit_now")}
                </Link>
              </Button>
            </div>
          ) : null}
          <ul className="mt-3 grid grid-cols-2 gap-2">
            {providers.map((provider) => {
              const credit = byProvider.get(provider);
              return (
                <li
                  key={provider}
                  className="flex items-center gap-2.5 rounded-xl border border-border bg-background-elevated px-3 py-2.5"
                >
                  <ProviderMark provider={provider} className="size-7" />
                  <div className="min-w-0">
                    <p className="truncate text-muted-foreground text-sm">{t(`provider.${provider}`)}</p>
                    {credit ? (
                      <>
                        <p className="font-bold tabular-nums">
                          {format.credit(credit.amount)}{" "}
                          <span className="font-medium text-muted-foreground text-xs">{credit.currency}</span>
                        </p>
                        <Kip amount={credit.amount} rates={rates} className="text-xs" />
                      </>
                    ) : (
                      <p className="font-bold">—</p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}

/** What a credit amount would pay out in kip if cashed out; nothing while the rate is unknown. */
function Kip({
  amount,
  rates,
  className,
}: {
  amount: string;
  rates: readonly ExchangeRate[] | undefined;
  className?: string;
}) {
  const { t } = useTranslation();
  const format = useNumberFormat();
  const kip = creditInKip(amount, rates);
  if (kip === undefined) return null;
  // Valued at the buy rate, so it says what it pays out: a fresh deposit (at the sell rate) looks smaller.
  return (
    <p className={cn("text-muted-foreground tabular-nums", className)}>
      {t("credits.kip_cashed_out", { amount: format.number(kip) })}
    </p>
  );
}

/** Shaped line for line like the loaded panel, so nothing below it moves when the credits arrive. */
function CreditsSkeleton() {
  const line = (height: string, width: string) => (
    <div className={cn("flex items-center", height)}>
      <Skeleton className={cn("h-[60%]", width)} />
    </div>
  );
  return (
    <SkeletonGroup className="mt-3 flex flex-col gap-3">
      <div className="flex flex-col rounded-xl border border-border px-4 py-3">
        {line("h-5", "w-24")}
        {line("h-8", "w-40")}
        {line("h-5", "w-28")}
        {line("mt-1 h-5", "w-36")}
      </div>
      <div className="grid grid-cols-2 gap-2">
        {providers.map((provider) => (
          <div
            key={provider}
            className="flex items-center gap-2.5 rounded-xl border border-border px-3 py-2.5"
          >
            <Skeleton className="size-7 shrink-0 rounded-full" />
            <div className="flex flex-1 flex-col">
              {line("h-5", "w-16")}
              {line("h-6", "w-20")}
              {line("h-4", "w-14")}
            </div>
          </div>
        ))}
      </div>
    </SkeletonGroup>
  );
}
