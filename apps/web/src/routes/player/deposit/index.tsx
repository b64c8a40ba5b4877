import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import { History } from "lucide-react";
import { lazy, Suspense } from "react";
import { BankIcon, DepositIcon } from "@/components/screen-icons";
import { Button } from "@/components/ui/button";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useBankAccounts } from "@/features/bank-accounts/api/get-bank-accounts";
import { useBanks } from "@/features/banks/api/get-banks";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { POLL_MS, useOpenDeposit } from "@/features/deposits/api/get-open-deposits";
import { DepositGuide, RecentDeposits } from "@/features/deposits/components/deposit-aside";
import { DepositForm } from "@/features/deposits/components/deposit-form";
import { OpenOrderCard } from "@/features/deposits/components/open-order-card";
import { useShouldPoll } from "@/features/events/live-status";
import { usePaymentMethods } from "@/features/payment-methods/api/get-payment-methods";
import { useCurrentUsage } from "@/features/promotions/api/get-current-usage";
import { useExchangeRates } from "@/features/rates/api/get-exchange-rates";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { providerSearch } from "@/lib/search-params";
import { useDocumentTitle } from "@/lib/use-document-title";
import { useOpenOrder } from "@/lib/use-open-order";
import { ScreenTitle } from "../-components/screen-title";

// The QR dialog loads when the player reaches for the form or has an order, not with the screen.
const loadDepositDialog = () => import("@/features/deposits/components/deposit-dialog");
const DepositDialog = lazy(() => loadDepositDialog().then((module) => ({ default: module.DepositDialog })));
const preloadDepositDialog = () => {
  loadDepositDialog().catch(() => {
    // Showing the dialog loads it again and reports a failure; a preload has no one to tell.
  });
};

export const Route = createFileRoute("/player/deposit/")({
  // A game screen sends a player without credit here with ?provider=, so the form starts on it.
  validateSearch: providerSearch,
  loader: async ({ context }) =>
    (await import("@/features/deposits/preload")).preloadDepositScreen(context.queryClient),
  component: DepositScreen,
});

/** The form first, so the QR button is in view on a phone; on a wide screen the rest sits beside it. */
function DepositScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.deposit.title"), useAgencyInfo().name);
  const { provider } = Route.useSearch();
  const poll = useShouldPoll();
  // Credit arrives by itself over events; while they are down it is polled.
  useQuery({ ...creditsQueryOptions(), refetchInterval: poll ? POLL_MS : false });
  const open = useOpenDeposit(poll);
  const accounts = useBankAccounts();
  const methods = usePaymentMethods();
  const rates = useExchangeRates();
  const banks = useBanks();
  const promotion = useCurrentUsage();
  const usage = promotion.data?.status === "USED" ? promotion.data : undefined;
  // An unfinished order reopens its dialog when the player comes back to this screen.
  const { shown, show, close } = useOpenOrder(open.order);

  const loading = accounts.isPending || methods.isPending || rates.isPending || promotion.isPending;
  // Without the promotion the form still works: the server checks its rules on every deposit.
  const failed = accounts.error ?? methods.error ?? rates.error;

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 sm:gap-5 sm:py-6 lg:max-w-6xl">
      <div className="flex items-center justify-between gap-3">
        <ScreenTitle title="page.deposit.title" icon={<DepositIcon />} />
        <Button asChild variant="ghost">
          <Link to="/player/deposit/history">
            <History /> {t("deposit.history_link")}
          </Link>
        </Button>
      </div>
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)] lg:items-start">
        <div className="flex min-w-0 flex-col gap-5">
          {loading ? (
            <FormSkeleton />
          ) : failed ? (
            <p role="alert" className="text-danger text-sm">
              {t(errorKey(failed))}
            </p>
          ) : accounts.data?.length === 0 ? (
            <BankAccountNeeded />
          ) : open.order ? (
            <OpenOrderCard order={open.order} onShow={show} />
          ) : (
            <section className="rounded-2xl border border-gold/25 bg-surface/90 p-4 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] sm:p-6">
              <DepositForm
                // The promotion's terms shape the form's defaults: a new or ended promotion starts it afresh.
                key={usage ? `${usage.usageId}:${usage.deposited}` : (provider ?? "no-promotion")}
                methods={methods.data ?? []}
                rates={rates.data ?? []}
                banks={banks}
                promotionUsage={usage}
                provider={provider}
                onCreated={show}
                onReach={preloadDepositDialog}
              />
            </section>
          )}
        </div>
        <aside className="flex min-w-0 flex-col gap-5">
          {/* Beside or below the form: hydrated in a pass of its own after it (its own Suspense boundary). */}
          <Suspense fallback={null}>
            <DepositGuide />
            <RecentDeposits />
          </Suspense>
        </aside>
      </div>
      {shown ? (
        <Suspense fallback={null}>
          <DepositDialog key={shown.code} order={shown} onClose={close} />
        </Suspense>
      ) : null}
    </div>
  );
}

function FormSkeleton() {
  return (
    <SkeletonGroup className="flex flex-col gap-5 rounded-2xl border border-gold/25 bg-surface/90 p-4 sm:p-6">
      <Skeleton className="h-4 w-32" />
      <div className="grid grid-cols-2 gap-2">
        {[0, 1, 2, 3].map((tile) => (
          <Skeleton key={tile} className="h-12 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-4 w-40" />
      <div className="grid grid-cols-3 gap-2">
        {[0, 1, 2].map((tile) => (
          <Skeleton key={tile} className="h-14 rounded-xl" />
        ))}
      </div>
      <Skeleton className="h-12 rounded-lg" />
      <Skeleton className="h-12 rounded-lg" />
    </SkeletonGroup>
  );
}

function BankAccountNeeded() {
  const { t } = useTranslation();
  return (
    <section className="flex flex-col items-center gap-4 rounded-2xl border border-gold/30 bg-surface/90 px-6 py-8 text-center">
      <span className="inline-flex size-14 items-center justify-center rounded-2xl bg-gold/10 text-gold-light ring-1 ring-gold/30">
        <BankIcon className="size-7" aria-hidden />
      </span>
      <h2 className="font-semibold text-gold-light text-lg">{t("deposit.bank_account_needed.title")}</h2>
      <p className="max-w-sm text-muted-foreground text-sm">{t("deposit.bank_account_needed.text")}</p>
      <Button asChild size="lg">
        <Link to="/player/bank">{t("deposit.bank_account_needed.action")}</Link>
      </Button>
    </section>
  );
}
