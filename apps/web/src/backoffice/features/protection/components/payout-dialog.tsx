import type { BankAccount, Provider } from "@kham/contract";
import { Banknote, TriangleAlert } from "lucide-react";
import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { toast } from "@/components/ui/toaster";
import { errorKey } from "@/lib/error-key";
import { formatCredit, groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { usePayOutCredit } from "../api/pay-out-credit";

/** The credit at one provider as the player's page last read it. */
export interface CreditToPay {
  provider: Provider;
  amount: string;
}

/** Names the amount and the bank account before an excluded player's credit leaves the game. */
export function PayoutDialog({
  agency,
  username,
  credit,
  account,
  onClose,
}: {
  agency: string;
  username: string;
  credit: CreditToPay | undefined;
  /** Where the payout goes: the player's bank account, if they added one. */
  account: BankAccount | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const payOut = usePayOutCredit(agency, username, {
    onSuccess: (order) => {
      toast.success(t("protection.payout_done", { code: order.code, credit: formatCredit(order.amount) }), {
        duration: 6000,
      });
      onClose();
    },
  });
  const close = () => {
    payOut.reset();
    onClose();
  };
  const provider = credit ? t(`provider.${credit.provider}`) : "";
  return (
    <Dialog open={credit !== undefined} onOpenChange={(open) => (open ? undefined : close())}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>
            {credit ? t("protection.payout_title", { credit: formatCredit(credit.amount), provider }) : null}
          </DialogTitle>
          <DialogDescription>{t("protection.payout_intro")}</DialogDescription>
        </DialogHeader>
        {credit ? (
          <dl
            data-testid="payout-summary"
            className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-border bg-background p-4 text-sm"
          >
            <Row label={t("protection.payout_amount")}>
              <span className="font-semibold text-gold-light text-lg tabular-nums">
                {formatCredit(credit.amount)}
              </span>
            </Row>
            <Row label={t("protection.payout_game")}>{provider}</Row>
            {account ? (
              <Row label={t("protection.payout_account")}>
                <span className="flex flex-col items-end">
                  <span>{account.bankName}</span>
                  <span>{account.accountName}</span>
                  <span className="font-mono">{groupAccountNumber(account.accountNumber)}</span>
                </span>
              </Row>
            ) : null}
          </dl>
        ) : null}
        {account ? null : (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-xl border border-warning/40 bg-warning/10 p-3 text-sm text-warning"
          >
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t("protection.payout_no_account")}
          </p>
        )}
        {payOut.isError ? (
          <p role="alert" className="text-danger text-sm">
            {t(errorKey(payOut.error))}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={close}>
            {t("common.cancel")}
          </Button>
          <Button
            disabled={!account || !credit || payOut.isPending}
            onClick={() => (credit ? payOut.mutate(credit.provider) : undefined)}
          >
            <Banknote />
            {t("protection.payout_confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 text-right">{children}</dd>
    </>
  );
}
