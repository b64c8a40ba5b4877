import type { DepositOrder } from "@kham/contract";
import { useQueryClient } from "@tanstack/react-query";
import { Ban, RefreshCw, TriangleAlert } from "lucide-react";
import { useCallback, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Spinner } from "@/components/ui/spinner";
import { useShouldPoll } from "@/features/events/live-status";
import { useTranslation } from "@/lib/i18n-react";
import { useCancelDeposit, useCheckDeposit } from "../api/deposit-actions";
import { depositKeys } from "../api/deposit-keys";
import { useDeposit } from "../api/get-deposit";
import { depositFailure } from "../rules";
import { DepositResult } from "./deposit-result";
import { QrPayment } from "./qr-payment";

export interface DepositDialogProps {
  /** The order first shown; the dialog then follows its status by itself. */
  order: DepositOrder;
  onClose: () => void;
}

/** Closing or cancelling an unpaid order first asks, with the spec's warning. */
export function DepositDialog({ order: first, onClose }: DepositDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const poll = useShouldPoll();
  const order = useDeposit(first.code, poll).data ?? first;
  const check = useCheckDeposit();
  const cancel = useCancelDeposit();
  const [notice, setNotice] = useState<string>();
  const [question, setQuestion] = useState<"close" | "cancel">();

  const runCheck = async () => {
    setQuestion(undefined);
    setNotice(undefined);
    try {
      const checked = await check.mutateAsync(order.code);
      if (checked.status === "OPEN") setNotice(t("deposit.qr.not_paid_yet"));
    } catch (error) {
      const failure = depositFailure(error);
      setNotice(t(failure.key, failure.values));
    }
  };

  const runCancel = async () => {
    setQuestion(undefined);
    setNotice(undefined);
    try {
      await cancel.mutateAsync(order.code);
    } catch (error) {
      const failure = depositFailure(error);
      setNotice(t(failure.key, failure.values));
    }
  };

  const onExpired = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: depositKeys.detail(first.code) });
  }, [queryClient, first.code]);

  const requestClose = (open: boolean) => {
    if (open) return;
    if (order.status === "OPEN" && question !== "close") setQuestion("close");
    else onClose();
  };

  return (
    <Dialog open onOpenChange={requestClose}>
      <DialogContent
        className="max-w-md"
        // Focus the dialog itself, not its first button: that is Cancel, which must not look like the default.
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          (event.currentTarget as HTMLElement | null)?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>
            {t(order.status === "OPEN" ? "deposit.qr.title" : "deposit.result.title")}
          </DialogTitle>
          <DialogDescription>
            {order.status === "OPEN"
              ? t("deposit.qr.subtitle")
              : `${t("deposit.qr.order_code")}: ${order.code}`}
          </DialogDescription>
        </DialogHeader>
        {question === "close" && order.status === "OPEN" ? (
          <div role="alertdialog" aria-labelledby="deposit-close-warning" className="flex flex-col gap-4">
            <Warning id="deposit-close-warning" />
            <div className="grid grid-cols-2 gap-2">
              <Button type="button" variant="secondary" onClick={onClose}>
                {t("deposit.close_anyway")}
              </Button>
              <Button type="button" onClick={runCheck}>
                {t("deposit.qr.check")}
              </Button>
            </div>
          </div>
        ) : question === "cancel" && order.status === "OPEN" ? (
          <div
            role="alertdialog"
            aria-labelledby="deposit-cancel-title"
            aria-describedby="deposit-cancel-warning"
            className="flex flex-col gap-4"
          >
            <h3 id="deposit-cancel-title" className="font-semibold text-base">
              {t("deposit.cancel_confirm.title")}
            </h3>
            <Warning id="deposit-cancel-warning" />
            <div className="grid grid-cols-2 gap-2">
              {/* The safe answer takes the focus: a stray tap or Enter keeps the order. */}
              <Button type="button" variant="secondary" autoFocus onClick={() => setQuestion(undefined)}>
                {t("deposit.cancel_confirm.back")}
              </Button>
              <Button type="button" onClick={runCheck} disabled={check.isPending}>
                {check.isPending ? <Spinner className="size-4 text-gold-foreground" /> : <RefreshCw />}
                {t("deposit.qr.check")}
              </Button>
            </div>
            <Button
              type="button"
              variant="outline"
              className="border-danger/60 text-danger hover:border-danger hover:bg-danger/10 hover:text-danger"
              onClick={runCancel}
              disabled={cancel.isPending}
            >
              {cancel.isPending ? <Spinner className="size-4" /> : <Ban />}
              {t("deposit.cancel_confirm.confirm")}
            </Button>
          </div>
        ) : order.status === "OPEN" ? (
          <QrPayment
            order={order}
            onCheck={runCheck}
            onCancel={() => {
              setNotice(undefined);
              setQuestion("cancel");
            }}
            checking={check.isPending}
            cancelling={cancel.isPending}
            notice={notice}
            onExpired={onExpired}
          />
        ) : (
          <DepositResult order={order} onClose={onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

/** The spec's warning: a player who has already paid presses Check first, otherwise contacts staff. */
function Warning({ id }: { id: string }) {
  const { t } = useTranslation();
  return (
    <p
      id={id}
      className="flex items-start gap-3 rounded-xl border border-warning/40 bg-warning/10 px-4 py-3 text-sm"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-warning" aria-hidden />
      {t("deposit.close_warning")}
    </p>
  );
}
