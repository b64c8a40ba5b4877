import { type ReportFigureName, type ReportFigures, reportFigureNames } from "@kham/contract";
import { useId } from "react";
import { formatCredit, formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** Figures that move no kip: their kip cell says so instead of showing a zero. */
const creditOnly = new Set<ReportFigureName>(["bonuses", "refunded", "excessReturned", "bonusRemoved"]);

/** A signed amount, so a loss reads as one without its colour: "+1,200.00", "−300.00". */
function signed(amount: string, format: (value: string) => string): string {
  const negative = amount.startsWith("-");
  const digits = format(amount.replace(/^-/, ""));
  if (/^[0.]+$/.test(amount.replace(/^-/, ""))) return digits;
  return negative ? `−${digits}` : `+${digits}`;
}

function tone(amount: string): string {
  if (/^-?[0.]+$/.test(amount)) return "text-foreground";
  return amount.startsWith("-") ? "text-danger" : "text-success";
}

/** One provider's (or every provider's) figures for the range: a row per figure, credit and kip. */
export function FiguresTable({
  title,
  figures,
  total,
}: {
  title: string;
  figures: ReportFigures;
  total?: boolean;
}) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl border bg-background-elevated", total ? "border-gold/40" : "border-border")}
    >
      <h2 id={headingId} className="border-border border-b px-4 py-3 font-semibold text-base">
        {title}
      </h2>
      <table className="w-full text-sm">
        <thead>
          <tr className="text-muted-foreground text-xs">
            <th scope="col" className="px-4 py-2 text-start font-medium">
              <span className="sr-only">{t("reports.figure")}</span>
            </th>
            <th scope="col" className="px-2 py-2 text-end font-medium">
              {t("reports.credit")}
            </th>
            <th scope="col" className="px-4 py-2 text-end font-medium">
              {t("reports.kip")}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {reportFigureNames.map((name) => {
            const figure = figures[name];
            const net = name === "net";
            return (
              <tr key={name} className={cn(net && "font-semibold")}>
                <th scope="row" className="px-4 py-2 text-start font-normal">
                  <span className={cn(net ? "font-semibold" : "text-muted-foreground")}>
                    {t(`reports.figures.${name}`)}
                  </span>
                </th>
                <td className={cn("px-2 py-2 text-end tabular-nums", net && tone(figure.credit))}>
                  {net ? signed(figure.credit, formatCredit) : formatCredit(figure.credit)}
                </td>
                <td className={cn("px-4 py-2 text-end tabular-nums", net && tone(figure.lak))}>
                  {creditOnly.has(name) ? (
                    <span className="text-muted-foreground" title={t("reports.no_kip")}>
                      —<span className="sr-only">{t("reports.no_kip")}</span>
                    </span>
                  ) : net ? (
                    signed(figure.lak, formatNumber)
                  ) : (
                    formatNumber(figure.lak)
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
