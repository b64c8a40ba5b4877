import { Link } from "@tanstack/react-router";
import { ChevronRight, Gift } from "lucide-react";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { usePromotions } from "../api/get-promotions";
import { PromotionImage } from "./promotion-image";

/** On the first screens, so it keeps its height while loading; images after the first load lazily. */
export function PromotionBanners({ className }: { className?: string }) {
  const { t } = useTranslation();
  const text = useLocalised();
  const promotions = usePromotions();
  // Nothing to offer (or the offer could not be loaded) is not worth a message on a home screen.
  if (promotions.isError || promotions.data?.length === 0) return null;
  return (
    <section aria-labelledby="promotion-banners-title" className={className}>
      <div className="mb-3 flex items-center justify-between gap-3">
        <h2
          id="promotion-banners-title"
          className="flex items-center gap-2 font-bold text-gold-light text-xl"
        >
          <Gift className="size-5" aria-hidden /> {t("promotion.banners.title")}
        </h2>
        <Link
          to="/player/promotion"
          className="-my-2 flex min-h-11 items-center gap-0.5 font-medium text-gold-light text-sm hover:underline"
        >
          {t("promotion.banners.all")} <ChevronRight className="size-4" aria-hidden />
        </Link>
      </div>
      <ul className="-mx-4 flex snap-x snap-mandatory scroll-px-4 gap-3 overflow-x-auto scroll-smooth px-4 pb-2 [scrollbar-width:thin] sm:mx-0 sm:scroll-px-0 sm:px-0">
        {promotions.data
          ? promotions.data.map((promotion, index) => (
              <li key={promotion.id} className="w-[80%] shrink-0 snap-start sm:w-[calc((100%-1.5rem)/3)]">
                <Link
                  to="/player/promotion/$promotionId"
                  params={{ promotionId: promotion.id }}
                  className="group block overflow-hidden rounded-2xl border border-gold/25 bg-surface transition-colors hover:border-gold/70 focus-visible:border-gold"
                >
                  {/* The first banner is in view on every screen size, and often its largest image. */}
                  <PromotionImage src={promotion.imageUrl} alt="" eager={index === 0} />
                  <span className="block truncate px-3 py-2.5 font-semibold text-sm group-hover:text-gold-light">
                    {text(promotion.title)}
                  </span>
                </Link>
              </li>
            ))
          : [0, 1, 2].map((placeholder) => (
              <li
                key={placeholder}
                aria-hidden
                className="w-[80%] shrink-0 sm:w-[calc((100%-1.5rem)/3)]"
                data-testid="promotion-banner-placeholder"
              >
                <div className="overflow-hidden rounded-2xl border border-border bg-surface">
                  <div className="aspect-[32/15] animate-pulse bg-background-elevated" />
                  <div className="px-3 py-2.5">
                    <div className="h-5 w-2/3 animate-pulse rounded bg-background-elevated" />
                  </div>
                </div>
              </li>
            ))}
      </ul>
    </section>
  );
}
