import {
  type BankAccount,
  type CreateWithdrawalBody,
  compareDecimal,
  type PromotionWithdrawalSplit,
} from "@kham/contract";
import { ArrowLeft, Check } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { PayoutAccount } from "./payout-account";

export interface WithdrawConfirmProps {
  body: CreateWithdrawalBody;
  /** How a promotion binding the provider pays the amount, if one does. */
  terms?: PromotionWithdrawalSplit | undefined;
  payout: string | undefined;
  account: BankAccount;
  pending: boolean;
  onBack: () => void;
  onConfirm: () => void;
}

/** The last look before the credit leaves the provider: it cannot be taken back by the player. */
export function WithdrawConfirm({
  body,
  terms,
  payout,
  account,
  pending,
  onBack,
  onConfirm,
}: WithdrawConfirmProps) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  return (
    <section aria-labelledby="withdraw-confirm-title" className="flex flex-col gap-5">
      <div>
        <h2 id="withdraw-confirm-title" className="font-semibold text-gold-light text-lg">
          {t("withdraw.confirm.title")}
        </h2>
        <p className="mt-1 text-muted-foreground text-sm">{t("withdraw.confirm.text")}</p>
      </div>
      <dl className="grid gap-3 rounded-xl border border-border bg-background-elevated/60 p-4 text-sm">
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t("withdraw.detail.provider")}</dt>
          <dd className="font-medium">{t(`provider.${body.provider}`)}</dd>
        </div>
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t("withdraw.detail.amount")}</dt>
          <dd className="font-semibold tabular-nums">{format.credit(body.amount)} THB</dd>
        </div>
        {terms ? (
          <>
            <div className="flex justify-between gap-3">
              <dt className="text-muted-foreground">{t("withdraw.detail.credit_received")}</dt>
              <dd className="tabular-nums">{format.credit(terms.creditReceived)} THB</dd>
            </div>
            {/* Only what the promotion actually takes: a 0.00 line would read as money coming back. */}
            {compareDecimal(terms.creditReturned, "0") > 0 ? (
              <div className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{t("withdraw.detail.credit_returned")}</dt>
                <dd className="tabular-nums">{format.credit(terms.creditReturned)} THB</dd>
              </div>
            ) : null}
            {compareDecimal(terms.bonusDeducted, "0") > 0 ? (
              <div className="flex justify-between gap-3">
                <dt className="text-muted-foreground">{t("withdraw.detail.bonus_deducted")}</dt>
                <dd className="tabular-nums">{format.credit(terms.bonusDeducted)} THB</dd>
              </div>
            ) : null}
          </>
        ) : null}
        <div className="flex justify-between gap-3">
          <dt className="text-muted-foreground">{t("withdraw.detail.payout")}</dt>
          <dd className="font-bold text-gold-light text-base tabular-nums">
            {payout ? format.number(payout) : "—"} LAK
          </dd>
        </div>
      </dl>
      <PayoutAccount account={account} />
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="secondary" size="lg" onClick={onBack} disabled={pending}>
          <ArrowLeft /> {t("withdraw.confirm.back")}
        </Button>
        <Button type="button" size="lg" onClick={onConfirm} disabled={pending}>
          {pending ? <Spinner className="text-gold-foreground" /> : <Check />} {t("withdraw.confirm.submit")}
        </Button>
      </div>
    </section>
  );
}
