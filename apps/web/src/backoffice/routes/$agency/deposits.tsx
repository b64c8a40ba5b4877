import type { StaffDeposit } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { Eye } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { formatCredit, formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { DataTable } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { SearchBox } from "../../components/search-box";
import { depositQuery, depositsQueryOptions } from "../../features/deposits/api/get-deposits";
import { DepositDetail, hasBonus } from "../../features/deposits/components/deposit-detail";
import { DayRangeFilter, StatusFilter } from "../../features/deposits/components/deposit-filters";
import { PastLimitBadge } from "../../features/deposits/components/past-limit-badge";
import { formatMoney } from "../../features/deposits/money";
import { allow } from "../../lib/guards";
import { depositSearch } from "../../lib/table-search";

export const Route = createFileRoute("/$agency/deposits")({
  beforeLoad: allow("deposits"),
  validateSearch: depositSearch,
  component: DepositsScreen,
});

/** Read-only: the system credits deposits by itself; what needs a person is on the exceptions screen. */
function DepositsScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  const { me } = Route.useRouteContext();
  // The router keeps a hand-edited bad value beside the valid ones; validated again, it is dropped.
  const search = Route.useSearch({ select: depositSearch });
  const navigate = Route.useNavigate();
  const query = depositQuery(search);
  const list = useQuery(depositsQueryOptions(agency, query));
  const [opened, setOpened] = useState<StaffDeposit | undefined>();
  // The sheet follows the list, so a live refresh shows the order's new status while it is open.
  const shown = opened && (list.data?.items.find((order) => order.code === opened.code) ?? opened);

  const setSearch = useCallback(
    (value: string | undefined) =>
      void navigate({ search: (previous) => ({ ...previous, search: value, page: undefined }) }),
    [navigate],
  );

  const columns = useMemo<ColumnDef<StaffDeposit, unknown>[]>(
    () => [
      {
        id: "createdAt",
        // A column sorts only with an accessor; the server does the sorting.
        accessorFn: (order) => order.createdAt,
        header: t("deposits.created"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
        ),
      },
      {
        id: "code",
        header: t("deposits.order"),
        cell: ({ row }) => (
          <div className="flex flex-col">
            <span className="font-mono text-xs">{row.original.code}</span>
            <Link
              to="/$agency/players/$username"
              params={{ agency, username: row.original.username }}
              className="text-gold-light hover:underline"
            >
              {row.original.username}
            </Link>
          </div>
        ),
      },
      {
        id: "provider",
        header: t("deposits.provider"),
        cell: ({ row }) => t(`provider.${row.original.provider}`),
      },
      {
        id: "amount",
        accessorFn: (order) => order.amount,
        header: t("deposits.amount"),
        meta: { numeric: true },
        cell: ({ row }) => (
          <div className="flex flex-col items-end">
            <span className="font-semibold text-base text-gold-light">
              {formatMoney(row.original.amount, row.original.currency)}
            </span>
            <span className="text-muted-foreground text-xs">
              {t("deposits.credit_value", { credit: formatCredit(row.original.credit) })}
              {hasBonus(row.original)
                ? ` ${t("deposits.bonus_value", { bonus: formatCredit(row.original.bonus) })}`
                : null}
            </span>
          </div>
        ),
      },
      {
        id: "status",
        header: t("deposits.status"),
        cell: ({ row }) => (
          <div className="flex flex-col items-start gap-1">
            <StatusBadge of="deposit" status={row.original.status} />
            {row.original.pastPlayerLimit ? <PastLimitBadge /> : null}
          </div>
        ),
      },
      {
        id: "actions",
        header: t("deposits.details"),
        meta: { actions: true },
        cell: ({ row }) => (
          <Button
            size="sm"
            variant="outline"
            className="h-11 md:h-9"
            aria-label={t("deposits.details_of", { code: row.original.code })}
            onClick={() => setOpened(row.original)}
          >
            <Eye />
            {t("deposits.details")}
          </Button>
        ),
      },
    ],
    [t, agency],
  );

  const filtered = Boolean(search.status || search.search || search.from || search.to);
  return (
    <>
      <PageHeader title={t("deposits.title")} description={t("deposits.intro")} />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <StatusFilter
          value={search.status}
          onChange={(status) =>
            void navigate({ search: (previous) => ({ ...previous, status, page: undefined }) })
          }
        />
        <SearchBox value={search.search} onSearch={setSearch} label={t("deposits.search")} />
        <DayRangeFilter
          value={{ from: search.from, to: search.to }}
          onChange={(range) =>
            void navigate({ search: (previous) => ({ ...previous, ...range, page: undefined }) })
          }
        />
      </div>
      <DataTable
        query={list}
        columns={columns}
        rowKey={(order) => order.code}
        label={t("deposits.title")}
        empty={filtered ? t("deposits.empty_filtered") : t("deposits.empty")}
        sort={{ sort: query.sort, order: query.order }}
        sortable={["createdAt", "amount"]}
        onSortChange={(sort) =>
          void navigate({ search: (previous) => ({ ...previous, ...sort, page: undefined }) })
        }
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
      />
      <DepositDetail
        agency={agency}
        role={me.staff.role}
        order={shown}
        onClose={() => setOpened(undefined)}
      />
    </>
  );
}
