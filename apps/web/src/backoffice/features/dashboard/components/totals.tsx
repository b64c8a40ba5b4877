import {
  ArrowDownToLine,
  ArrowUpFromLine,
  type LucideIcon,
  Minus,
  TrendingDown,
  TrendingUp,
  UserPlus,
} from "lucide-react";
import { useId } from "react";
import { formatCredit, formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { formatKip } from "../../../lib/format";
import type { Totals as TotalsFigures } from "../api/get-dashboard";
import { formatNet, type Sign, signOf } from "../format";
import { netText } from "./daily-chart";

const netIcon: Record<Sign, LucideIcon> = { positive: TrendingUp, negative: TrendingDown, zero: Minus };

/** One period's figures: credit in and out with the kip behind them, their difference and new players. */
export function Totals({ title, period, totals }: { title: string; period: string; totals: TotalsFigures }) {
  const { t } = useTranslation();
  const headingId = useId();
  const sign = signOf(totals.net);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="flex flex-wrap items-baseline gap-x-2 font-semibold text-foreground">
        {title}
        <span className="font-normal text-muted-foreground text-sm">{period}</span>
      </h2>
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <StatCard
          label={t("dashboard.deposits")}
          icon={ArrowDownToLine}
          value={formatCredit(totals.deposits)}
          unit={t("dashboard.unit")}
          kip={{ label: t("dashboard.kip_in"), amount: formatKip(totals.kipIn) }}
          testId="deposits"
        />
        <StatCard
          label={t("dashboard.withdrawals")}
          icon={ArrowUpFromLine}
          value={formatCredit(totals.withdrawals)}
          unit={t("dashboard.unit")}
          kip={{ label: t("dashboard.kip_out"), amount: formatKip(totals.kipOut) }}
          testId="withdrawals"
        />
        <StatCard
          label={t("dashboard.net")}
          icon={netIcon[sign]}
          value={formatNet(totals.net)}
          unit={t("dashboard.net_hint")}
          tone={netText[sign]}
          sign={sign}
          testId="net"
        />
        <StatCard
          label={t("dashboard.new_players")}
          icon={UserPlus}
          value={formatNumber(totals.newPlayers)}
          unit={t("dashboard.players_unit")}
          testId="new-players"
        />
      </div>
    </section>
  );
}

function StatCard({
  label,
  icon: Icon,
  value,
  unit,
  tone,
  sign,
  kip,
  testId,
}: {
  label: string;
  icon: LucideIcon;
  value: string;
  unit: string;
  tone?: string;
  sign?: Sign;
  /** The kip the bank moved for these credits, beside them. */
  kip?: { label: string; amount: string };
  testId: string;
}) {
  return (
    <div
      data-testid={`stat-${testId}`}
      data-sign={sign}
      className="flex min-w-0 flex-col gap-1 rounded-2xl border border-border bg-surface/90 p-4"
    >
      <span className="flex items-center justify-between gap-2 text-muted-foreground text-sm">
        {label}
        <Icon aria-hidden className={cn("size-4 shrink-0", tone ?? "text-gold")} />
      </span>
      <span
        data-testid="stat-value"
        className={cn("break-all font-semibold text-xl tabular-nums sm:text-2xl", tone ?? "text-foreground")}
      >
        {value}
      </span>
      <span className="text-muted-foreground text-xs">{unit}</span>
      {kip ? (
        <span data-testid="stat-kip" className="mt-1 border-border border-t pt-2 text-sm">
          <span className="block font-semibold text-gold-light tabular-nums">{kip.amount}</span>
          <span className="block text-muted-foreground text-xs">{kip.label}</span>
        </span>
      ) : null}
    </div>
  );
}
