import { createFileRoute } from "@tanstack/react-router";
import { History } from "lucide-react";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { UsageHistory } from "@/features/promotions/components/usage-history";
import { useTranslation } from "@/lib/i18n-react";
import { pageSearch, pagingDeps } from "@/lib/search-params";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "../-components/screen-title";

export const Route = createFileRoute("/player/promotion/history")({
  validateSearch: pageSearch,
  loaderDeps: pagingDeps,
  loader: async ({ context, deps }) =>
    (await import("@/features/promotions/preload")).preloadUsageHistory(context.queryClient, deps),
  component: PromotionHistoryScreen,
});

function PromotionHistoryScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.promotion_history.title"), useAgencyInfo().name);
  const paging = Route.useLoaderDeps();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6">
      <ScreenTitle title="page.promotion_history.title" icon={<History />} />
      <UsageHistory {...paging} />
    </div>
  );
}
