import type { DepositOrder } from "@kham/contract";
import { Ban, Clock, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { BankLogo } from "@/components/bank-logo";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useBanks } from "@/features/banks/api/get-banks";
import { usePaymentMethods } from "@/features/payment-methods/api/get-payment-methods";
import { errorKey } from "@/lib/error-key";
import { formatCredit, formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { useDepositLaoQr } from "../api/get-deposit-laoqr";
import { QrImage, SaveQrButton } from "./qr-image";
import { useCountdown } from "./use-countdown";

export interface QrPaymentProps {
  order: DepositOrder;
  onCheck: () => void;
  onCancel: () => void;
  checking: boolean;
  cancelling: boolean;
  /** What the last check or cancel said, already translated. */
  notice: string | undefined;
  /** Called once when the countdown reaches zero, so the order's new status is fetched. */
  onExpired: () => void;
}

/** An unpaid order: the QR to scan or save, what it pays, to whom, and how long it is valid. */
export function QrPayment({
  order,
  onCheck,
  onCancel,
  checking,
  cancelling,
  notice,
  onExpired,
}: QrPaymentProps) {
  const { t } = useTranslation();
  const qr = useDepositLaoQr(order.code);
  const bank = useBanks().find((candidate) => candidate.code === order.bankCode);
  const method = usePaymentMethods().data?.find((candidate) => candidate.mid === order.mid);
  const countdown = useCountdown(order.expiresAt);
  const amountText = `${formatNumber(order.amount)} ${order.currency}`;

  useEffect(() => {
    if (countdown.done) onExpired();
  }, [countdown.done, onExpired]);

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col items-center gap-3">
        {qr.data ? (
          <QrImage payload={qr.data.payload} label={t("deposit.qr.image_label", { amount: amountText })} />
        ) : qr.isError ? (
          <p role="alert" className="text-danger text-sm">
            {t(errorKey(qr.error))}
          </p>
        ) : (
          <Skeleton className="aspect-square w-full max-w-64 rounded-xl" />
        )}
        <p
          className={cn(
            "flex items-center gap-1.5 font-semibold text-sm tabular-nums",
            countdown.done ? "text-danger" : "text-gold-light",
          )}
        >
          <Clock className="size-4" aria-hidden />
          <span>{t("deposit.qr.expires_in")}</span>
          <time data-testid="deposit-countdown" dateTime={order.expiresAt}>
            {countdown.text}
          </time>
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-x-4 gap-y-3 rounded-xl border border-border bg-background-elevated p-4 text-sm">
        <div className="col-span-2">
          <dt className="text-muted-foreground text-sm">{t("deposit.qr.amount")}</dt>
          <dd className="font-bold text-2xl text-gold-gradient tabular-nums">{amountText}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{t("deposit.qr.credit")}</dt>
          <dd className="font-semibold tabular-nums">{formatCredit(order.credit)} THB</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{t("deposit.provider")}</dt>
          <dd className="truncate font-semibold">{t(`provider.${order.provider}`)}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-muted-foreground text-sm">{t("deposit.qr.order_code")}</dt>
          <dd className="font-mono font-semibold text-sm tracking-wider">{order.code}</dd>
        </div>
        <div className="col-span-2 flex items-center gap-3">
          <BankLogo src={bank?.logoUrl} name={bank?.name ?? order.bankCode} className="size-9" />
          <div className="min-w-0">
            <dt className="text-muted-foreground text-sm">{t("deposit.qr.merchant")}</dt>
            <dd className="truncate font-semibold">
              {method?.displayName ?? bank?.name ?? order.bankCode}{" "}
              <span className="font-mono font-normal text-muted-foreground text-xs">{order.mid}</span>
            </dd>
          </div>
        </div>
      </dl>

      <p className="text-center text-muted-foreground text-sm">{t("deposit.qr.instructions")}</p>
      {qr.data ? (
        <SaveQrButton payload={qr.data.payload} caption={amountText} fileName={`deposit-${order.code}.png`} />
      ) : null}
      {notice ? (
        <p
          role="status"
          className="rounded-lg border border-gold/30 bg-gold/5 px-3 py-2 text-center text-gold-light text-sm"
        >
          {notice}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-2">
        <Button type="button" variant="secondary" onClick={onCancel} disabled={cancelling || checking}>
          {cancelling ? <Spinner className="size-4" /> : <Ban />}
          {t("deposit.qr.cancel")}
        </Button>
        <Button type="button" onClick={onCheck} disabled={checking || cancelling}>
          {checking ? <Spinner className="size-4 text-gold-foreground" /> : <RefreshCw />}
          {t("deposit.qr.check")}
        </Button>
      </div>
    </div>
  );
}
