import { compareDecimal, type PromotionUsage } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Ban, Gift, RefreshCw } from "lucide-react";
import { useState } from "react";
import { DateTime } from "@/components/date-time";
import { DepositIcon, WithdrawIcon } from "@/components/screen-icons";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { toast } from "@/components/ui/toaster";
import { providerCreditQueryOptions } from "@/features/credits/api/get-provider-credit";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";
import { useRecheckUsage } from "../api/promotion-actions";
import { progressPercent, requirementMet, usageActionFailure } from "../rules";
import { CancelUsageDialog } from "./cancel-usage-dialog";
import { PromotionImage } from "./promotion-image";

/** The promotion in use, with its recheck and a cancel that takes the unearned bonus back. */
export function CurrentUsage({ usage }: { usage: PromotionUsage }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const text = useLocalised();
  const { promotion, provider } = usage;
  const providerName = t(`provider.${provider}`);
  const credit = useQuery(providerCreditQueryOptions(provider)).data?.credit.amount;
  const percent = progressPercent(credit, promotion);
  const met = requirementMet(credit, promotion);
  const recheck = useRecheckUsage();
  const [notice, setNotice] = useState<string>();
  const [cancelling, setCancelling] = useState(false);

  const runRecheck = async () => {
    setNotice(undefined);
    try {
      const after = await recheck.mutateAsync();
      if (after?.status === "USED")
        setNotice(t("promotion.current.still_in_use", { provider: providerName }));
      else toast.success(t("promotion.current.completed"));
    } catch (error) {
      const failure = usageActionFailure(error);
      setNotice(t(failure.key, failure.values));
    }
  };

  return (
    <section
      aria-labelledby="current-usage-title"
      className="flex flex-col gap-4 rounded-2xl border border-gold/50 bg-surface/95 p-4 shadow-[0_8px_32px_-12px_rgb(212_175_55/0.35)] sm:p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id="current-usage-title" className="flex items-center gap-2 font-semibold text-gold-light">
          <Gift className="size-5" aria-hidden /> {t("promotion.current.title")}
        </h2>
        <StatusBadge of="promotion" status={usage.status} />
      </div>

      <div className="flex items-center gap-3">
        <PromotionImage
          src={promotion.imageUrl}
          alt=""
          className="w-24 shrink-0 rounded-lg border border-border sm:w-32"
        />
        <div className="min-w-0">
          <p className="font-bold leading-snug">{text(promotion.title)}</p>
          <p className="text-muted-foreground text-xs">
            {t("promotion.current.at_provider", { provider: providerName })} ·{" "}
            <span className="tabular-nums">
              <DateTime value={usage.usedAt} />
            </span>
          </p>
        </div>
      </div>

      {usage.deposited ? (
        <div className="flex flex-col gap-2">
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="text-muted-foreground">
              {t("promotion.current.progress", { provider: providerName })}
            </span>
            <span className="whitespace-nowrap font-semibold tabular-nums" data-testid="usage-progress">
              {credit === undefined ? "…" : format.credit(credit)} / {format.credit(promotion.requiredCredit)}{" "}
              <span className="text-muted-foreground text-xs">THB</span>
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={t("promotion.current.progress", { provider: providerName })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent ?? 0}
            className="h-2.5 overflow-hidden rounded-full bg-background-elevated ring-1 ring-border"
          >
            <div
              className="h-full rounded-full bg-gold-gradient transition-[width] duration-500"
              style={{ width: `${percent ?? 0}%` }}
            />
          </div>
          {compareDecimal(usage.bonus, "0") > 0 ? (
            <p className="text-muted-foreground text-xs">
              {t("promotion.current.bonus_received", { bonus: format.credit(usage.bonus) })}
            </p>
          ) : null}
          {met ? (
            <div className="mt-1 flex flex-col gap-2 rounded-xl border border-success/40 bg-success/10 px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between">
              <p className="text-success">{t("promotion.current.ready")}</p>
              <Button asChild size="sm">
                <Link to="/player/withdraw">
                  <WithdrawIcon /> {t("promotion.current.withdraw_now")}
                </Link>
              </Button>
            </div>
          ) : (
            <p className="text-muted-foreground text-xs">
              {t("promotion.current.play_to", {
                required: format.credit(promotion.requiredCredit),
                provider: providerName,
              })}
            </p>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-3 rounded-xl border border-gold/30 bg-gold/5 px-3 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            {t("promotion.current.deposit_needed", {
              deposit: format.credit(promotion.depositCredit),
              bonus: format.credit(promotion.bonusCredit),
              provider: providerName,
            })}
          </p>
          <Button asChild className="shrink-0">
            <Link to="/player/deposit">
              <DepositIcon /> {t("promotion.current.deposit_now")}
            </Link>
          </Button>
        </div>
      )}

      {notice ? (
        <p role="status" className="rounded-lg border border-border bg-background-elevated px-3 py-2 text-sm">
          {notice}
        </p>
      ) : null}

      <div className="flex flex-col gap-2 border-border border-t pt-4 sm:flex-row sm:items-center">
        {/* Only a promotion whose deposit was made can have been played out. */}
        {usage.deposited ? (
          <p className="text-muted-foreground text-xs sm:mr-auto">{t("promotion.current.recheck_hint")}</p>
        ) : null}
        <div className={cn("grid gap-2 sm:ml-auto sm:flex", usage.deposited ? "grid-cols-2" : "grid-cols-1")}>
          {usage.deposited ? (
            <Button type="button" variant="secondary" onClick={runRecheck} disabled={recheck.isPending}>
              {recheck.isPending ? <Spinner className="size-4" /> : <RefreshCw />}{" "}
              {t("promotion.current.recheck")}
            </Button>
          ) : null}
          <Button
            type="button"
            variant="outline"
            className="border-danger/60 text-danger hover:border-danger hover:bg-danger/10"
            onClick={() => setCancelling(true)}
          >
            <Ban /> {t("promotion.current.cancel")}
          </Button>
        </div>
      </div>
      {cancelling ? <CancelUsageDialog usage={usage} onClose={() => setCancelling(false)} /> : null}
    </section>
  );
}
