import type { Page } from "@kham/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type SortingState,
  useReactTable,
} from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Inbox } from "lucide-react";
import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { formatNumber } from "@/lib/format";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

declare module "@tanstack/react-table" {
  interface ColumnMeta<TData, TValue> {
    /** Amounts line up on the right. */
    numeric?: boolean;
    /** A column of buttons: its heading is for screen readers, and on a phone it has no label. */
    actions?: boolean;
  }
}

/** The server's sort of a list: one column, ascending or descending. */
export interface ServerSort<SortKey extends string = string> {
  sort: SortKey;
  order: "asc" | "desc";
}

export interface DataTableProps<Item, SortKey extends string = string> {
  query: UseQueryResult<Page<Item>>;
  columns: ColumnDef<Item, unknown>[];
  /** The sort the page was asked with; columns whose id the server sorts by are clickable. */
  sort?: ServerSort<SortKey>;
  sortable?: readonly SortKey[];
  onSortChange?: (sort: ServerSort<SortKey>) => void;
  onPageChange: (page: number) => void;
  rowKey: (item: Item) => string;
  /** Said when the list is empty, e.g. "No withdrawals are waiting". */
  empty: string;
  /** Names the table for screen readers. */
  label: string;
  /** Marks a row (e.g. an order that just arrived). */
  rowClassName?: (item: Item) => string | undefined;
}

const wide = "(min-width: 768px)";

/** Without matchMedia (a test's DOM) the screen counts as wide. */
const canMatch = () => typeof window.matchMedia === "function";

function subscribe(callback: () => void) {
  if (!canMatch()) return () => {};
  const media = window.matchMedia(wide);
  media.addEventListener("change", callback);
  return () => media.removeEventListener("change", callback);
}

/** Whether the screen is wide enough for a table; phones get a card per row instead. */
function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => !canMatch() || window.matchMedia(wide).matches,
    () => true,
  );
}

