import { PAGE_SIZE_DEFAULT, type WithdrawalOrder } from "@kham/contract";
import { DateTime } from "@/components/date-time";
import { RecentHistory } from "@/components/history-list";
import { StatusBadge } from "@/components/status-badge";
import { StepsGuide } from "@/components/steps-guide";
import { useNumberFormat } from "@/lib/use-number-format";
import { useWithdrawals } from "../api/get-withdrawals";

const steps = [
  "withdraw.guide.step_credit",
  "withdraw.guide.step_paid",
  "withdraw.guide.step_rejected",
] as const;

/** What happens to a withdrawal after the player confirms it, beside the form. */
export function WithdrawGuide() {
  return <StepsGuide id="withdraw-guide-title" title="withdraw.guide.title" steps={steps} />;
}

/** The player's newest withdrawals, from the history's first page. */
export function RecentWithdrawals() {
  const format = useNumberFormat();
  return (
    <RecentHistory
      of="withdraw"
      query={useWithdrawals({ page: 1, pageSize: PAGE_SIZE_DEFAULT })}
      itemKey={(order: WithdrawalOrder) => order.code}
      row={(order) => (
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold tabular-nums">
              {format.credit(order.amount)} <span className="text-muted-foreground text-xs">THB</span>
              <span className="ml-2 text-gold-light text-sm">→ {format.number(order.payout)} LAK</span>
            </p>
            <p className="text-muted-foreground text-xs tabular-nums">
              <DateTime value={order.createdAt} />
            </p>
          </div>
          <StatusBadge of="withdrawal" status={order.status} />
        </div>
      )}
    />
  );
}
