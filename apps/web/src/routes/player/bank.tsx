import { createFileRoute } from "@tanstack/react-router";
import { BankIcon } from "@/components/screen-icons";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import { useAgencyInfo } from "@/features/agency/api/get-agency-info";
import { useBankAccounts } from "@/features/bank-accounts/api/get-bank-accounts";
import { AddBankAccountForm } from "@/features/bank-accounts/components/add-bank-account-form";
import { BankAccountCard } from "@/features/bank-accounts/components/bank-account-card";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useDocumentTitle } from "@/lib/use-document-title";
import { ScreenTitle } from "./-components/screen-title";

export const Route = createFileRoute("/player/bank")({
  loader: async ({ context }) =>
    (await import("@/features/bank-accounts/preload")).preloadBankScreen(context.queryClient),
  component: BankScreen,
});

function BankScreen() {
  const { t } = useTranslation();
  useDocumentTitle(t("page.bank.title"), useAgencyInfo().name);
  const accounts = useBankAccounts();
  const account = accounts.data?.[0];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-5 sm:py-6">
      <ScreenTitle title="page.bank.title" icon={<BankIcon />} />
      {accounts.isPending ? (
        <SkeletonGroup className="flex flex-col gap-6 rounded-2xl border border-gold/25 bg-surface/90 p-5">
          <div className="flex items-center gap-3">
            <Skeleton className="size-12 rounded-xl" />
            <div className="flex flex-col gap-2">
              <Skeleton className="h-4 w-36" />
              <Skeleton className="h-3 w-16" />
            </div>
          </div>
          <Skeleton className="h-6 w-64 max-w-full" />
          <Skeleton className="h-4 w-44" />
        </SkeletonGroup>
      ) : accounts.isError ? (
        <p role="alert" className="text-danger text-sm">
          {t(errorKey(accounts.error))}
        </p>
      ) : account ? (
        <BankAccountCard account={account} />
      ) : (
        <section className="rounded-2xl border border-gold/25 bg-surface/90 p-5 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] sm:p-6">
          <h2 className="font-semibold text-gold-light text-lg">{t("bank_account.add_title")}</h2>
          <p className="mt-1 mb-5 text-muted-foreground text-sm">{t("bank_account.add_intro")}</p>
          <AddBankAccountForm />
        </section>
      )}
    </div>
  );
}
