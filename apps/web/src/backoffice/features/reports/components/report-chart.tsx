import type { DailyReport } from "@kham/contract";
import { useId, useMemo } from "react";
import { formatCredit } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { type ChartDay, chartGeometry, NARROW } from "../../dashboard/chart";
import {
  AxisTicks,
  DEFAULT_CHART_WIDTH,
  netFill,
  seriesColour,
  useWidth,
} from "../../dashboard/components/chart-parts";
import { axisValue, formatNet, longDay, shortDay, signOf } from "../../dashboard/format";

/** The range day by day in credit, drawn as the dashboard draws its 30 days; a hidden table reads it out. */
export function ReportChart({ days }: { days: DailyReport["days"] }) {
  const { t, i18n } = useTranslation();
  const [frame, width] = useWidth<HTMLDivElement>(DEFAULT_CHART_WIDTH);
  const height = width < NARROW ? 200 : 260;
  const chartDays: ChartDay[] = useMemo(
    () =>
      days.map((day) => ({
        date: day.date,
        deposits: day.total.deposits.credit,
        withdrawals: day.total.withdrawals.credit,
        net: day.total.net.credit,
      })),
    [days],
  );
  const geometry = useMemo(
    () => chartGeometry(chartDays, width, height, (value) => axisValue(value, i18n.language)),
    [chartDays, width, height, i18n.language],
  );
  const { plot, columns, labelEvery } = geometry;
  const last = columns.length - 1;
  const narrow = width < NARROW;
  const captionId = useId();
  return (
    <figure className="flex flex-col gap-3 rounded-xl border border-border bg-background-elevated p-4">
      <figcaption className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted-foreground text-xs">
        <span className="flex items-center gap-2">
          <span aria-hidden className={cn("size-3 rounded-sm", seriesColour.deposits.swatch)} />
          {t("reports.figures.deposits")}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden className={cn("size-3 rounded-sm", seriesColour.withdrawals.swatch)} />
          {t("reports.figures.withdrawals")}
        </span>
        <span className="flex items-center gap-2">
          <span aria-hidden className="size-2.5 rounded-full bg-success" />
          {t("reports.figures.net")}
        </span>
        <span className="ml-auto">{t("reports.credit")}</span>
      </figcaption>
      <div ref={frame} className="min-w-0">
        <svg
          aria-hidden
          data-testid="report-chart"
          width={width}
          height={height}
          className="block overflow-visible"
        >
          <AxisTicks geometry={geometry} />
          {columns.map((column, index) => (
            <g key={column.day.date} data-day={column.day.date}>
              <title>
                {t("reports.day_summary", {
                  day: longDay(column.day.date, i18n.language),
                  deposits: formatCredit(column.day.deposits),
                  withdrawals: formatCredit(column.day.withdrawals),
                  net: formatNet(column.day.net),
                })}
              </title>
              <rect {...column.slot} className="fill-transparent" />
              <rect
                {...column.deposits}
                rx={Math.min(2, column.deposits.width / 2)}
                className={seriesColour.deposits.fill}
              />
              <rect
                {...column.withdrawals}
                rx={Math.min(2, column.withdrawals.width / 2)}
                className={seriesColour.withdrawals.fill}
              />
              {(last - index) % labelEvery === 0 ? (
                <text
                  x={column.net.x}
                  y={plot.bottom + 18}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px] tabular-nums"
                >
                  {shortDay(column.day.date, i18n.language)}
                </text>
              ) : null}
            </g>
          ))}
          {columns.length > 1 ? (
            <polyline
              points={columns.map((column) => `${column.net.x},${column.net.y}`).join(" ")}
              fill="none"
              className="stroke-foreground/80"
              strokeWidth={narrow ? 1 : 1.5}
              strokeLinejoin="round"
            />
          ) : null}
          {columns.length <= 62
            ? columns.map((column) => (
                <circle
                  key={column.day.date}
                  cx={column.net.x}
                  cy={column.net.y}
                  r={narrow ? 2 : 2.75}
                  className={cn(netFill[signOf(column.day.net)], "stroke-background")}
                  strokeWidth={narrow ? 1 : 1.5}
                />
              ))
            : null}
        </svg>
      </div>
      <table className="sr-only" aria-labelledby={captionId}>
        <caption id={captionId}>{t("reports.chart_table")}</caption>
        <thead>
          <tr>
            <th scope="col">{t("reports.day")}</th>
            <th scope="col">{t("reports.figures.deposits")}</th>
            <th scope="col">{t("reports.figures.withdrawals")}</th>
            <th scope="col">{t("reports.figures.net")}</th>
          </tr>
        </thead>
        <tbody>
          {chartDays.map((day) => (
            <tr key={day.date}>
              <th scope="row">{longDay(day.date, i18n.language)}</th>
              <td>{formatCredit(day.deposits)}</td>
              <td>{formatCredit(day.withdrawals)}</td>
              <td>{formatNet(day.net)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
