import { createFileRoute } from "@tanstack/react-router";
import { History } from "lucide-react";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { DepositHistory } from "@/features/deposits/components/deposit-history";
import { useTranslation } from "@/lib/i18n-react";
import { optionalText, pageSearch, pagingDeps } from "@/lib/search-params";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "../-components/screen-title";

export const Route = createFileRoute("/player/deposit/history")({
  // `?order=` points out one order, e.g. the deposit that was just credited.
  validateSearch: (search): ReturnType<typeof pageSearch> & { order?: string } => {
    const order = optionalText(search.order, 64);
    return { ...pageSearch(search), ...(order ? { order } : {}) };
  },
  loaderDeps: pagingDeps,
  loader: async ({ context, deps }) =>
    (await import("@/features/deposits/preload")).preloadDepositHistory(context.queryClient, deps),
  component: DepositHistoryScreen,
});

function DepositHistoryScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.deposit_history.title"), useAgencyInfo().name);
  const paging = Route.useLoaderDeps();
  const { order } = Route.useSearch();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6 lg:max-w-5xl">
      <ScreenTitle title="page.deposit_history.title" icon={<History />} />
      <DepositHistory {...paging} highlight={order} />
    </div>
  );
}
