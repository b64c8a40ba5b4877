import { Gift } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useBlocking } from "../api/get-blocking";
import { usePromotions } from "../api/get-promotions";
import { PromotionCard } from "./promotion-card";

/** The agency's live promotions as cards; the one the player is using is marked. */
export function PromotionList({ usedPromotionId }: { usedPromotionId?: string | undefined }) {
  const { t } = useTranslation();
  const promotions = usePromotions();
  const blocking = useBlocking();
  if (promotions.isPending) return <Spinner className="mx-auto my-8" />;
  if (promotions.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t(errorKey(promotions.error))}
      </p>
    );
  }
  if (promotions.data.length === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-10 text-center">
        <Gift className="size-10 text-gold/60" aria-hidden />
        <p className="text-muted-foreground">{t("promotion.empty")}</p>
      </div>
    );
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label={t("page.promotion.title")}>
      {promotions.data.map((promotion) => (
        <li key={promotion.id} className="flex">
          <PromotionCard
            promotion={promotion}
            inUse={promotion.id === usedPromotionId}
            hasDeposited={blocking.data?.hasDeposited}
          />
        </li>
      ))}
    </ul>
  );
}
