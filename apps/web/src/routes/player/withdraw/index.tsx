import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { History } from "lucide-react";
import { Suspense } from "react";
import { WithdrawIcon } from "@/components/screen-icons";
import { Button } from "@/components/ui/button";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useBankAccounts } from "@/features/bank-accounts/api/get-bank-accounts";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { POLL_MS } from "@/features/deposits/api/get-open-deposits";
import { useShouldPoll } from "@/features/events/live-status";
import { useCurrentUsage } from "@/features/promotions/api/get-current-usage";
import { useExchangeRates } from "@/features/rates/api/get-exchange-rates";
import { TransferHint } from "@/features/transfers/components/transfer-hint";
import { useOpenWithdrawal } from "@/features/withdrawals/api/get-open-withdrawals";
import { BankAccountNeeded } from "@/features/withdrawals/components/bank-account-needed";
import { RecentWithdrawals, WithdrawGuide } from "@/features/withdrawals/components/withdraw-aside";
import { WithdrawForm } from "@/features/withdrawals/components/withdraw-form";
import { WithdrawalPanel } from "@/features/withdrawals/components/withdrawal-panel";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useOpenOrder } from "@/lib/use-open-order";
import { ScreenTitle } from "../-components/screen-title";

export const Route = createFileRoute("/player/withdraw/")({
  loader: async ({ context }) =>
    (await import("@/features/withdrawals/preload")).preloadWithdrawScreen(context.queryClient),
  component: WithdrawScreen,
});

function WithdrawScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.withdraw.title"), useAgencyInfo().name);
  const poll = useShouldPoll();
  // Credit changes by itself (games, staff rejecting an order); while events are down it is polled.
  useQuery({ ...creditsQueryOptions(), refetchInterval: poll ? POLL_MS : false });
  const open = useOpenWithdrawal(poll);
  const accounts = useBankAccounts();
  const rates = useExchangeRates();
  const promotion = useCurrentUsage();
  // An open withdrawal is shown again when the player comes back to this screen.
  const { shown, show, close } = useOpenOrder(open.order);

  const account = accounts.data?.[0];
  const loading = accounts.isPending || rates.isPending || open.isPending || promotion.isPending;
  const failed = accounts.error ?? rates.error ?? open.error;
  const current = shown ?? open.order;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 sm:gap-5 sm:py-6 lg:max-w-6xl">
      <div className="flex items-center justify-between gap-3">
        <ScreenTitle title="page.withdraw.title" icon={<WithdrawIcon />} />
        <Button asChild variant="ghost">
          <Link to="/player/withdraw/history">
            <History /> {t("withdraw.history_link")}
          </Link>
        </Button>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          {loading ? (
            <SkeletonGroup className="flex flex-col gap-5 rounded-2xl border border-gold/25 bg-surface/90 p-5 sm:p-6">
              <Skeleton className="h-4 w-40" />
              <div className="grid grid-cols-2 gap-2">
                {[0, 1, 2, 3].map((tile) => (
                  <Skeleton key={tile} className="h-12 rounded-xl" />
                ))}
              </div>
              <Skeleton className="h-12 rounded-lg" />
              <Skeleton className="h-16 rounded-xl" />
              <Skeleton className="h-12 rounded-lg" />
            </SkeletonGroup>
          ) : failed ? (
            <p role="alert" className="text-danger text-sm">
              {t(errorKey(failed))}
            </p>
          ) : current ? (
            <WithdrawalPanel key={current.code} order={current} onNew={close} />
          ) : !account ? (
            <BankAccountNeeded />
          ) : (
            <section className="rounded-2xl border border-gold/25 bg-surface/90 p-4 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] sm:p-6">
              <WithdrawForm
                account={account}
                rates={rates.data ?? []}
                promotionUsage={promotion.data}
                onCreated={show}
              />
            </section>
          )}
        </div>
        <aside className="flex min-w-0 flex-col gap-5">
          {/* Beside or below the form: hydrated in a pass of its own after it (its own Suspense boundary). */}
          <Suspense fallback={null}>
            <TransferHint />
            <WithdrawGuide />
            <RecentWithdrawals />
          </Suspense>
        </aside>
      </div>
    </div>
  );
}
