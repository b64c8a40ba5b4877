import type { Language, Promotion } from "@kham/contract";
import { ImageOff, Sparkles } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { PromotionImage } from "@/features/promotions/components/promotion-image";
import { PromotionTerms } from "@/features/promotions/components/promotion-terms";
import { useTranslation } from "@/lib/i18n-react";
import { htmlLang, type PromotionFormValues } from "../form-values";

/** Drawn with the player app's own image and terms, so the preview cannot drift from what players see. */
export function BannerPreview({ values, language }: { values: PromotionFormValues; language: Language }) {
  const { t } = useTranslation();
  const promotion: Promotion = {
    id: "preview",
    title: values.title,
    description: values.description,
    imageUrl: values.imageUrl,
    status: values.status,
    kind: values.kind,
    providers: values.providers,
    depositCredit: values.depositCredit || "0",
    bonusCredit: values.bonusCredit || "0",
    maxCredit: values.maxCredit || "0",
    requiredCredit: values.requiredCredit || "0",
    withdrawAll: values.withdrawAll,
    deductBonusOnWithdraw: values.deductBonusOnWithdraw,
    startsAt: values.startsAt,
    endsAt: values.endsAt || null,
  };
  const title = values.title[language]?.trim();
  return (
    <section aria-labelledby="promotion-preview-title" className="flex flex-col gap-2">
      <h2 id="promotion-preview-title" className="font-semibold text-gold-light">
        {t("promotions.preview")}
      </h2>
      <p className="text-muted-foreground text-xs">
        {t("promotions.preview_hint", { language: t(`language.${language}`) })}
      </p>
      <article
        data-testid="banner-preview"
        className="flex w-full flex-col overflow-hidden rounded-2xl border border-gold/25 bg-surface/90 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)]"
      >
        {promotion.imageUrl ? (
          <PromotionImage src={promotion.imageUrl} alt="" eager />
        ) : (
          <div className="flex aspect-[32/15] w-full items-center justify-center bg-background-elevated text-muted-foreground">
            <ImageOff className="size-8" aria-hidden />
          </div>
        )}
        <div className="flex flex-col gap-3 p-4">
          {promotion.kind === "FIRST_DEPOSIT" ? (
            <div>
              <Badge colour="gold">
                <Sparkles className="size-3" aria-hidden /> {t("promotion.kind.FIRST_DEPOSIT")}
              </Badge>
            </div>
          ) : null}
          <h3 lang={htmlLang[language]} className="font-bold text-gold-light text-lg leading-snug">
            {title || <span className="text-muted-foreground/60">{t("promotions.preview_title")}</span>}
          </h3>
          <PromotionTerms promotion={promotion} />
        </div>
      </article>
    </section>
  );
}
