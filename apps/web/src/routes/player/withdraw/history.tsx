import { createFileRoute } from "@tanstack/react-router";
import { History } from "lucide-react";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { WithdrawalHistory } from "@/features/withdrawals/components/withdrawal-history";
import { useTranslation } from "@/lib/i18n-react";
import { pageSearch, pagingDeps } from "@/lib/search-params";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "../-components/screen-title";

export const Route = createFileRoute("/player/withdraw/history")({
  validateSearch: pageSearch,
  loaderDeps: pagingDeps,
  loader: async ({ context, deps }) =>
    (await import("@/features/withdrawals/preload")).preloadWithdrawHistory(context.queryClient, deps),
  component: WithdrawHistoryScreen,
});

function WithdrawHistoryScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.withdraw_history.title"), useAgencyInfo().name);
  const paging = Route.useLoaderDeps();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6 lg:max-w-5xl">
      <ScreenTitle title="page.withdraw_history.title" icon={<History />} />
      <WithdrawalHistory {...paging} />
    </div>
  );
}
