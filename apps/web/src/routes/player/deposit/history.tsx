import { createFileRoute } from "@tanstack/react-router";
import { History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { CreditsPanel } from "@/features/credits/components/credits-panel";
import { DepositHistory } from "@/features/deposits/components/deposit-history";
import { pageSearch, pagingDeps } from "@/lib/search-params";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "../-components/screen-title";

export const Route = createFileRoute("/player/deposit/history")({
  validateSearch: pageSearch,
  loaderDeps: pagingDeps,
  loader: async ({ context, deps }) =>
    (await import("@/features/deposits/preload")).preloadDepositHistory(context.queryClient, deps),
  component: DepositHistoryScreen,
});

function DepositHistoryScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.deposit_history.title"), useAgencyInfo().name);
  const paging = Route.useLoaderDeps();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6">
      <ScreenTitle title="page.deposit_history.title" icon={<History />} />
      <DepositHistory {...paging} />
      <CreditsPanel />
    </div>
  );
}
