import type { PayoutProof, WithdrawalOrder } from "@kham/contract";
import { CircleCheck } from "lucide-react";
import { DateTime } from "@/components/date-time";
import { StatusBadge } from "@/components/status-badge";
import { groupAccountNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { useNumberFormat } from "@/lib/use-number-format";
import { cn } from "@/lib/utils";

/** "Credit returned" (a promotion's excess) shows only when there is one; a rejection says so instead. */
export function WithdrawalDetails({ order, className }: { order: WithdrawalOrder; className?: string }) {
  const format = useNumberFormat();
  const { t } = useTranslation();
  const paid = order.status === "OPEN" || order.status === "SUCCESS";
  const proof = order.status === "SUCCESS" ? order.payoutProof : null;
  const rows: { key: string; label: string; value: string; strong?: boolean; mono?: boolean }[] = [
    { key: "provider", label: t("withdraw.detail.provider"), value: t(`provider.${order.provider}`) },
    { key: "amount", label: t("withdraw.detail.amount"), value: `${format.credit(order.amount)} THB` },
    ...(paid
      ? [
          {
            key: "credit-received",
            label: t("withdraw.detail.credit_received"),
            value: `${format.credit(order.creditReceived)} THB`,
          },
        ]
      : []),
    ...(paid && isPositive(order.creditReturned)
      ? [
          {
            key: "credit-returned",
            label: t("withdraw.detail.credit_returned"),
            value: `${format.credit(order.creditReturned)} THB`,
          },
        ]
      : []),
    ...(paid && isPositive(order.bonusDeducted)
      ? [
          {
            key: "bonus-deducted",
            label: t("withdraw.detail.bonus_deducted"),
            value: `${format.credit(order.bonusDeducted)} THB`,
          },
        ]
      : []),
    ...(paid
      ? [
          {
            key: "payout",
            label: proof ? t("withdraw.detail.payout_received") : t("withdraw.detail.payout"),
            value: `${format.number(order.payout)} ${order.payoutCurrency}`,
            strong: true,
          },
        ]
      : []),
    { key: "bank-name", label: t("withdraw.detail.bank_name"), value: order.bankName },
    { key: "account-name", label: t("withdraw.detail.account_name"), value: order.accountName },
    {
      key: "account-number",
      label: t("withdraw.detail.account_number"),
      value: groupAccountNumber(order.accountNumber),
      mono: true,
    },
  ];
  return (
    <div className={cn("flex flex-col gap-4", className)} data-testid="withdrawal-details">
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-muted-foreground text-sm">{t("withdraw.detail.code")}</p>
          <p className="break-all font-mono font-semibold text-sm" data-testid="withdrawal-code">
            {order.code}
          </p>
          <p className="mt-0.5 text-muted-foreground text-xs tabular-nums">
            <DateTime value={order.createdAt} />
          </p>
        </div>
        <span data-testid="withdrawal-status">
          <StatusBadge of="withdrawal" status={order.status} />
        </span>
      </div>
      <dl className="grid gap-x-6 gap-y-2.5 rounded-xl border border-border bg-background-elevated/60 p-4 text-sm sm:grid-cols-2">
        {rows.map((row) => (
          <div
            key={row.key}
            className="flex items-baseline justify-between gap-3 sm:flex-col sm:justify-start sm:gap-0.5"
          >
            <dt className="text-muted-foreground text-sm">{row.label}</dt>
            <dd
              data-field={row.key}
              className={cn(
                "text-right tabular-nums sm:text-left",
                row.strong ? "font-bold text-gold-light text-base" : "font-medium",
                row.mono && "font-mono tracking-wider",
              )}
            >
              {row.value}
            </dd>
          </div>
        ))}
      </dl>
      {proof ? <PaidProof proof={proof} /> : null}
      {order.status === "OPEN" ? (
        <p className="text-muted-foreground text-sm">{t("withdraw.detail.open_text")}</p>
      ) : order.status === "FAILED" ? (
        <p
          role="alert"
          className="rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-danger text-sm"
        >
          {order.failure === "OPEN_BETS"
            ? t("withdraw.error.open_bets")
            : t("withdraw.error.contact_support")}
        </p>
      ) : order.status === "REJECTED" ? (
        <div className="flex flex-col gap-2 rounded-lg border border-danger/30 bg-danger/5 px-4 py-3 text-sm">
          <p>
            {t("withdraw.detail.rejected_text", {
              amount: format.credit(order.amount),
              provider: t(`provider.${order.provider}`),
            })}
          </p>
          {order.reason ? <RejectReason reason={order.reason} /> : null}
        </div>
      ) : null}
    </div>
  );
}

/** The payout as staff recorded it: paid, the bank transfer's reference, when, and the slip if any. */
function PaidProof({ proof }: { proof: PayoutProof }) {
  const { t } = useTranslation();
  return (
    <div
      className="flex flex-col gap-2 rounded-lg border border-success/40 bg-success/10 px-4 py-3 text-sm"
      data-testid="withdrawal-paid"
    >
      <p className="flex items-center gap-2 font-semibold text-success">
        <CircleCheck className="size-4 shrink-0" aria-hidden />
        {t("withdraw.detail.paid")}
      </p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="text-muted-foreground">{t("withdraw.detail.paid_reference")}</dt>
        <dd
          className="min-w-0 break-all text-right font-medium font-mono sm:text-left"
          data-field="paid-reference"
        >
          {proof.reference}
        </dd>
        <dt className="text-muted-foreground">{t("withdraw.detail.paid_at")}</dt>
        <dd className="text-right font-medium tabular-nums sm:text-left" data-field="paid-at">
          <DateTime value={proof.paidAt} />
        </dd>
      </dl>
      {proof.slipUrl ? (
        <a
          href={proof.slipUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 w-fit items-center font-medium text-gold-light underline-offset-4 hover:underline"
        >
          {t("withdraw.detail.paid_slip")}
        </a>
      ) : null}
    </div>
  );
}

/** The words staff typed when rejecting, set apart and labelled as the agency's. */
export function RejectReason({ reason, className }: { reason: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={cn("text-sm", className)} data-testid="withdrawal-reason">
      <span className="text-muted-foreground">{t("withdraw.detail.reason")}: </span>
      <q className="break-words font-medium">{reason}</q>
    </p>
  );
}

const isPositive = (amount: string) => Number(amount) > 0;
