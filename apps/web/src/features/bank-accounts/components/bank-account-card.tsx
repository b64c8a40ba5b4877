import type { BankAccount } from "@kham/contract";
import { Lock } from "lucide-react";
import { BankLogo } from "@/components/bank-logo";
import { useBanks } from "@/features/banks/api/get-banks";
import { groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";

/** The player's bank account as added; read-only, as players cannot edit it. */
export function BankAccountCard({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  const bank = useBanks().find((candidate) => candidate.code === account.bankCode);
  return (
    <section
      aria-label={t("bank_account.your_account")}
      className="relative overflow-hidden rounded-2xl border border-gold/40 bg-[linear-gradient(135deg,#26210f_0%,#15140f_45%,#0f0f14_100%)] p-5 shadow-[0_16px_40px_-16px_rgb(212_175_55/0.35)]"
    >
      <div className="pointer-events-none absolute -top-16 -right-16 size-48 rounded-full bg-gold/10 blur-2xl" />
      <div className="flex items-center gap-3">
        <BankLogo src={bank?.logoUrl} name={account.bankName} className="size-12" />
        <div className="min-w-0">
          <p className="font-semibold text-gold-light">{account.bankName}</p>
          <p className="text-muted-foreground text-xs">{account.bankCode}</p>
        </div>
        <span className="ml-auto font-semibold text-gold-light text-sm tracking-wide">
          {account.currency}
        </span>
      </div>
      <dl className="mt-6 grid gap-3">
        <div>
          <dt className="text-muted-foreground text-sm">{t("bank_account.account_number")}</dt>
          <dd className="font-mono font-semibold text-foreground text-xl tracking-widest">
            {groupAccountNumber(account.accountNumber)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{t("bank_account.account_name")}</dt>
          <dd className="font-semibold uppercase tracking-wide">{account.accountName}</dd>
        </div>
      </dl>
      <p className="mt-5 flex items-start gap-2 border-gold/15 border-t pt-4 text-muted-foreground text-sm">
        <Lock className="size-3.5 shrink-0 text-gold" aria-hidden />
        {t("bank_account.locked")}
      </p>
    </section>
  );
}
