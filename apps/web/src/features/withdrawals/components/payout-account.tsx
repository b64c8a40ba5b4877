import type { BankAccount } from "@kham/contract";
import { Landmark } from "lucide-react";
import { BankLogo } from "@/components/bank-logo";
import { useBanks } from "@/features/banks/api/get-banks";
import { groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";

/** The bank account a withdrawal is paid to: the player's one account, not a choice. */
export function PayoutAccount({ account }: { account: BankAccount }) {
  const { t } = useTranslation();
  const bank = useBanks().find((candidate) => candidate.code === account.bankCode);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex items-center gap-1.5 font-medium text-muted-foreground text-sm">
        <Landmark className="size-4 text-gold" aria-hidden /> {t("withdraw.to_account")}
      </p>
      <div
        className="flex items-center gap-3 rounded-xl border border-gold/30 bg-background-elevated px-3 py-2.5"
        data-testid="payout-account"
      >
        <BankLogo src={bank?.logoUrl} name={account.bankName} className="size-10" />
        <div className="min-w-0">
          <p className="truncate font-semibold text-sm">{account.bankName}</p>
          <p className="truncate text-muted-foreground text-sm uppercase">{account.accountName}</p>
          <p className="font-mono text-gold-light text-xs tracking-wider">
            {groupAccountNumber(account.accountNumber)}
          </p>
        </div>
      </div>
    </div>
  );
}
