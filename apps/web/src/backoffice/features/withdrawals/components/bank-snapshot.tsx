import type { StaffWithdrawal } from "@kham/contract";
import { BankLogo } from "@/components/bank-logo";
import { groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { CopyButton } from "../../../components/copy-button";

/** Where the money goes, as the player's account was when they asked: copied field by field. */
export function BankSnapshot({ order }: { order: StaffWithdrawal }) {
  const { t } = useTranslation();
  return (
    <div className="flex items-start gap-3 md:min-w-52">
      <BankLogo src={undefined} name={order.bankName} className="mt-1 size-8" />
      <div className="flex min-w-0 flex-col">
        <span className="text-muted-foreground text-xs">{order.bankName}</span>
        <span className="flex items-center gap-1">
          <span className="truncate">{order.accountName}</span>
          <CopyButton value={order.accountName} label={t("withdrawals.account_name")} className="size-8" />
        </span>
        <span className="flex items-center gap-1 font-mono">
          {groupAccountNumber(order.accountNumber)}
          <CopyButton
            value={order.accountNumber}
            label={t("withdrawals.account_number")}
            className="size-8"
          />
        </span>
      </div>
    </div>
  );
}
