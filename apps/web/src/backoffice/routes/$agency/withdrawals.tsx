import { mayDo, type StaffWithdrawal } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "@/lib/i18n-react";
import { DataTable } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { SearchBox } from "../../components/search-box";
import { withdrawalQuery, withdrawalsQueryOptions } from "../../features/withdrawals/api/get-withdrawals";
import { ApproveDialog } from "../../features/withdrawals/components/approve-dialog";
import { RejectDialog } from "../../features/withdrawals/components/reject-dialog";
import { StatusFilter } from "../../features/withdrawals/components/status-filter";
import { useWithdrawalColumns } from "../../features/withdrawals/components/use-withdrawal-columns";
import { allow } from "../../lib/guards";
import { withdrawalSearch } from "../../lib/table-search";

export const Route = createFileRoute("/$agency/withdrawals")({
  beforeLoad: allow("withdrawals"),
  validateSearch: withdrawalSearch,
  component: WithdrawalsScreen,
});

/** The cashier's queue, oldest first, with copy buttons for the bank's app; other statuses show history. */
function WithdrawalsScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  const { me } = Route.useRouteContext();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const query = withdrawalQuery(search);
  const list = useQuery(withdrawalsQueryOptions(agency, query));
  const canAct = mayDo(me.staff.role, "withdrawals");
  const [approving, setApproving] = useState<StaffWithdrawal | undefined>();
  const [rejecting, setRejecting] = useState<StaffWithdrawal | undefined>();
  const queue = search.status === undefined;
  // Ages are as of the list's last refresh (the live stream refreshes it).
  const now = useMemo(() => new Date(list.dataUpdatedAt || Date.now()), [list.dataUpdatedAt]);

  const setSearch = useCallback(
    (value: string | undefined) =>
      void navigate({ search: (previous) => ({ ...previous, search: value, page: undefined }) }),
    [navigate],
  );

  const columns = useWithdrawalColumns({
    agency,
    canAct,
    now,
    onApprove: setApproving,
    onReject: setRejecting,
  });

  return (
    <>
      <PageHeader
        title={t("withdrawals.title")}
        description={queue ? t("withdrawals.queue_intro") : undefined}
      />
      <div className="mb-4 flex flex-wrap items-center gap-3">
        <StatusFilter
          value={search.status}
          onChange={(status) =>
            void navigate({
              search: (previous) => ({ ...previous, status, page: undefined, order: undefined }),
            })
          }
        />
        <SearchBox value={search.search} onSearch={setSearch} label={t("withdrawals.search")} />
      </div>
      <DataTable
        query={list}
        columns={columns}
        rowKey={(order) => order.code}
        label={t("withdrawals.title")}
        empty={queue ? t("withdrawals.queue_empty") : t("withdrawals.empty")}
        sort={{ sort: query.sort, order: query.order }}
        sortable={["createdAt", "amount"]}
        onSortChange={(sort) =>
          void navigate({ search: (previous) => ({ ...previous, ...sort, page: undefined }) })
        }
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
      />
      <ApproveDialog agency={agency} order={approving} onClose={() => setApproving(undefined)} />
      <RejectDialog agency={agency} order={rejecting} onClose={() => setRejecting(undefined)} />
    </>
  );
}
