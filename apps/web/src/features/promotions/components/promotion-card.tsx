import type { Promotion } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { ChevronRight, Info, Sparkles } from "lucide-react";
import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n-react";
import { useLocalised } from "@/lib/localised-text";
import { PromotionImage } from "./promotion-image";
import { PromotionTerms } from "./promotion-terms";

/** The title is the one link, stretched over the card. */
export function PromotionCard({
  promotion,
  inUse = false,
  hasDeposited = false,
}: {
  promotion: Promotion;
  inUse?: boolean;
  /** The player has a successful deposit: a first-deposit promotion is not theirs to take. */
  hasDeposited?: boolean;
}) {
  const { t } = useTranslation();
  const text = useLocalised();
  const title = text(promotion.title);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-gold/25 bg-surface/90 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] transition-colors focus-within:border-gold hover:border-gold/60">
      <PromotionImage src={promotion.imageUrl} alt="" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex flex-wrap items-center gap-2">
          {promotion.kind === "FIRST_DEPOSIT" ? (
            <Badge colour="gold">
              <Sparkles className="size-3" aria-hidden /> {t("promotion.kind.FIRST_DEPOSIT")}
            </Badge>
          ) : null}
          {inUse ? <StatusBadge of="promotion" status="USED" /> : null}
        </div>
        <h2 className="font-bold text-gold-light text-lg leading-snug">
          <Link
            to="/player/promotion/$promotionId"
            params={{ promotionId: promotion.id }}
            className="outline-none after:absolute after:inset-0 after:content-['']"
          >
            {title}
          </Link>
        </h2>
        <PromotionTerms promotion={promotion} />
        {promotion.kind === "FIRST_DEPOSIT" && hasDeposited ? <FirstDepositTaken /> : null}
        <span className="mt-auto flex items-center justify-end gap-1 font-semibold text-gold-light text-sm group-hover:underline">
          {t("promotion.details")} <ChevronRight className="size-4" aria-hidden />
        </span>
      </div>
    </article>
  );
}

export function FirstDepositTaken() {
  const { t } = useTranslation();
  return (
    <p
      className="flex items-start gap-2 rounded-lg border border-border bg-background-elevated px-3 py-2 text-muted-foreground text-sm"
      data-testid="first-deposit-taken"
    >
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden /> {t("promotion.first_deposit_taken")}
    </p>
  );
}
