import type { StaffWithdrawal } from "@kham/contract";
import { Check } from "lucide-react";
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
import { groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { formatKip } from "../../../lib/format";
import { useApproveWithdrawal } from "../api/approve-withdrawal";

/** Approving says the money was sent: the dialog repeats exactly what and where before it counts. */
export function ApproveDialog({
  agency,
  order,
  onClose,
}: {
  agency: string;
  order: StaffWithdrawal | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveWithdrawal(agency, {
    onSuccess: (done) => {
      toast.success(t("withdrawals.approved", { code: done.code }), { duration: 5000 });
      onClose();
    },
  });
  return (
    <Dialog
      open={order !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          approve.reset();
          onClose();
        }
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("withdrawals.approve_title")}</DialogTitle>
          <DialogDescription>{t("withdrawals.approve_intro")}</DialogDescription>
        </DialogHeader>
        {order ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-xl border border-border bg-background p-4 text-sm">
            <dt className="text-muted-foreground">{t("withdrawals.order")}</dt>
            <dd className="font-mono">{order.code}</dd>
            <dt className="text-muted-foreground">{t("withdrawals.amount")}</dt>
            <dd className="font-semibold text-gold-light text-lg">{formatKip(order.payout)}</dd>
            <dt className="text-muted-foreground">{t("withdrawals.bank")}</dt>
            <dd>{order.bankName}</dd>
            <dt className="text-muted-foreground">{t("withdrawals.account_name")}</dt>
            <dd>{order.accountName}</dd>
            <dt className="text-muted-foreground">{t("withdrawals.account_number")}</dt>
            <dd className="font-mono">{groupAccountNumber(order.accountNumber)}</dd>
          </dl>
        ) : null}
        {approve.isError ? (
          <p role="alert" className="text-danger text-sm">
            {t(errorKey(approve.error))}
          </p>
        ) : null}
        <DialogFooter>
          <Button variant="secondary" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button disabled={approve.isPending || !order} onClick={() => order && approve.mutate(order.code)}>
            <Check />
            {t("withdrawals.approve_confirm")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
