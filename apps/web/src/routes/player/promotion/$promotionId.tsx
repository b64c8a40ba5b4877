import { createFileRoute, Link } from "@tanstack/react-router";
import { ChevronLeft, Gift } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { PromotionDetail } from "@/features/promotions/components/promotion-detail";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "../-components/screen-title";

/** The list is loaded first and the promotion picked from it by id (there is no single-promotion call). */
export const Route = createFileRoute("/player/promotion/$promotionId")({
  loader: async ({ context, params }) =>
    (await import("@/features/promotions/preload")).preloadPromotionDetail(
      context.queryClient,
      params.promotionId,
    ),
  component: PromotionDetailScreen,
});

function PromotionDetailScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.promotion_detail.title"), useAgencyInfo().name);
  const { promotionId } = Route.useParams();
  return (
    // The detail sets its picture beside its text on a wide screen, so it gets the room for both.
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6 lg:max-w-5xl">
      <div className="flex items-center justify-between gap-3">
        <ScreenTitle title="page.promotion_detail.title" icon={<Gift />} />
        <Button asChild variant="ghost" size="sm" className="h-11 shrink-0">
          <Link to="/player/promotion" aria-label={t("promotion.all")}>
            <ChevronLeft />
            {/* A phone has room for the title only; the arrow says "back" there. */}
            <span className="hidden sm:inline">{t("promotion.all")}</span>
          </Link>
        </Button>
      </div>
      <PromotionDetail promotionId={promotionId} />
    </div>
  );
}
