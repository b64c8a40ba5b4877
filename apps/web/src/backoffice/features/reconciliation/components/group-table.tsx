import { mayDo, type ReconciliationGroup, type ReconciliationGroupTotals } from "@kham/contract";
import { Link, useParams, useRouteContext } from "@tanstack/react-router";
import { useId } from "react";
import { formatDateTime, formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { formatMoney } from "../../deposits/money";
import { RowState } from "./row-state";

const tone: Record<ReconciliationGroup, string> = {
  credited: "border-success/40",
  waiting: "border-warning/40",
  unmatched: "border-danger/40",
};

/** A cell that names its column on a phone, where the row is a stacked card. */
const cell =
  "flex items-start justify-between gap-3 px-4 py-1.5 before:shrink-0 before:text-muted-foreground before:text-xs before:content-[attr(data-label)] md:table-cell md:px-3 md:py-3 md:align-top md:before:content-none";

/** One group of the day: its count and totals, then each payment; a table on wide screens, cards on phones. */
export function GroupTable({ group, data }: { group: ReconciliationGroup; data: ReconciliationGroupTotals }) {
  const { t } = useTranslation();
  const headingId = useId();
  const { agency } = useParams({ from: "/$agency" });
  const { me } = useRouteContext({ from: "/$agency" });
  const seesExceptions = mayDo(me.staff.role, "exceptions");
  const totals = data.totals.length > 0 ? data.totals : [{ currency: "LAK", amount: "0" }];
  const columns = {
    paidAt: t("reconciliation.paid_at"),
    order: t("reconciliation.order"),
    player: t("reconciliation.player"),
    amount: t("reconciliation.amount"),
    reference: t("reconciliation.reference"),
    state: t("reconciliation.state_heading"),
  };
  return (
    <section
      aria-labelledby={headingId}
      className={cn("rounded-xl border bg-background-elevated", tone[group])}
    >
      <header className="flex flex-col gap-2 border-border border-b p-4 sm:flex-row sm:items-baseline sm:justify-between sm:gap-4">
        <div className="flex flex-col gap-0.5">
          <h2 id={headingId} className="font-semibold text-lg">
            {t(`reconciliation.group.${group}`)}
          </h2>
          <p className="text-muted-foreground text-xs">{t(`reconciliation.group_intro.${group}`)}</p>
        </div>
        <div className="flex flex-col sm:items-end sm:text-end">
          {totals.map((total) => (
            <span key={total.currency} className="font-semibold text-gold-light text-lg tabular-nums">
              {formatMoney(total.amount, total.currency)}
            </span>
          ))}
          <span className="text-muted-foreground text-xs">
            {t("reconciliation.count", { count: data.count, number: formatNumber(data.count) })}
          </span>
        </div>
      </header>
      {data.rows.length === 0 ? (
        <p className="p-4 text-muted-foreground text-sm">{t("reconciliation.none")}</p>
      ) : (
        <table className="block w-full text-sm md:table">
          <thead className="sr-only md:not-sr-only md:table-header-group">
            <tr className="text-start text-muted-foreground text-xs">
              {Object.entries(columns).map(([key, label]) => (
                <th
                  key={key}
                  scope="col"
                  className={cn("px-3 py-2 text-start font-medium", key === "amount" && "md:text-end")}
                >
                  {label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block divide-y divide-border md:table-row-group">
            {data.rows.map((row) => (
              <tr key={row.paymentId} className="block py-2 md:table-row md:py-0">
                <td data-label={columns.paidAt} className={cn(cell, "whitespace-nowrap")}>
                  {formatDateTime(row.paidAt)}
                </td>
                <td data-label={columns.order} className={cell}>
                  <span className="flex min-w-0 flex-col items-end md:items-start">
                    {row.orderStatus === null ? (
                      <span className="break-all font-mono text-xs">{row.orderCode}</span>
                    ) : (
                      <Link
                        to="/$agency/deposits"
                        params={{ agency }}
                        search={{ search: row.creditOrderCode ?? row.orderCode }}
                        className="inline-flex min-h-11 items-center break-all font-mono text-gold-light text-xs hover:underline md:min-h-0"
                      >
                        {row.creditOrderCode ?? row.orderCode}
                      </Link>
                    )}
                    {row.status !== "CREDITED" && seesExceptions ? (
                      <Link
                        to="/$agency/exceptions"
                        params={{ agency }}
                        search={{
                          tab: "payments",
                          payments: row.status === "RESOLVED" ? "RESOLVED" : undefined,
                        }}
                        className="inline-flex min-h-11 items-center text-gold-light text-xs hover:underline md:min-h-0"
                      >
                        {t("reconciliation.open_payment")}
                      </Link>
                    ) : null}
                  </span>
                </td>
                <td data-label={columns.player} className={cell}>
                  {row.username ? (
                    <Link
                      to="/$agency/players/$username"
                      params={{ agency, username: row.username }}
                      className="inline-flex min-h-11 items-center text-gold-light hover:underline md:min-h-0"
                    >
                      {row.username}
                    </Link>
                  ) : (
                    <span className="text-muted-foreground">{t("reconciliation.no_player")}</span>
                  )}
                </td>
                <td data-label={columns.amount} className={cn(cell, "tabular-nums md:text-end")}>
                  {formatMoney(row.amount, row.currency)}
                </td>
                <td data-label={columns.reference} className={cell}>
                  <span className="break-all font-mono text-xs">{row.reference}</span>
                </td>
                <td data-label={columns.state} className={cell}>
                  <RowState group={group} row={row} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
