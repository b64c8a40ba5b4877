import { createFileRoute, Link } from "@tanstack/react-router";
import { useEffect, useRef, useState } from "react";
import { BankIcon, DepositIcon } from "@/components/screen-icons";
import { Button } from "@/components/ui/button";
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
  const [justAdded, setJustAdded] = useState(false);
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
        <>
          <BankAccountCard account={account} />
          <NextStep justAdded={justAdded} />
        </>
      ) : (
        <section className="rounded-2xl border border-gold/25 bg-surface/90 p-5 shadow-[0_8px_32px_-12px_rgb(0_0_0/0.8)] sm:p-6">
          <h2 className="font-semibold text-gold-light text-lg">{t("bank_account.add_title")}</h2>
          <p className="mt-1 mb-5 text-muted-foreground text-sm">{t("bank_account.add_intro")}</p>
          <AddBankAccountForm onAdded={() => setJustAdded(true)} />
        </section>
      )}
    </div>
  );
}

/** With the account saved, deposit is what the player came for: brought into view right after saving. */
function NextStep({ justAdded }: { justAdded: boolean }) {
  const { t } = useTranslation();
  const link = useRef<HTMLAnchorElement>(null);
  useEffect(() => {
    if (!justAdded) return;
    link.current?.focus({ preventScroll: true });
    link.current?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [justAdded]);
  return (
    <section
      aria-labelledby="bank-next-step"
      className="flex flex-col gap-3 rounded-2xl border border-gold/25 bg-surface/90 p-5 sm:flex-row sm:items-center sm:justify-between"
    >
      <div>
        {justAdded ? (
          <p role="status" className="mb-1 font-semibold text-sm text-success">
            {t("bank_account.saved")}
          </p>
        ) : null}
        <h2 id="bank-next-step" className="font-semibold text-gold-light">
          {t("bank_account.next_title")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("bank_account.next_text")}</p>
      </div>
      <Button asChild size="lg">
        <Link ref={link} to="/player/deposit">
          <DepositIcon />
          {t("bank_account.deposit_now")}
        </Link>
      </Button>
    </section>
  );
}