/** The server pages and sorts, the table only draws; the last page stays, dimmed, while the next loads. */
export function DataTable<Item, SortKey extends string = string>({
  query,
  columns,
  sort,
  sortable = [],
  onSortChange,
  onPageChange,
  rowKey,
  empty,
  label,
  rowClassName,
}: DataTableProps<Item, SortKey>) {
  const { t } = useTranslation();
  const isWide = useWide();
  const sorting: SortingState = sort ? [{ id: sort.sort, desc: sort.order === "desc" }] : [];
  const table = useReactTable({
    data: query.data?.items ?? [],
    columns,
    getCoreRowModel: getCoreRowModel(),
    getRowId: rowKey,
    manualPagination: true,
    manualSorting: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (updater) => {
      const next = typeof updater === "function" ? updater(sorting) : updater;
      const [first] = next;
      if (first && onSortChange && (sortable as readonly string[]).includes(first.id)) {
        onSortChange({ sort: first.id as SortKey, order: first.desc ? "desc" : "asc" });
      }
    },
  });

  if (query.isPending) return <Spinner className="mx-auto my-10" />;
  if (query.isError) {
    return (
      <p role="alert" className="rounded-lg border border-danger/40 bg-danger/10 p-4 text-danger text-sm">
        {t(errorKey(query.error))}
      </p>
    );
  }
  const { page, pageSize, total } = query.data;
  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-12 text-center">
        <Inbox className="size-10 text-gold/60" aria-hidden />
        <p className="text-muted-foreground">{empty}</p>
      </div>
    );
  }

  const rows = table.getRowModel().rows;
  return (
    <section
      aria-label={label}
      className={cn("flex flex-col gap-3", query.isPlaceholderData && "opacity-60")}
    >
      {isWide ? (
        <div className="overflow-x-auto rounded-2xl border border-gold/20 bg-surface/90">
          <table className="w-full text-sm">
            <thead className="bg-gold/5 text-left text-muted-foreground text-xs uppercase tracking-wide">
              {table.getHeaderGroups().map((group) => (
                <tr key={group.id}>
                  {group.headers.map((header) => {
                    const meta = header.column.columnDef.meta;
                    const canSort =
                      (sortable as readonly string[]).includes(header.column.id) &&
                      onSortChange !== undefined;
                    const direction = header.column.getIsSorted();
                    const heading = flexRender(header.column.columnDef.header, header.getContext());
                    return (
                      <th
                        key={header.id}
                        scope="col"
                        aria-sort={
                          direction === "asc" ? "ascending" : direction === "desc" ? "descending" : undefined
                        }
                        className={cn(
                          "whitespace-nowrap px-4 py-3 font-medium",
                          meta?.numeric && "text-right",
                        )}
                      >
                        {meta?.actions ? (
                          <span className="sr-only">{heading}</span>
                        ) : canSort ? (
                          <button
                            type="button"
                            // The server sorts: a click asks for this column, the other way round if it is already sorted by it.
                            onClick={() =>
                              onSortChange?.({
                                sort: header.column.id as SortKey,
                                order: direction === "desc" ? "asc" : "desc",
                              })
                            }
                            className={cn(
                              "inline-flex min-h-8 cursor-pointer items-center gap-1 uppercase hover:text-gold-light",
                              meta?.numeric && "flex-row-reverse",
                            )}
                          >
                            {heading}
                            {direction === "asc" ? (
                              <ArrowUp className="size-3.5" aria-hidden />
                            ) : direction === "desc" ? (
                              <ArrowDown className="size-3.5" aria-hidden />
                            ) : (
                              <ArrowUpDown className="size-3.5 opacity-50" aria-hidden />
                            )}
                          </button>
                        ) : (
                          heading
                        )}
                      </th>
                    );
                  })}
                </tr>
              ))}
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr
                  key={row.id}
                  data-testid="table-row"
                  className={cn("border-border/70 border-t align-top", rowClassName?.(row.original))}
                >
                  {row.getVisibleCells().map((cell) => (
                    <td
                      key={cell.id}
                      className={cn(
                        "px-4 py-3",
                        cell.column.columnDef.meta?.numeric && "text-right tabular-nums",
                      )}
                    >
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <ul className="flex flex-col gap-3">
          {rows.map((row) => (
            <li
              key={row.id}
              data-testid="table-row"
              className={cn(
                "flex flex-col gap-2 rounded-2xl border border-gold/20 bg-surface/90 p-4 text-sm",
                rowClassName?.(row.original),
              )}
            >
              {row.getVisibleCells().map((cell) => {
                const meta = cell.column.columnDef.meta;
                const header = cell.column.columnDef.header;
                const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                if (meta?.actions) {
                  return (
                    <div key={cell.id} className="flex flex-wrap gap-2 pt-1">
                      {content}
                    </div>
                  );
                }
                return (
                  <div key={cell.id} className="flex items-start justify-between gap-3">
                    <span className="shrink-0 text-muted-foreground text-xs">
                      {typeof header === "string" ? header : null}
                    </span>
                    <span className={cn("min-w-0 text-right", meta?.numeric && "tabular-nums")}>
                      {content}
                    </span>
                  </div>
                );
              })}
            </li>
          ))}
        </ul>
      )}
      <Pager page={page} pageSize={pageSize} total={total} onPageChange={onPageChange} />
    </section>
  );
}

function Pager({
  page,
  pageSize,
  total,
  onPageChange,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, total);
  return (
    <nav aria-label={t("table.pages")} className="flex items-center justify-between gap-3 text-sm">
      <span className="text-muted-foreground">
        {t("table.range", {
          first: formatNumber(first),
          last: formatNumber(last),
          total: formatNumber(total),
        })}
      </span>
      {pages <= 1 && page <= 1 ? null : (
        <div className="flex items-center gap-2">
          <Button
            variant="secondary"
            size="icon"
            aria-label={t("table.previous")}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft />
          </Button>
          <span className="min-w-16 text-center tabular-nums">
            {t("table.page_of", { page: formatNumber(page), pages: formatNumber(pages) })}
          </span>
          <Button
            variant="secondary"
            size="icon"
            aria-label={t("table.next")}
            disabled={page >= pages}
            onClick={() => onPageChange(page + 1)}
          >
            <ChevronRight />
          </Button>
        </div>
      )}
    </nav>
  );
}
