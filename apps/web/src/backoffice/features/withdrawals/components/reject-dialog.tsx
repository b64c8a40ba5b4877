import type { StaffWithdrawal } from "@kham/contract";
import { X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
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
import { useTranslation } from "@/lib/i18n-react";
import { useRejectWithdrawal } from "../api/reject-withdrawal";

/** The longest a staff reason may be (the server keeps 500 characters). */
const REASON_MAX = 500;

/** Rejecting returns the credit to the player's game; the reason is kept with the order. */
export function RejectDialog({
  agency,
  order,
  onClose,
}: {
  agency: string;
  order: StaffWithdrawal | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [reason, setReason] = useState("");
  const reject = useRejectWithdrawal(agency, {
    onSuccess: (done) => {
      toast.success(t("withdrawals.rejected", { code: done.code }), { duration: 5000 });
      setReason("");
      onClose();
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (order && reason.trim()) reject.mutate({ code: order.code, reason: reason.trim() });
  };
  return (
    <Dialog
      open={order !== undefined}
      onOpenChange={(open) => {
        if (!open) {
          reject.reset();
          onClose();
        }
      }}
    >
      <DialogContent>
        <form onSubmit={submit} className="flex flex-col gap-5">
          <DialogHeader>
            <DialogTitle>{t("withdrawals.reject_title", { code: order?.code ?? "" })}</DialogTitle>
            <DialogDescription>{t("withdrawals.reject_intro")}</DialogDescription>
          </DialogHeader>
          <div className="flex flex-col gap-2">
            <label htmlFor={id} className="text-muted-foreground text-sm">
              {t("withdrawals.reason")}
            </label>
            <textarea
              id={id}
              required
              maxLength={REASON_MAX}
              rows={3}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              className="rounded-lg border border-border bg-background px-3 py-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold"
            />
          </div>
          {reject.isError ? (
            <p role="alert" className="text-danger text-sm">
              {t(errorKey(reject.error))}
            </p>
          ) : null}
          <DialogFooter>
            <Button type="button" variant="secondary" onClick={onClose}>
              {t("common.cancel")}
            </Button>
            <Button type="submit" variant="destructive" disabled={reject.isPending || !reason.trim()}>
              <X />
              {t("withdrawals.reject_confirm")}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
