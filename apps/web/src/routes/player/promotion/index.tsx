import { createFileRoute, Link } from "@tanstack/react-router";
import { Gift, History } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { CreditsPanel } from "@/features/credits/components/credits-panel";
import { useCurrentUsage } from "@/features/promotions/api/get-current-usage";
import { CurrentUsage } from "@/features/promotions/components/current-usage";
import { PromotionList } from "@/features/promotions/components/promotion-list";
import { isInUse } from "@/features/promotions/rules";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "../-components/screen-title";

export const Route = createFileRoute("/player/promotion/")({
  loader: async ({ context }) =>
    (await import("@/features/promotions/preload")).preloadPromotionList(context.queryClient),
  component: PromotionScreen,
});

/** The promotion in use first (what to do next with it), then everything the agency offers. */
function PromotionScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.promotion.title"), useAgencyInfo().name);
  const current = useCurrentUsage().data;
  const usage = isInUse(current) ? current : undefined;
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6">
      <div className="flex items-center justify-between gap-3">
        <ScreenTitle title="page.promotion.title" icon={<Gift />} />
        <Button asChild variant="ghost" size="sm">
          <Link to="/player/promotion/history">
            <History /> {t("promotion.history_link")}
          </Link>
        </Button>
      </div>
      {usage ? <CurrentUsage key={usage.usageId} usage={usage} /> : null}
      <PromotionList usedPromotionId={usage?.promotion.id} />
      <CreditsPanel />
    </div>
  );
}
