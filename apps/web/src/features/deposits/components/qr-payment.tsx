import type { DepositOrder } from "@kham/contract";
import { Ban, Clock, Hourglass, RefreshCw } from "lucide-react";
import { useEffect } from "react";
import { BankLogo } from "@/components/bank-logo";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Spinner } from "@/components/ui/spinner";
import { useBanks } from "@/features/banks/api/get-banks";
import { usePaymentMethods } from "@/features/payment-methods/api/get-payment-methods";
import { useExchangeRates } from "@/features/rates/api/get-exchange-rates";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
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
  const format = useNumberFormat();
  const { t } = useTranslation();
  const qr = useDepositLaoQr(order.code);
  const bank = useBanks().find((candidate) => candidate.code === order.bankCode);
  const method = usePaymentMethods().data?.find((candidate) => candidate.mid === order.mid);
  const countdown = useCountdown(order.expiresAt);
  const amountText = `${format.number(order.amount)} ${order.currency}`;
  const cashOut = useExchangeRates().data?.find((rate) => rate.currency === "LAK")?.buy;

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
          <Skeleton className="aspect-square w-full max-w-56 rounded-xl sm:max-w-64" />
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
          <dd className="font-semibold tabular-nums">{format.credit(order.credit)} THB</dd>
        </div>
        <div>
          <dt className="text-muted-foreground text-sm">{t("deposit.provider")}</dt>
          <dd className="truncate font-semibold">{t(`provider.${order.provider}`)}</dd>
        </div>
        <p data-testid="qr-rate-line" className="col-span-2 text-foreground/90 text-sm">
          {t("deposit.terms.pay", {
            amount: format.number(order.amount),
            currency: order.currency,
            credit: format.credit(order.credit),
            rate: format.number(order.rate),
            buy: cashOut ? format.number(cashOut) : "—",
          })}
        </p>
        <div className="col-span-2">
          <dt className="text-muted-foreground text-sm">{t("deposit.qr.order_code")}</dt>
          {/* Whole on a phone: the player may read it to staff. */}
          <dd
            data-testid="qr-order-code"
            className="break-all font-mono font-semibold text-sm tracking-wider"
          >
            {order.code}
          </dd>
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

      {/* Pinned to the dialog's bottom edge, so every action is in view on a phone while the rest scrolls. */}
      <div
        data-testid="qr-actions"
        className="sticky -bottom-6 -mx-6 -mb-6 flex flex-col gap-2 border-border border-t bg-surface px-6 pt-3 pb-4"
      >
        {notice ? (
          <p
            role="status"
            className="rounded-lg border border-gold/30 bg-gold/5 px-3 py-2 text-center text-gold-light text-sm"
          >
            {notice}
          </p>
        ) : (
          <p
            role="status"
            data-testid="qr-waiting"
            className="flex items-center justify-center gap-2 text-muted-foreground text-sm"
          >
            {/* Still, not spinning: it waits for as long as the player takes in the bank app. */}
            <Hourglass className="size-4 text-gold" aria-hidden />
            {t("deposit.qr.waiting")}
          </p>
        )}
        {qr.data ? (
          <SaveQrButton
            payload={qr.data.payload}
            caption={amountText}
            fileName={`deposit-${order.code}.png`}
          />
        ) : null}
        <div className="grid grid-cols-2 gap-2">
          <Button type="button" variant="secondary" onClick={onCancel} disabled={cancelling || checking}>
            {cancelling ? <Spinner className="size-4" /> : <Ban />}
            {t("deposit.qr.cancel")}
          </Button>
          {/* Outlined on a phone, where saving the QR is the main step; the main action on a wide screen. */}
          <Button
            type="button"
            variant="outline"
            className="md:border-transparent md:bg-gold-gradient md:text-gold-foreground md:hover:bg-gold-gradient md:hover:brightness-110"
            onClick={onCheck}
            disabled={checking || cancelling}
          >
            {checking ? <Spinner className="size-4" /> : <RefreshCw />}
            {t("deposit.qr.check")}
          </Button>
        </div>
      </div>
    </div>
  );
}
