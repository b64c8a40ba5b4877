import { type DepositOrder, PAGE_SIZE_DEFAULT } from "@kham/contract";
import { DateTime } from "@/components/date-time";
import { RecentHistory } from "@/components/history-list";
import { StatusBadge } from "@/components/status-badge";
import { StepsGuide } from "@/components/steps-guide";
import { useNumberFormat } from "@/lib/use-number-format";
import { useDeposits } from "../api/get-deposits";

const steps = ["deposit.guide.step_choose", "deposit.guide.step_pay", "deposit.guide.step_credit"] as const;

/** How a LAO QR deposit goes, in three steps, beside the form. */
export function DepositGuide() {
  return <StepsGuide id="deposit-guide-title" title="deposit.guide.title" steps={steps} />;
}

/** The player's newest deposits, from the history's first page. */
export function RecentDeposits() {
  const format = useNumberFormat();
  return (
    <RecentHistory
      of="deposit"
      query={useDeposits({ page: 1, pageSize: PAGE_SIZE_DEFAULT })}
      itemKey={(order: DepositOrder) => order.code}
      row={(order) => (
        <div className="flex items-center justify-between gap-3">
          <div className="min-w-0">
            <p className="font-semibold tabular-nums">
              {format.number(order.amount)}{" "}
              <span className="text-muted-foreground text-xs">{order.currency}</span>
              <span className="ml-2 text-gold-light text-sm">→ {format.credit(order.credit)} THB</span>
            </p>
            <p className="text-muted-foreground text-xs tabular-nums">
              <DateTime value={order.createdAt} />
            </p>
          </div>
          <StatusBadge of="deposit" status={order.status} />
        </div>
      )}
    />
  );
}
