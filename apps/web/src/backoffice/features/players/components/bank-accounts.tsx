import { BankLogo } from "@/components/bank-logo";
import { groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { CopyButton } from "../../../components/copy-button";
import type { StaffPlayerDetail } from "../api/get-player";

/** The player's bank accounts, the number copied for the bank's app. */
export function BankAccounts({ accounts }: { accounts: StaffPlayerDetail["bankAccounts"] }) {
  const { t } = useTranslation();
  if (accounts.length === 0) {
    return <p className="text-muted-foreground text-sm">{t("players.no_bank_accounts")}</p>;
  }
  return (
    <ul className="flex flex-col gap-3">
      {accounts.map((account) => (
        <li key={account.id} className="flex items-start gap-3">
          <BankLogo src={undefined} name={account.bankName} className="mt-1 size-8" />
          <div className="flex min-w-0 flex-col">
            <span className="text-muted-foreground text-xs">{account.bankName}</span>
            <span className="truncate">{account.accountName}</span>
            <span className="flex items-center gap-1 font-mono">
              {groupAccountNumber(account.accountNumber)}
              <CopyButton
                value={account.accountNumber}
                label={t("players.account_number")}
                className="size-8"
              />
            </span>
          </div>
        </li>
      ))}
    </ul>
  );
}
