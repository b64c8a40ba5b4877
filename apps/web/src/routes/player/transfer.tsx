import type { CreditTransfer } from "@kham/contract";
import { createFileRoute } from "@tanstack/react-router";
import { useState } from "react";
import { TransferIcon } from "@/components/screen-icons";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useCurrentUsage } from "@/features/promotions/api/get-current-usage";
import { useTransfers } from "@/features/transfers/api/get-transfers";
import { RecentTransfers } from "@/features/transfers/components/recent-transfers";
import { TransferForm } from "@/features/transfers/components/transfer-form";
import { TransferResult } from "@/features/transfers/components/transfer-result";
import { RECENT_TRANSFERS } from "@/features/transfers/preload";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "./-components/screen-title";

export const Route = createFileRoute("/player/transfer")({
  loader: async ({ context }) =>
    (await import("@/features/transfers/preload")).preloadTransferScreen(context.queryClient),
  component: TransferScreen,
});

function TransferScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.transfer.title"), useAgencyInfo().name);
  const promotion = useCurrentUsage();
  const recent = useTransfers(RECENT_TRANSFERS);
  const [made, setMade] = useState<CreditTransfer>();
  // The result follows the polled list, so the player sees PENDING turn into its outcome.
  const shown = made && (recent.data?.items.find((transfer) => transfer.id === made.id) ?? made);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 sm:gap-5 sm:py-6 lg:max-w-6xl">
      <ScreenTitle title="page.transfer.title" icon={<TransferIcon />} />
      <p className="-mt-1 text-muted-foreground text-sm">{t("transfer.intro")}</p>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <section className="min-w-0 rounded-2xl border border-gold/25 bg-surface/90 p-4 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] sm:p-6">
          {shown ? (
            <TransferResult transfer={shown} onNew={() => setMade(undefined)} />
          ) : promotion.isPending ? (
            <SkeletonGroup className="flex flex-col gap-4">
              <Skeleton className="h-4 w-40" />
              <Skeleton className="h-28 rounded-xl" />
              <Skeleton className="h-28 rounded-xl" />
              <Skeleton className="h-12 rounded-lg" />
            </SkeletonGroup>
          ) : (
            <TransferForm promotionUsage={promotion.data} onCreated={setMade} />
          )}
        </section>
        <aside className="min-w-0">
          <RecentTransfers query={recent} />
        </aside>
      </div>
    </div>
  );
}
