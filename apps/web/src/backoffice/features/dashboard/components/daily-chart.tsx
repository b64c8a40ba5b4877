import { type KeyboardEvent, type PointerEvent, useId, useMemo, useState } from "react";
import { formatCredit, formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import type { DashboardDay } from "../api/get-dashboard";
import { type ChartGeometry, chartGeometry, columnAt, NARROW } from "../chart";
import { axisValue, formatNet, longDay, type Sign, shortDay, signOf } from "../format";
import { AxisTicks, DEFAULT_CHART_WIDTH, netFill, seriesColour, useWidth } from "./chart-parts";

export const netText: Record<Sign, string> = {
  positive: "text-success",
  negative: "text-danger",
  zero: "text-foreground",
};

/** Drawn by hand in SVG; a hidden table carries every figure for screen readers. */
export function DailyChart({ days }: { days: DashboardDay[] }) {
  const { t, i18n } = useTranslation();
  const [frame, width] = useWidth<HTMLDivElement>(DEFAULT_CHART_WIDTH);
  // Phones get a lower drawing, so the cards above stay in view.
  const height = width < NARROW ? 220 : 280;
  const geometry = useMemo(
    () => chartGeometry(days, width, height, (value) => axisValue(value, i18n.language)),
    [days, width, height, i18n.language],
  );
  const [active, setActive] = useState<number | undefined>();
  const last = days.length - 1;
  const shown = active ?? last;
  const describe = (day: DashboardDay) =>
    t("dashboard.day_summary", {
      day: longDay(day.date, i18n.language),
      deposits: formatCredit(day.deposits),
      withdrawals: formatCredit(day.withdrawals),
      net: formatNet(day.net),
      players: formatNumber(day.newPlayers),
    });

  const pick = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    setActive(columnAt(geometry, event.clientX - box.left));
  };
  const step = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowLeft: shown - 1,
      ArrowDown: shown - 1,
      ArrowRight: shown + 1,
      ArrowUp: shown + 1,
      Home: 0,
      End: last,
      PageUp: shown - 7,
      PageDown: shown + 7,
    };
    if (event.key === "Escape") return setActive(undefined);
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setActive(Math.min(last, Math.max(0, next)));
  };

  return (
    <figure className="flex flex-col gap-3">
      <Legend />
      <div
        ref={frame}
        role="slider"
        tabIndex={0}
        aria-label={t("dashboard.chart_label")}
        aria-valuemin={1}
        aria-valuemax={days.length}
        aria-valuenow={shown + 1}
        aria-valuetext={days[shown] ? describe(days[shown]) : undefined}
        onPointerDown={pick}
        onPointerMove={pick}
        onPointerLeave={(event) => {
          if (event.pointerType === "mouse") setActive(undefined);
        }}
        onFocus={() => setActive((current) => current ?? last)}
        onBlur={() => setActive(undefined)}
        onKeyDown={step}
        // Vertical swipes still scroll the page; horizontal ones move through the days.
        style={{ touchAction: "pan-y" }}
        className="relative cursor-crosshair select-none rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-gold"
      >
        <Drawing geometry={geometry} active={active} />
        {active !== undefined && days[active] ? (
          <DayFigures day={days[active]} geometry={geometry} index={active} />
        ) : null}
      </div>
      <DaysTable days={days} />
    </figure>
  );
}

function Legend() {
  const { t } = useTranslation();
  return (
    <figcaption className="flex flex-wrap items-center gap-x-5 gap-y-2 text-muted-foreground text-xs">
      <span className="flex items-center gap-2">
        <span aria-hidden className={cn("size-3 rounded-sm", seriesColour.deposits.swatch)} />
        {t("dashboard.deposits")}
      </span>
      <span className="flex items-center gap-2">
        <span aria-hidden className={cn("size-3 rounded-sm", seriesColour.withdrawals.swatch)} />
        {t("dashboard.withdrawals")}
      </span>
      <span className="flex items-center gap-2">
        <svg aria-hidden className="h-3 w-6" viewBox="0 0 24 12">
          <line x1="0" y1="6" x2="24" y2="6" className="stroke-foreground" strokeWidth="1.5" />
          <circle cx="12" cy="6" r="3" className="fill-success" />
        </svg>
        {t("dashboard.net")}
      </span>
      <span className="ml-auto">{t("dashboard.unit")}</span>
    </figcaption>
  );
}

