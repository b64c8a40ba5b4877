import { useQuery } from "@tanstack/react-query";
import { createFileRoute, Link } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { ChevronRight } from "lucide-react";
import { useCallback, useMemo } from "react";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { DataTable } from "../../../components/data-table";
import { PageHeader } from "../../../components/page-header";
import { SearchBox } from "../../../components/search-box";
import { playersQueryOptions, type StaffPlayer } from "../../../features/players/api/get-players";
import { BlockedBadge } from "../../../features/players/components/blocked-badge";
import { listQuery, playerSearch } from "../../../lib/table-search";

export const Route = createFileRoute("/$agency/players/")({
  validateSearch: playerSearch,
  component: PlayersScreen,
});

/** The agency's players, newest first, found by the start of their username or display name. */
function PlayersScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const query = listQuery.players(search);
  const list = useQuery(playersQueryOptions(agency, query));

  const setSearch = useCallback(
    (value: string | undefined) =>
      void navigate({ search: (previous) => ({ ...previous, search: value, page: undefined }) }),
    [navigate],
  );

  const columns = useMemo<ColumnDef<StaffPlayer, unknown>[]>(
    () => [
      {
        // An accessor makes the column sortable for TanStack Table; the server does the sorting.
        id: "username",
        accessorKey: "username",
        header: t("players.username"),
        cell: ({ row }) => (
          <Link
            to="/$agency/players/$username"
            params={{ agency, username: row.original.username }}
            className="inline-flex min-h-11 flex-col justify-center hover:underline"
          >
            <span className="font-medium text-gold-light">{row.original.username}</span>
            {row.original.displayName && row.original.displayName !== row.original.username ? (
              <span className="text-muted-foreground text-xs">{row.original.displayName}</span>
            ) : null}
          </Link>
        ),
      },
      {
        id: "createdAt",
        accessorKey: "createdAt",
        header: t("players.joined"),
        cell: ({ row }) => (
          <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>
        ),
      },
      {
        id: "standing",
        header: t("players.standing"),
        cell: ({ row }) => <BlockedBadge blocked={row.original.blocked} />,
      },
      {
        id: "open",
        header: t("players.open"),
        meta: { actions: true },
        cell: ({ row }) => (
          <div className="flex w-full justify-end">
            <Button asChild size="sm" variant="ghost" className="h-11">
              <Link to="/$agency/players/$username" params={{ agency, username: row.original.username }}>
                {t("players.open")}
                <ChevronRight />
              </Link>
            </Button>
          </div>
        ),
      },
    ],
    [t, agency],
  );

  return (
    <>
      <PageHeader title={t("players.title")} description={t("players.intro")} />
      <div className="mb-4">
        <SearchBox value={search.search} onSearch={setSearch} label={t("players.search")} />
      </div>
      <DataTable
        query={list}
        columns={columns}
        rowKey={(player) => player.id}
        label={t("players.title")}
        empty={search.search ? t("players.none_found") : t("players.empty")}
        sort={{ sort: query.sort, order: query.order }}
        sortable={["createdAt", "username"]}
        onSortChange={(sort) =>
          void navigate({ search: (previous) => ({ ...previous, ...sort, page: undefined }) })
        }
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
      />
    </>
  );
}
