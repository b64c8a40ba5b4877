import { PAGE_SIZE_DEFAULT } from "@kham/contract";
import { createFileRoute } from "@tanstack/react-router";
import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { CreditsPanel } from "@/features/credits/components/credits-panel";
import { WithdrawalHistory } from "@/features/withdrawals/components/withdrawal-history";
import { pageSearch } from "@/lib/search-params";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "../-components/screen-title";

export const Route = createFileRoute("/player/withdraw/history")({
  validateSearch: pageSearch,
  loaderDeps: ({ search }) => ({ page: search.page ?? 1, pageSize: search.pageSize ?? PAGE_SIZE_DEFAULT }),
  loader: async ({ context, deps }) =>
    (await import("@/features/withdrawals/preload")).preloadWithdrawHistory(
      context.queryClient,
      deps.page,
      deps.pageSize,
    ),
  component: WithdrawHistoryScreen,
});

function WithdrawHistoryScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.withdraw_history.title"), useAgencyInfo().name);
  const { page = 1, pageSize = PAGE_SIZE_DEFAULT } = Route.useSearch();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6">
      <ScreenTitle title="page.withdraw_history.title" icon={<History />} />
      <WithdrawalHistory page={page} pageSize={pageSize} />
      <CreditsPanel />
    </div>
  );
}
