import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { HandCoins, History } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useBankAccounts } from "@/features/bank-accounts/api/get-bank-accounts";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { CreditsPanel } from "@/features/credits/components/credits-panel";
import { POLL_MS } from "@/features/deposits/api/get-open-deposits";
import { useShouldPoll } from "@/features/events/live-status";
import { useCurrentUsage } from "@/features/promotions/api/get-current-usage";
import { useExchangeRates } from "@/features/rates/api/get-exchange-rates";
import { useOpenWithdrawal } from "@/features/withdrawals/api/get-open-withdrawals";
import { BankAccountNeeded } from "@/features/withdrawals/components/bank-account-needed";
import { WithdrawForm } from "@/features/withdrawals/components/withdraw-form";
import { WithdrawalPanel } from "@/features/withdrawals/components/withdrawal-panel";
import { errorKey } from "@/lib/error-key";
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
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6">
      <div className="flex items-center justify-between gap-3">
        <ScreenTitle title="page.withdraw.title" icon={<HandCoins />} />
        <Button asChild variant="ghost" size="sm">
          <Link to="/player/withdraw/history">
            <History /> {t("withdraw.history_link")}
          </Link>
        </Button>
      </div>
      {loading ? (
        <Spinner className="mx-auto my-8" />
      ) : failed ? (
        <p role="alert" className="text-danger text-sm">
          {t(errorKey(failed))}
        </p>
      ) : current ? (
        <WithdrawalPanel key={current.code} order={current} onNew={close} />
      ) : !account ? (
        <BankAccountNeeded />
      ) : (
        <section className="rounded-2xl border border-gold/25 bg-surface/90 p-5 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] sm:p-6">
          <WithdrawForm
            account={account}
            rates={rates.data ?? []}
            promotionUsage={promotion.data}
            onCreated={show}
          />
        </section>
      )}
      <CreditsPanel />
    </div>
  );
}
