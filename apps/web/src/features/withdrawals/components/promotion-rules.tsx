import type { PromotionUsage } from "@kham/contract";
import { CircleCheck, CircleX, Gift } from "lucide-react";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";

export function PromotionRules({
  usage,
  available,
  met,
}: {
  usage: PromotionUsage;
  /** The live credit at the provider, once known. */
  available: string | undefined;
  /** Whether that credit has reached what the promotion needs. */
  met: boolean;
}) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const text = useLocalised();
  const { promotion } = usage;
  const provider = t(`provider.${usage.provider}`);
  const Icon = met ? CircleCheck : CircleX;
  return (
    <section
      aria-labelledby="withdraw-promotion-title"
      className="flex flex-col gap-2 rounded-xl border border-gold/50 bg-gold/10 px-4 py-3 text-sm"
    >
      <h3 id="withdraw-promotion-title" className="flex items-center gap-2 font-semibold text-gold-light">
        <Gift className="size-4 shrink-0" aria-hidden />
        {t("withdraw.promotion.title", { title: text(promotion.title) })}
      </h3>
      <ul className="flex flex-col gap-1.5">
        <li className={cn("flex items-start gap-2", met ? "text-success" : "text-danger")}>
          <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            {t("withdraw.promotion.required", {
              required: format.credit(promotion.requiredCredit),
              credit: available === undefined ? "…" : format.credit(available),
            })}
          </span>
        </li>
        <li>{t("withdraw.promotion.max", { max: format.credit(promotion.maxCredit) })}</li>
        {promotion.withdrawAll ? <li>{t("withdraw.promotion.withdraw_all", { provider })}</li> : null}
        {promotion.deductBonusOnWithdraw ? (
          <li>{t("withdraw.promotion.deduct_bonus", { bonus: format.credit(usage.bonus) })}</li>
        ) : null}
        <li className="text-muted-foreground">{t("withdraw.promotion.ends")}</li>
      </ul>
    </section>
  );
}
