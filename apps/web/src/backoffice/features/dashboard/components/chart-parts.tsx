import { useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "@/lib/i18n-react";
import type { ChartGeometry } from "../chart";
import { axisValue, type Sign } from "../format";

/* What the dashboard's 30 days and the Reports screen's range draw alike. */

/** The drawing's width before the frame is measured (and in tests, which measure nothing). */
export const DEFAULT_CHART_WIDTH = 720;

/** The series' colours, shared by the bars, the legend and the day's figures. */
export const seriesColour = {
  deposits: { fill: "fill-gold", swatch: "bg-gold" },
  withdrawals: { fill: "fill-[#7aa2f7]", swatch: "bg-[#7aa2f7]" },
} as const;

export const netFill: Record<Sign, string> = {
  positive: "fill-success",
  negative: "fill-danger",
  zero: "fill-muted-foreground",
};

/** The element's width in pixels, followed as it changes, so the drawing is never scaled. */
export function useWidth<T extends HTMLElement>(fallback: number) {
  const ref = useRef<T>(null);
  const [width, setWidth] = useState(fallback);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(([entry]) => {
      const measured = Math.floor(entry?.contentRect.width ?? 0);
      if (measured > 0) setWidth(measured);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return [ref, width] as const;
}

/** The value axis: a line per tick across the plot, solid at zero, with its label on the left. */
export function AxisTicks({ geometry }: { geometry: ChartGeometry }) {
  const { i18n } = useTranslation();
  const { plot, scale, y } = geometry;
  return scale.ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={plot.left}
        x2={plot.right}
        y1={y(tick)}
        y2={y(tick)}
        className={tick === 0 ? "stroke-muted-foreground/60" : "stroke-white/8"}
        strokeDasharray={tick === 0 ? undefined : "3 4"}
      />
      <text
        x={plot.left - 8}
        y={y(tick)}
        dy="0.32em"
        textAnchor="end"
        className="fill-muted-foreground text-[11px] tabular-nums"
      >
        {axisValue(tick, i18n.language)}
      </text>
    </g>
  ));
}
