import { convert, type Promotion } from "@kham/contract";
import { ArrowRight } from "lucide-react";
import { creditInKip } from "@/features/credits/rules";
import { useExchangeRates } from "@/features/rates/api/get-exchange-rates";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";

export function PromotionTerms({ promotion, className }: { promotion: Promotion; className?: string }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const rates = useExchangeRates().data;
  const yesNo = (value: boolean) => t(value ? "promotion.terms.yes" : "promotion.terms.no");
  // Credit the player pays for is priced at the sell rate; credit they keep is valued at what it pays out.
  const payKip = rates?.some((rate) => rate.currency === "LAK")
    ? convert("DEPOSIT_FROM", promotion.depositCredit, "LAK", rates)
    : undefined;
  const bonusKip = creditInKip(promotion.bonusCredit, rates);
  const outKip = (credit: string) => {
    const kip = creditInKip(credit, rates);
    return kip === undefined ? "" : ` (${t("credits.kip_cashed_out", { amount: format.number(kip) })})`;
  };
  const rows = [
    { term: "promotion.terms.required", value: `${format.credit(promotion.requiredCredit)} THB` },
    {
      term: "promotion.terms.max",
      value: `${format.credit(promotion.maxCredit)} THB${outKip(promotion.maxCredit)}`,
    },
    { term: "promotion.terms.withdraw_all", value: yesNo(promotion.withdrawAll) },
    { term: "promotion.terms.deduct_bonus", value: yesNo(promotion.deductBonusOnWithdraw) },
  ];
  return (
    // Two columns of terms only where there is room for them (a card in a grid has not).
    <div className={cn("@container flex flex-col gap-3", className)}>
      <div className="flex items-stretch gap-2" data-testid="promotion-deposit-bonus">
        <p className="flex flex-1 flex-col rounded-xl border border-border bg-background-elevated px-3 py-2">
          <span className="text-muted-foreground text-xs">{t("promotion.terms.deposit")}</span>
          <span className="font-bold tabular-nums">
            {format.credit(promotion.depositCredit)} <span className="font-medium text-xs">THB</span>
          </span>
          {payKip === undefined ? null : (
            <span className="text-muted-foreground text-xs tabular-nums" data-testid="promotion-deposit-kip">
              {t("promotion.terms.deposit_kip", { amount: format.number(payKip) })}
            </span>
          )}
        </p>
        <ArrowRight className="size-4 shrink-0 self-center text-gold" aria-hidden />
        <p className="flex flex-1 flex-col rounded-xl bg-gold-gradient px-3 py-2 text-gold-foreground">
          <span className="font-medium text-xs opacity-80">{t("promotion.terms.bonus")}</span>
          <span className="font-bold tabular-nums">
            +{format.credit(promotion.bonusCredit)} <span className="font-medium text-xs">THB</span>
          </span>
          {bonusKip === undefined ? null : (
            <span className="text-xs tabular-nums opacity-80" data-testid="promotion-bonus-kip">
              {t("credits.kip_cashed_out", { amount: format.number(bonusKip) })}
            </span>
          )}
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm @lg:grid-cols-2">
        {rows.map((row) => (
          <div key={row.term} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{t(row.term)}</dt>
            <dd className="text-right font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
