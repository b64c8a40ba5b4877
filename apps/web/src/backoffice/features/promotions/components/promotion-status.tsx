import type { Promotion } from "@kham/contract";
import { Badge } from "@/components/ui/badge";
import { useTranslation } from "@/lib/i18n-react";
import { promotionPhase } from "../promotion-phase";

/** Active or not, and for an active one whether players see it now (it may not have started, or be over). */
export function PromotionStatus({ promotion, now }: { promotion: Promotion; now: Date }) {
  const { t } = useTranslation();
  if (promotion.status === "INACTIVE") return <Badge>{t("promotions.status.INACTIVE")}</Badge>;
  const phase = promotionPhase(promotion, now);
  return (
    <div className="flex flex-col gap-1 md:items-start">
      <Badge colour="green">{t("promotions.status.ACTIVE")}</Badge>
      <span className={phase === "live" ? "text-success text-xs" : "text-warning text-xs"}>
        {t(`promotions.phase.${phase}`)}
      </span>
    </div>
  );
}