function Drawing({ geometry, active }: { geometry: ChartGeometry; active: number | undefined }) {
  const { i18n } = useTranslation();
  const { plot, columns, labelEvery } = geometry;
  const last = columns.length - 1;
  const netLine = columns.map((column) => `${column.net.x},${column.net.y}`).join(" ");
  // On a phone the line and its points are finer, or they would hide the bars.
  const narrow = geometry.width < NARROW;
  return (
    <svg
      aria-hidden
      data-testid="daily-chart"
      width={geometry.width}
      height={geometry.height}
      className="block overflow-visible"
    >
      <AxisTicks geometry={geometry} />
      {columns.map((column, index) => (
        <g key={column.day.date} data-day={column.day.date}>
          {index === active ? (
            <rect {...column.slot} rx={4} className="fill-white/6" data-testid="active-day" />
          ) : null}
          <rect
            {...column.deposits}
            rx={Math.min(2, column.deposits.width / 2)}
            className={seriesColour.deposits.fill}
            data-series="deposits"
          />
          <rect
            {...column.withdrawals}
            rx={Math.min(2, column.withdrawals.width / 2)}
            className={seriesColour.withdrawals.fill}
            data-series="withdrawals"
          />
          {(last - index) % labelEvery === 0 ? (
            <text
              x={column.net.x}
              y={plot.bottom + 18}
              textAnchor="middle"
              className={cn(
                "text-[11px] tabular-nums",
                index === last ? "fill-gold-light font-semibold" : "fill-muted-foreground",
              )}
            >
              {shortDay(column.day.date, i18n.language)}
            </text>
          ) : null}
        </g>
      ))}
      <polyline
        points={netLine}
        fill="none"
        className="stroke-foreground/80"
        strokeWidth={narrow ? 1 : 1.5}
        strokeLinejoin="round"
      />
      {columns.map((column, index) => {
        const sign = signOf(column.day.net);
        return (
          <circle
            key={column.day.date}
            cx={column.net.x}
            cy={column.net.y}
            r={index === active ? 4.5 : narrow ? 2 : 2.75}
            className={cn(netFill[sign], "stroke-background")}
            strokeWidth={narrow ? 1 : 1.5}
            data-series="net"
            data-sign={sign}
          />
        );
      })}
    </svg>
  );
}

/** The picked day's figures, beside its column on the side with more room. */
function DayFigures({ day, geometry, index }: { day: DashboardDay; geometry: ChartGeometry; index: number }) {
  const { t, i18n } = useTranslation();
  const column = geometry.columns[index]!;
  const onRight = column.net.x < geometry.width / 2;
  const sign = signOf(day.net);
  const side = onRight
    ? { left: column.slot.x + column.slot.width + 6 }
    : { right: geometry.width - column.slot.x + 6 };
  return (
    <div
      data-testid="day-figures"
      className="pointer-events-none absolute top-1 z-10 min-w-44 rounded-lg border border-gold/30 bg-surface-raised/95 px-3 py-2 text-xs shadow-lg backdrop-blur"
      style={side}
    >
      <p className="mb-1.5 font-semibold text-gold-light text-sm">{longDay(day.date, i18n.language)}</p>
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <span aria-hidden className={cn("size-2.5 rounded-sm", seriesColour.deposits.swatch)} />
          {t("dashboard.deposits")}
        </dt>
        <dd className="text-right tabular-nums">{formatCredit(day.deposits)}</dd>
        <dt className="flex items-center gap-1.5 text-muted-foreground">
          <span aria-hidden className={cn("size-2.5 rounded-sm", seriesColour.withdrawals.swatch)} />
          {t("dashboard.withdrawals")}
        </dt>
        <dd className="text-right tabular-nums">{formatCredit(day.withdrawals)}</dd>
        <dt className="text-muted-foreground">{t("dashboard.net")}</dt>
        <dd className={cn("text-right font-semibold tabular-nums", netText[sign])}>{formatNet(day.net)}</dd>
        <dt className="text-muted-foreground">{t("dashboard.new_players")}</dt>
        <dd className="text-right tabular-nums">{formatNumber(day.newPlayers)}</dd>
      </dl>
    </div>
  );
}

/** Every figure of the chart as a table, for screen readers (the drawing itself is hidden from them). */
function DaysTable({ days }: { days: DashboardDay[] }) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  return (
    <table className="sr-only" aria-labelledby={captionId}>
      <caption id={captionId}>{t("dashboard.chart_table")}</caption>
      <thead>
        <tr>
          <th scope="col">{t("dashboard.day")}</th>
          <th scope="col">{t("dashboard.deposits")}</th>
          <th scope="col">{t("dashboard.withdrawals")}</th>
          <th scope="col">{t("dashboard.net")}</th>
          <th scope="col">{t("dashboard.new_players")}</th>
        </tr>
      </thead>
      <tbody>
        {days.map((day) => (
          <tr key={day.date}>
            <th scope="row">{longDay(day.date, i18n.language)}</th>
            <td>{formatCredit(day.deposits)}</td>
            <td>{formatCredit(day.withdrawals)}</td>
            <td>{formatNet(day.net)}</td>
            <td>{formatNumber(day.newPlayers)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
