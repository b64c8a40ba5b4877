import type { Promotion } from "@kham/contract";
import { ArrowRight } from "lucide-react";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";

export function PromotionTerms({ promotion, className }: { promotion: Promotion; className?: string }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const yesNo = (value: boolean) => t(value ? "promotion.terms.yes" : "promotion.terms.no");
  const rows = [
    { term: "promotion.terms.required", value: `${format.credit(promotion.requiredCredit)} THB` },
    { term: "promotion.terms.max", value: `${format.credit(promotion.maxCredit)} THB` },
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
        </p>
        <ArrowRight className="size-4 shrink-0 self-center text-gold" aria-hidden />
        <p className="flex flex-1 flex-col rounded-xl bg-gold-gradient px-3 py-2 text-gold-foreground">
          <span className="font-medium text-xs opacity-80">{t("promotion.terms.bonus")}</span>
          <span className="font-bold tabular-nums">
            +{format.credit(promotion.bonusCredit)} <span className="font-medium text-xs">THB</span>
          </span>
        </p>
      </div>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1.5 text-sm @lg:grid-cols-2">
        {rows.map((row) => (
          <div key={row.term} className="flex items-baseline justify-between gap-3">
            <dt className="text-muted-foreground">{t(row.term)}</dt>
            <dd className="whitespace-nowrap font-semibold tabular-nums">{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
