import type { Provider } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Plus, RefreshCw } from "lucide-react";
import { ProviderMark } from "@/components/provider-mark";
import { DepositIcon } from "@/components/screen-icons";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { providerCreditQueryOptions } from "@/features/credits/api/get-provider-credit";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";
import { isWithoutCredit } from "../rules";

/** The provider's live balance, read afresh whenever the screen shows (a game may have moved it). */
export function GameCredit({ provider, className }: { provider: Provider; className?: string }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const credit = useQuery(providerCreditQueryOptions(provider));
  const amount = credit.data?.credit.amount;
  const empty = amount !== undefined && isWithoutCredit(amount);

  return (
    <section
      aria-label={t("credits.provider_credit")}
      className={cn(
        // Laid out by its own width: a row on a phone's full width, stacked in a wide screen's side column.
        "@container flex flex-col gap-3 rounded-2xl border px-4 py-3.5 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] sm:px-5",
        empty ? "border-gold/60 bg-gold/10" : "border-gold/25 bg-surface/90",
        className,
      )}
    >
      <div className="flex items-center gap-2">
        <ProviderMark provider={provider} className="size-6" />
        <p className="min-w-0 flex-1 truncate text-muted-foreground text-sm">
          {t("credits.provider_credit")} ·{" "}
          <span className="font-semibold text-gold-light">{t(`provider.${provider}`)}</span>
        </p>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t("credits.refresh")}
          onClick={() => credit.refetch()}
          disabled={credit.isFetching}
          className="-my-2 -mr-3 size-11"
        >
          <RefreshCw className={cn("size-4", credit.isFetching && "animate-spin")} />
        </Button>
      </div>
      <div className="flex items-center justify-between gap-3">
        {credit.isError ? (
          <span className="text-danger text-sm">{t(errorKey(credit.error))}</span>
        ) : amount === undefined ? (
          <Spinner className="my-1.5 size-5" />
        ) : (
          <span className="font-bold text-2xl text-foreground tabular-nums" data-testid="game-credit">
            {format.credit(amount)}{" "}
            <span className="font-medium text-muted-foreground text-xs">{credit.data?.credit.currency}</span>
          </span>
        )}
        {amount !== undefined && !empty ? (
          <Button asChild variant="outline" size="sm">
            <Link to="/player/deposit" search={{ provider }}>
              <Plus /> {t("game.deposit_more")}
            </Link>
          </Button>
        ) : null}
      </div>
      {empty ? (
        <div className="flex flex-col gap-3 @lg:flex-row @lg:items-center @lg:justify-between">
          <p className="text-sm">{t("game.zero_credit", { provider: t(`provider.${provider}`) })}</p>
          <Button asChild size="lg" className="w-full @lg:w-auto">
            <Link to="/player/deposit" search={{ provider }}>
              <DepositIcon /> {t("game.deposit_to_play")}
            </Link>
          </Button>
        </div>
      ) : null}
    </section>
  );
}
