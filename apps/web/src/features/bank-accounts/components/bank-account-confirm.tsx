import type { AddBankAccountBody, Bank } from "@kham/contract";
import { ArrowLeft, Check, TriangleAlert } from "lucide-react";
import { useEffect, useRef } from "react";
import { BankLogo } from "@/components/bank-logo";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";

export interface BankAccountConfirmProps {
  account: AddBankAccountBody;
  bank: Bank | undefined;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The last look before the account is saved for good: bank, number and name as the bank knows them. */
export function BankAccountConfirm({ account, bank, pending, onBack, onConfirm }: BankAccountConfirmProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);

  // On a phone the form's submit button sits low: the check must start in view, and be read out.
  // At once, not smoothly: the page has just become shorter, and a scroll in flight would overshoot.
  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    heading.current?.scrollIntoView({ block: "start" });
  }, []);

  return (
    <section aria-labelledby="bank-account-confirm-title" className="flex flex-col gap-5">
      <div>
        <h2
          id="bank-account-confirm-title"
          ref={heading}
          tabIndex={-1}
          className="scroll-mt-20 font-semibold text-gold-light text-lg outline-none lg:scroll-mt-36"
        >
          {t("bank_account.confirm.title")}
        </h2>
        <p className="mt-1 flex items-start gap-2 text-sm text-warning">
          <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t("bank_account.confirm.text")}
        </p>
      </div>
      <dl className="grid gap-4 rounded-xl border border-gold/30 bg-background-elevated/60 p-4">
        <div>
          <dt className="text-muted-foreground text-sm">{t("bank_account.bank")}</dt>
          <dd className="mt-1 flex items-center gap-3">
            <BankLogo src={bank?.logoUrl} name={bank?.name ?? account.bankCode} className="size-11" />
            <span className="min-w-0">
              <span className="block font-semibold text-foreground">{bank?.name ?? account.bankCode}</span>
              <span className="block text-muted-foreground text-xs">{account.bankCode}</span>
            </span>
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{t("bank_account.account_number")}</dt>
          <dd className="break-all font-mono font-semibold text-foreground text-xl tracking-widest">
            {groupAccountNumber(account.accountNumber.trim())}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{t("bank_account.account_name")}</dt>
          <dd className="break-words font-semibold uppercase tracking-wide">{account.accountName.trim()}</dd>
        </div>
      </dl>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={pending}>
          <ArrowLeft />
          {t("bank_account.confirm.edit")}
        </Button>
        <Button type="button" size="lg" onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner className="text-gold-foreground" /> : <Check />}
          {t("bank_account.confirm.save")}
        </Button>
      </div>
    </section>
  );
}
