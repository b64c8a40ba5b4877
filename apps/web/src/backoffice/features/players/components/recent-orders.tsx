import type { DepositOrder, WithdrawalOrder } from "@kham/contract";
import { Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { StatusBadge } from "@/components/status-badge";
import { formatCredit, formatDateTime, formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { formatKip } from "../../../lib/format";

/** One order in a short list: its code and time on the left, money and status on the right. */
function OrderRow({
  code,
  at,
  detail,
  money,
  status,
}: {
  code: string;
  at: string;
  detail: string;
  money: ReactNode;
  status: ReactNode;
}) {
  return (
    <li className="flex items-start justify-between gap-3 border-border/70 border-t py-2.5 first:border-t-0">
      <div className="flex min-w-0 flex-col">
        <span className="break-all font-mono text-xs">{code}</span>
        <span className="text-muted-foreground text-xs">
          {formatDateTime(at)} · {detail}
        </span>
      </div>
      <div className="flex shrink-0 flex-col items-end gap-1">
        {money}
        {status}
      </div>
    </li>
  );
}

function Empty({ text }: { text: string }) {
  return (
    <p className="flex items-center gap-2 text-muted-foreground text-sm">
      <Inbox className="size-4" aria-hidden />
      {text}
    </p>
  );
}

/** The player's latest deposits: what they paid, the credit it bought and any bonus. */
export function RecentDeposits({ orders }: { orders: DepositOrder[] }) {
  const { t } = useTranslation();
  if (orders.length === 0) return <Empty text={t("players.no_deposits")} />;
  return (
    <ul data-testid="recent-deposits">
      {orders.map((order) => (
        <OrderRow
          key={order.code}
          code={order.code}
          at={order.createdAt}
          detail={t(`provider.${order.provider}`, { defaultValue: order.provider })}
          money={
            <span className="text-right tabular-nums">
              <span className="font-semibold text-gold-light">
                {formatNumber(order.amount)} {order.currency}
              </span>
              <span className="block text-muted-foreground text-xs">
                {t("players.credit_bought", { credit: formatCredit(order.credit) })}
                {Number(order.bonus) > 0
                  ? ` + ${t("players.bonus", { bonus: formatCredit(order.bonus) })}`
                  : null}
              </span>
            </span>
          }
          status={<StatusBadge of="deposit" status={order.status} />}
        />
      ))}
    </ul>
  );
}

/** The player's latest withdrawals: the credit taken out and what was (or will be) paid in LAK. */
export function RecentWithdrawals({ orders }: { orders: WithdrawalOrder[] }) {
  const { t } = useTranslation();
  if (orders.length === 0) return <Empty text={t("players.no_withdrawals")} />;
  return (
    <ul data-testid="recent-withdrawals">
      {orders.map((order) => (
        <OrderRow
          key={order.code}
          code={order.code}
          at={order.createdAt}
          detail={t(`provider.${order.provider}`, { defaultValue: order.provider })}
          money={
            <span className="text-right tabular-nums">
              <span className="font-semibold text-gold-light">{formatKip(order.payout)}</span>
              <span className="block text-muted-foreground text-xs">
                {t("players.credit_out", { credit: formatCredit(order.amount) })}
              </span>
            </span>
          }
          status={<StatusBadge of="withdrawal" status={order.status} />}
        />
      ))}
    </ul>
  );
}
