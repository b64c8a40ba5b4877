import type { DashboardDay } from "./api/get-dashboard";

/** What a column is drawn from: a day's credit in, out and net (the dashboard's, or a report's). */
export type ChartDay = Pick<DashboardDay, "date" | "deposits" | "withdrawals" | "net">;

/** A value axis: round bounds and the ticks between them, zero always among them. */
export interface Scale {
  min: number;
  max: number;
  ticks: number[];
}

/** Steps an axis may take: 1, 2, 2.5 or 5 times a power of ten, as people read money axes. */
const STEPS = [1, 2, 2.5, 5];

/** The smallest round step, so the axis reads 0, 500, 1,000; an empty range gets 0..100. */
export function niceScale(low: number, high: number, count = 4): Scale {
  const min = Math.min(0, low);
  const max = Math.max(0, high);
  if (max - min <= 0) return niceScale(0, 100, count);
  const most = count + 2;
  for (let power = 10 ** Math.floor(Math.log10((max - min) / most)); ; power *= 10) {
    for (const multiple of STEPS) {
      const step = multiple * power;
      const first = Math.floor(min / step);
      const last = Math.ceil(max / step);
      if (last - first > most) continue;
      // Whole multiples of the step, so 0.1 + 0.2 never shows as 0.30000000000000004.
      const ticks = Array.from({ length: last - first + 1 }, (_, index) =>
        Number(((first + index) * step).toPrecision(12)),
      );
      return { min: ticks[0]!, max: ticks.at(-1)!, ticks };
    }
  }
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface Column {
  day: ChartDay;
  /** The whole column, where a pointer picks the day. */
  slot: Box;
  deposits: Box;
  withdrawals: Box;
  /** The net's point, at the column's middle. */
  net: { x: number; y: number; value: number };
}

export interface ChartGeometry {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  scale: Scale;
  y: (value: number) => number;
  columns: Column[];
  /** Every how many days, counted back from the last, the date is written under the axis. */
  labelEvery: number;
}

/** Room around the plot: the dates go underneath, the value labels left (as wide as they need). */
const MARGIN = { right: 16, top: 12, bottom: 28 };
/** About how wide a character of an 11 px axis label is, and the gap to the plot. */
const LABEL_CHAR = 6.5;
const LABEL_GAP = 10;
/** Below this width the drawing is for a phone. */
export const NARROW = 480;
/** The least room a date label needs, in pixels. */
const LABEL_ROOM = 44;

/** Per day a deposits and a withdrawals bar rising from zero, and the net's point (maybe below zero). */
export function chartGeometry(
  days: ChartDay[],
  width: number,
  height: number,
  tickLabel: (value: number) => string = String,
): ChartGeometry {
  const values = days.flatMap((day) => [Number(day.deposits), Number(day.withdrawals), Number(day.net)]);
  const scale = niceScale(Math.min(0, ...values), Math.max(0, ...values));
  const longest = Math.max(...scale.ticks.map((tick) => tickLabel(tick).length));
  const plot = {
    left: Math.ceil(longest * LABEL_CHAR + LABEL_GAP),
    top: MARGIN.top,
    right: width - MARGIN.right,
    bottom: height - MARGIN.bottom,
  };
  const plotHeight = plot.bottom - plot.top;
  const y = (value: number) => plot.bottom - ((value - scale.min) / (scale.max - scale.min)) * plotHeight;
  const zero = y(0);
  const slotWidth = (plot.right - plot.left) / Math.max(days.length, 1);
  // Two bars and a gap on each side; never thinner than a hairline.
  const barWidth = Math.max(1, slotWidth * 0.34);
  const bar = (x: number, value: number): Box => {
    const top = y(Math.max(0, value));
    return { x, y: top, width: barWidth, height: zero - top };
  };
  const columns = days.map((day, index) => {
    const slotX = plot.left + index * slotWidth;
    const middle = slotX + slotWidth / 2;
    const net = Number(day.net);
    return {
      day,
      slot: { x: slotX, y: plot.top, width: slotWidth, height: plotHeight },
      deposits: bar(middle - barWidth, Number(day.deposits)),
      withdrawals: bar(middle, Number(day.withdrawals)),
      net: { x: middle, y: y(net), value: net },
    };
  });
  return {
    width,
    height,
    plot,
    scale,
    y,
    columns,
    labelEvery: Math.max(1, Math.ceil(LABEL_ROOM / slotWidth)),
  };
}

/** The day under a pointer's x (in the drawing's pixels), clamped to the first and last. */
export function columnAt(geometry: ChartGeometry, x: number): number {
  const count = geometry.columns.length;
  const slotWidth = (geometry.plot.right - geometry.plot.left) / Math.max(count, 1);
  return Math.min(count - 1, Math.max(0, Math.floor((x - geometry.plot.left) / slotWidth)));
}
