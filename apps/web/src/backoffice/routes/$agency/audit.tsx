import type { AuditEntry } from "@kham/contract";
import { useQuery } from "@tanstack/react-query";
import { createFileRoute } from "@tanstack/react-router";
import type { ColumnDef } from "@tanstack/react-table";
import { Eye, FilterX } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDateTime } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { DataTable } from "../../components/data-table";
import { PageHeader } from "../../components/page-header";
import { SearchBox } from "../../components/search-box";
import { actionKey } from "../../features/audit/actions";
import { auditQueryOptions } from "../../features/audit/api/get-audit";
import { ActionFilter } from "../../features/audit/components/action-filter";
import { AuditEntryDialog } from "../../features/audit/components/audit-entry-dialog";
import { DayFilter } from "../../features/audit/components/day-filter";
import { allow } from "../../lib/guards";
import { type AuditSearch, auditSearch, listQuery } from "../../lib/table-search";

export const Route = createFileRoute("/$agency/audit")({
  beforeLoad: allow("audit"),
  validateSearch: auditSearch,
  component: AuditScreen,
});

type Filters = Pick<AuditSearch, "actor" | "action" | "from" | "to">;

/** Every change staff or the admin token made to the agency, newest first, filtered in the URL. */
function AuditScreen() {
  const { t } = useTranslation();
  const { agency } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const query = listQuery.audit(search);
  const list = useQuery(auditQueryOptions(agency, query));
  const [open, setOpen] = useState<AuditEntry | undefined>();

  const filter = useCallback(
    (change: Filters) =>
      void navigate({ search: (previous) => ({ ...previous, ...change, page: undefined }) }),
    [navigate],
  );
  const setActor = useCallback((actor: string | undefined) => filter({ actor }), [filter]);
  const filtered = [search.actor, search.action, search.from, search.to].some((value) => value !== undefined);

  const columns = useMemo<ColumnDef<AuditEntry, unknown>[]>(
    () => [
      {
        id: "at",
        header: t("audit.at"),
        cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.at)}</span>,
      },
      {
        id: "actor",
        header: t("audit.by"),
        cell: ({ row }) => (
          <span className="inline-flex flex-wrap items-center gap-2">
            {row.original.actor}
            {row.original.actorKind === "token" ? <Badge>{t("audit.token")}</Badge> : null}
          </span>
        ),
      },
      {
        id: "action",
        header: t("audit.action"),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span>{t(actionKey(row.original.action), { defaultValue: row.original.action })}</span>
            <span className="font-mono text-muted-foreground text-xs">{row.original.action}</span>
          </span>
        ),
      },
      {
        id: "target",
        header: t("audit.target"),
        cell: ({ row }) => (
          <span className="flex flex-col">
            <span className="text-muted-foreground text-xs">
              {t(`audit.target_type.${row.original.targetType}`, { defaultValue: row.original.targetType })}
            </span>
            <span className="break-all font-mono text-xs">{row.original.targetId}</span>
          </span>
        ),
      },
      {
        id: "details",
        header: t("audit.details"),
        meta: { actions: true },
        cell: ({ row }) => (
          <div className="flex justify-end">
            <Button
              size="sm"
              variant="secondary"
              className="h-11 sm:h-9"
              onClick={() => setOpen(row.original)}
            >
              <Eye />
              {t("audit.details")}
            </Button>
          </div>
        ),
      },
    ],
    [t],
  );

  return (
    <>
      <PageHeader title={t("audit.title")} description={t("audit.intro")} />
      <div className="mb-4 flex flex-wrap items-end gap-3">
        <div className="flex w-full flex-col gap-1 sm:w-56">
          {/* The box's own label is for screen readers; this one lines it up with the other filters. */}
          <span aria-hidden className="text-muted-foreground text-xs">
            {t("audit.actor_filter")}
          </span>
          <SearchBox
            value={search.actor}
            onSearch={setActor}
            label={t("audit.actor_filter")}
            className="sm:w-full"
          />
        </div>
        <ActionFilter value={search.action} onChange={(action) => filter({ action })} />
        <DayFilter
          label={t("audit.from_day")}
          value={search.from}
          max={search.to}
          onChange={(from) => filter({ from })}
        />
        <DayFilter
          label={t("audit.to_day")}
          value={search.to}
          min={search.from}
          onChange={(to) => filter({ to })}
        />
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => filter({ actor: undefined, action: undefined, from: undefined, to: undefined })}
          >
            <FilterX />
            {t("audit.clear")}
          </Button>
        ) : null}
      </div>
      <DataTable
        query={list}
        columns={columns}
        rowKey={(entry) => String(entry.id)}
        label={t("audit.title")}
        empty={filtered ? t("audit.none_found") : t("audit.empty")}
        onPageChange={(page) => void navigate({ search: (previous) => ({ ...previous, page }) })}
      />
      <AuditEntryDialog entry={open} onClose={() => setOpen(undefined)} />
    </>
  );
}
