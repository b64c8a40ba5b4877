import type { StaffDeposit, StaffWithdrawal } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { getRouteApi, Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { ArrowRight, Info } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { formatCredit, formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { DataTable } from "../../../components/data-table";
import { exceptionSearch } from "../../../lib/table-search";
import { depositQuery, depositsQueryOptions } from "../../deposits/api/get-deposits";
import { formatMoney } from "../../deposits/money";
import { withdrawalQuery, withdrawalsQueryOptions } from "../../withdrawals/api/get-withdrawals";

const route = getRouteApi("/$agency/exceptions");

/** For information: a failed deposit's payment is resolved with unmatched payments; a failed withdrawal paid nothing. */
export function FailedTab({ onShowPayments }: { onShowPayments: () => void }) {
  const { t } = useTranslation();
  const { agency } = route.useParams();
  const search = route.useSearch({ select: exceptionSearch });
  const navigate = route.useNavigate();
  const deposits = useQuery(
    depositsQueryOptions(agency, depositQuery({ status: "FAILED", page: search.depositsPage })),
  );
  const withdrawals = useQuery(
    withdrawalsQueryOptions(agency, withdrawalQuery({ status: "FAILED", page: search.withdrawalsPage })),
  );

  const depositColumns = useMemo<ColumnDef<StaffDeposit, unknown>[]>(
    () => [
      failedAt(t("exceptions.failed_at")),
      {
        id: "order",
        header: t("exceptions.order"),
        cell: ({ row }) => (
          <OrderAndPlayer agency={agency} code={row.original.code} username={row.original.username}>
            <Link
              to="/$agency/deposits"
              params={{ agency }}
              search={{ search: row.original.code }}
              className="font-mono text-gold-light text-xs hover:underline"
            >
              {row.original.code}
            </Link>
          </OrderAndPlayer>
        ),
      },
      {
        id: "amount",
        header: t("exceptions.paid"),
        meta: { numeric: true },
        cell: ({ row }) => (
          <div className="flex flex-col items-end">
            <span className="font-semibold text-gold-light">
              {formatMoney(row.original.amount, row.original.currency)}
            </span>
            <span className="text-muted-foreground text-xs">
              {t("exceptions.credit_at", {
                credit: formatCredit(row.original.credit),
                provider: t(`provider.${row.original.provider}`),
              })}
            </span>
          </div>
        ),
      },
    ],
    [t, agency],
  );

  const withdrawalColumns = useMemo<ColumnDef<StaffWithdrawal, unknown>[]>(
    () => [
      failedAt(t("exceptions.failed_at")),
      {
        id: "order",
        header: t("exceptions.order"),
        cell: ({ row }) => (
          <OrderAndPlayer agency={agency} code={row.original.code} username={row.original.username}>
            <Link
              to="/$agency/withdrawals"
              params={{ agency }}
              search={{ status: "ALL", search: row.original.code }}
              className="font-mono text-gold-light text-xs hover:underline"
            >
              {row.original.code}
            </Link>
          </OrderAndPlayer>
        ),
      },
      {
        id: "amount",
        header: t("exceptions.credit"),
        meta: { numeric: true },
        cell: ({ row }) => (
          <span className="whitespace-nowrap">
            {t("exceptions.credit_at", {
              credit: formatCredit(row.original.amount),
              provider: t(`provider.${row.original.provider}`),
            })}
          </span>
        ),
      },
      {
        id: "reason",
        header: t("exceptions.failure_reason"),
        cell: ({ row }) => (
          <span className="block max-w-80 break-words text-xs">
            {row.original.reason ?? t("common.none")}
          </span>
        ),
      },
    ],
    [t, agency],
  );

  return (
    <div className="flex flex-col gap-8">
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-gold-light text-lg">{t("exceptions.failed_deposits")}</h2>
        <Explained>
          <p>{t("exceptions.failed_deposits_intro")}</p>
          <Button variant="link" className="h-11 self-start px-0" onClick={onShowPayments}>
            {t("exceptions.to_payments")}
            <ArrowRight />
          </Button>
        </Explained>
        <DataTable
          query={deposits}
          columns={depositColumns}
          rowKey={(order) => order.code}
          label={t("exceptions.failed_deposits")}
          empty={t("exceptions.failed_deposits_empty")}
          onPageChange={(page) =>
            void navigate({ search: (previous) => ({ ...previous, depositsPage: page }) })
          }
        />
      </section>
      <section className="flex flex-col gap-3">
        <h2 className="font-semibold text-gold-light text-lg">{t("exceptions.failed_withdrawals")}</h2>
        <Explained>
          <p>{t("exceptions.failed_withdrawals_intro")}</p>
        </Explained>
        <DataTable
          query={withdrawals}
          columns={withdrawalColumns}
          rowKey={(order) => order.code}
          label={t("exceptions.failed_withdrawals")}
          empty={t("exceptions.failed_withdrawals_empty")}
          onPageChange={(page) =>
            void navigate({ search: (previous) => ({ ...previous, withdrawalsPage: page }) })
          }
        />
      </section>
    </div>
  );
}

/** When it failed: the order's last change. */
function failedAt<Order extends { updatedAt: string }>(header: string): ColumnDef<Order, unknown> {
  return {
    id: "updatedAt",
    header,
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.updatedAt)}</span>,
  };
}

function OrderAndPlayer({
  agency,
  username,
  children,
}: {
  agency: string;
  code: string;
  username: string;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col items-end md:items-start">
      {children}
      <Link
        to="/$agency/players/$username"
        params={{ agency, username }}
        className="text-gold-light hover:underline"
      >
        {username}
      </Link>
    </div>
  );
}

function Explained({ children }: { children: ReactNode }) {
  return (
    <div className="flex max-w-3xl items-start gap-3 rounded-xl border border-border bg-surface/60 p-4 text-sm">
      <Info className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden />
      <div className="flex flex-col gap-1">{children}</div>
    </div>
  );
}
