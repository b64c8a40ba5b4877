import type { StaffPayment } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { Wrench } from "lucide-react";
import { useMemo, useState } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { DataTable } from "../../../components/data-table";
import { type ExceptionSearch, exceptionSearch } from "../../../lib/table-search";
import { formatMoney } from "../../deposits/money";
import { paymentsQueryOptions } from "../api/get-payments";
import { ResolveDialog } from "./resolve-dialog";
import { UnmatchedReasonBadge, UnmatchedReasonText } from "./unmatched-reason";

const route = getRouteApi("/$agency/exceptions");

/** Payments waiting for staff, or those staff resolved. */
type PaymentView = NonNullable<ExceptionSearch["payments"]>;

/** Each is credited or recorded as refunded once; resolved ones stay listed to look back at. */
export function PaymentsTab() {
  const { t } = useTranslation();
  const { agency } = route.useParams();
  const search = route.useSearch({ select: exceptionSearch });
  const navigate = route.useNavigate();
  const status = search.payments ?? "UNMATCHED";
  const list = useQuery(paymentsQueryOptions(agency, { status, page: search.page ?? 1 }));
  const [resolving, setResolving] = useState<StaffPayment | undefined>();
  const waiting = status === "UNMATCHED";

  const columns = useMemo<ColumnDef<StaffPayment, unknown>[]>(
    () => [
      {
        id: "paidAt",
        header: t("exceptions.paid_at"),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.paidAt)}</span>,
      },
      {
        id: "order",
        header: t("exceptions.order_named"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="break-all font-mono text-xs">{row.original.orderCode}</span>
            <span className="text-muted-foreground text-xs">
              {t("exceptions.reference_value", { reference: row.original.reference })}
            </span>
            {row.original.agency === null ? (
              <span className="text-warning text-xs">{t("exceptions.no_agency")}</span>
            ) : null}
          </div>
        ),
      },
      {
        id: "amount",
        header: t("exceptions.amount"),
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className="whitespace-nowrap font-semibold text-base text-gold-light">
            {formatMoney(row.original.amount, row.original.currency)}
          </span>
        ),
      },
      {
        id: "reason",
        header: t("exceptions.reason_heading"),
        cell: ({ row }) =>
          row.original.unmatchedReason ? (
            <div className="flex flex-col items-end gap-1 md:items-start">
              <UnmatchedReasonBadge reason={row.original.unmatchedReason} />
              {waiting ? (
                <UnmatchedReasonText
                  reason={row.original.unmatchedReason}
                  className="max-w-64 text-muted-foreground text-xs"
                />
              ) : null}
            </div>
          ) : null,
      },
      ...(waiting
        ? [
            {
              id: "actions",
              header: t("exceptions.actions"),
              meta: { actions: true },
              cell: ({ row }) => (
                <Button size="sm" className="h-11 md:h-9" onClick={() => setResolving(row.original)}>
                  <Wrench />
                  {t("exceptions.resolve")}
                </Button>
              ),
            } satisfies ColumnDef<StaffPayment, unknown>,
          ]
        : [
            {
              id: "resolution",
              header: t("exceptions.resolution"),
              cell: ({ row }) => <Resolution agency={agency} payment={row.original} />,
            } satisfies ColumnDef<StaffPayment, unknown>,
          ]),
    ],
    [t, agency, waiting],
  );

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-3xl text-muted-foreground text-sm">
          {waiting ? t("exceptions.payments_intro") : t("exceptions.resolved_intro")}
        </p>
        <ViewSwitch
          value={status}
          onChange={(next) =>
            void navigate({
              search: (previous) => ({
                ...previous,
                payments: next === "UNMATCHED" ? undefined : next,
                page: undefined,
              }),
            })
          }
        />
      </div>
      <DataTable
        query={list}
        columns={columns}
        rowKey={(payment) => payment.id}
        label={t("exceptions.tab.payments")}
        empty={waiting ? t("exceptions.payments_empty") : t("exceptions.resolved_empty")}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
      />
      <ResolveDialog agency={agency} payment={resolving} onClose={() => setResolving(undefined)} />
    </div>
  );
}

/** Waiting for staff, or already resolved: two buttons, the current one pressed. */
function ViewSwitch({ value, onChange }: { value: PaymentView; onChange: (status: PaymentView) => void }) {
  const { t } = useTranslation();
  const views = [
    ["UNMATCHED", t("exceptions.view_waiting")],
    ["RESOLVED", t("exceptions.view_resolved")],
  ] as const;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a pair of toggle buttons, not a form's fieldset
    <div
      role="group"
      aria-label={t("exceptions.view")}
      className="flex rounded-lg border border-border p-0.5"
    >
      {views.map(([status, label]) => (
        <button
          key={status}
          type="button"
          aria-pressed={value === status}
          onClick={() => onChange(status)}
          className={cn(
            "min-h-10 cursor-pointer rounded-md px-3 text-sm outline-none focus-visible:ring-2 focus-visible:ring-gold",
            value === status
              ? "bg-gold/15 font-semibold text-gold-light"
              : "text-muted-foreground hover:text-foreground",
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

/** What staff did with it, who and when, in their own note. */
function Resolution({ agency, payment }: { agency: string; payment: StaffPayment }) {
  const { t } = useTranslation();
  return (
    <div className="flex max-w-72 flex-col gap-1 text-xs">
      {payment.resolution === "CREDITED" && payment.creditOrderCode ? (
        <span>
          {t("exceptions.resolved_credited")}{" "}
          <Link
            to="/$agency/deposits"
            params={{ agency }}
            search={{ search: payment.creditOrderCode }}
            className="font-mono text-gold-light hover:underline"
          >
            {payment.creditOrderCode}
          </Link>
        </span>
      ) : (
        <span>{t("exceptions.resolved_refunded")}</span>
      )}
      {payment.note ? <span className="text-foreground/90 italic">“{payment.note}”</span> : null}
      <span className="text-muted-foreground">
        {t("exceptions.resolved_by", {
          name: payment.resolvedBy ?? "",
          at: formatDateTime(payment.resolvedAt),
        })}
      </span>
    </div>
  );
}
