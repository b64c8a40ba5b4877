import type { Page } from "@kham/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, History as HistoryIcon, Inbox } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton, SkeletonGroup } from "@/components/ui/skeleton";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import type { Paging } from "@/lib/page-query";
import { cn } from "@/lib/utils";

/** The player's three histories: where each lives, where a new entry starts, and its texts. */
const histories = {
  deposit: {
    to: "/player/deposit/history",
    title: "page.deposit_history.title",
    texts: "deposit.history",
    start: { to: "/player/deposit", text: "deposit.history.deposit_now" },
  },
  withdraw: {
    to: "/player/withdraw/history",
    title: "page.withdraw_history.title",
    texts: "withdraw.history",
    start: { to: "/player/withdraw", text: "withdraw.history.withdraw_now" },
  },
  promotion: {
    to: "/player/promotion/history",
    title: "page.promotion_history.title",
    texts: "promotion.history",
    start: { to: "/player/promotion", text: "promotion.history.browse" },
  },
} as const;

type History = (typeof histories)[keyof typeof histories];

export interface HistoryColumn<Item> {
  id: string;
  header: string;
  /** For a column of buttons: the heading is read to screen readers only. */
  hideHeader?: boolean;
  cell: (item: Item) => ReactNode;
  /** Amounts line up on the right. */
  numeric?: boolean;
  className?: string;
}

export interface HistoryListProps<Item> {
  of: keyof typeof histories;
  /** The page being shown, as the history's `pageQueryOptions` query reads it. */
  query: UseQueryResult<Page<Item>>;
  paging: Paging;
  itemKey: (item: Item) => string;
  /** The table's columns, from medium screens up. */
  columns: HistoryColumn<Item>[];
  /** One entry as a card, on phones. */
  card: (item: Item) => ReactNode;
  cardTestId?: string;
  rowClassName?: string;
  /** The key of an entry to point out (e.g. the order just paid): marked and scrolled into view. */
  highlight?: string | undefined;
  /** Shown with the list while it is (e.g. an entry's detail dialog). */
  children?: ReactNode;
}

/** The last page stays, dimmed, while the next one loads. */
export function HistoryList<Item>({
  of,
  query,
  paging,
  itemKey,
  columns,
  card,
  cardTestId,
  rowClassName,
  highlight,
  children,
}: HistoryListProps<Item>) {
  const { t } = useTranslation();
  const history = histories[of];
  const list = useRef<HTMLElement>(null);
  const shown = query.data !== undefined;
  useEffect(() => {
    if (!highlight || !shown) return;
    // The table and the cards both hold the entry; only one of them is displayed.
    const marked = [...(list.current?.querySelectorAll<HTMLElement>("[data-highlighted]") ?? [])];
    marked.find((element) => element.getClientRects().length > 0)?.scrollIntoView?.({ block: "center" });
  }, [highlight, shown]);
  if (query.isPending) return <HistorySkeleton columns={columns.map((column) => column.id)} />;
  if (query.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t(errorKey(query.error))}
      </p>
    );
  }
  const { items, total } = query.data;
  if (total === 0) {
    return (
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-border border-dashed bg-surface/60 px-6 py-10 text-center">
        <Inbox className="size-10 text-gold/60" aria-hidden />
        <p className="text-muted-foreground">{t(`${history.texts}.empty`)}</p>
        <Button asChild>
          <Link to={history.start.to}>{t(history.start.text)}</Link>
        </Button>
      </div>
    );
  }
  return (
    <section ref={list} aria-label={t(history.title)} className={cn(query.isPlaceholderData && "opacity-60")}>
      <div className="hidden overflow-hidden rounded-2xl border border-gold/20 bg-surface/90 md:block">
        <table className="w-full text-sm">
          <thead className="bg-gold/5 text-left text-muted-foreground text-sm">
            <tr>
              {columns.map((column) => (
                <th key={column.id} className={cn("px-4 py-3 font-medium", column.numeric && "text-right")}>
                  {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr
                key={itemKey(item)}
                {...highlighted(itemKey(item) === highlight)}
                className={cn(
                  "border-border border-t transition-colors hover:bg-white/[0.02] data-[highlighted]:bg-gold/10 data-[highlighted]:shadow-[inset_3px_0_0_var(--color-gold)]",
                  rowClassName,
                )}
              >
                {columns.map((column) => (
                  <td
                    key={column.id}
                    className={cn("px-4 py-3", column.numeric && "text-right", column.className)}
                  >
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="flex flex-col gap-2 md:hidden">
        {items.map((item) => (
          <li
            key={itemKey(item)}
            {...highlighted(itemKey(item) === highlight)}
            className="rounded-xl border border-border bg-surface/90 p-4 data-[highlighted]:border-gold data-[highlighted]:bg-gold/10"
            data-testid={cardTestId}
          >
            {card(item)}
          </li>
        ))}
      </ul>
      <HistoryPager
        history={history}
        paging={paging}
        pages={Math.max(1, Math.ceil(total / paging.pageSize))}
      />
      {children}
    </section>
  );
}

function HistoryPager({ history, paging, pages }: { history: History; paging: Paging; pages: number }) {
  const { t } = useTranslation();
  const { page, pageSize } = paging;
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={t(`${history.texts}.pages`)} className="mt-4 flex items-center justify-between gap-3">
      <Button asChild variant="secondary" aria-disabled={page <= 1}>
        <Link
          to={history.to}
          search={{ page: page - 1, pageSize }}
          disabled={page <= 1}
          className={cn("min-w-11 shrink-0", page <= 1 && "pointer-events-none opacity-40")}
        >
          <ChevronLeft /> {t(`${history.texts}.previous`)}
        </Link>
      </Button>
      <span className="text-muted-foreground text-sm tabular-nums">
        {t(`${history.texts}.page_of`, { page, pages })}
      </span>
      <Button asChild variant="secondary" aria-disabled={page >= pages}>
        <Link
          to={history.to}
          search={{ page: page + 1, pageSize }}
          disabled={page >= pages}
          className={cn("min-w-11 shrink-0", page >= pages && "pointer-events-none opacity-40")}
        >
          {t(`${history.texts}.next`)} <ChevronRight />
        </Link>
      </Button>
    </nav>
  );
}

/** Keys of the grey placeholder rows shown while a list loads. */
const placeholderRows = ["first", "second", "third", "fourth", "fifth"] as const;

/** The entry pointed out: marked for the eye and for screen readers. */
function highlighted(isIt: boolean) {
  return isIt ? { "data-highlighted": true, "aria-current": true as const } : {};
}

/** Grey rows shaped like the table (from medium screens) and the cards (on phones) while a page loads. */
function HistorySkeleton({ columns }: { columns: readonly string[] }) {
  const rows = placeholderRows.slice(0, 4);
  return (
    <SkeletonGroup data-testid="history-loading">
      <div className="hidden overflow-hidden rounded-2xl border border-gold/20 bg-surface/90 md:block">
        <div className="flex gap-6 bg-gold/5 px-4 py-3.5">
          {columns.map((column) => (
            <Skeleton key={column} className="h-3.5 flex-1" />
          ))}
        </div>
        {rows.map((row) => (
          <div key={row} className="flex items-center gap-6 border-border border-t px-4 py-4">
            {columns.map((column, index) => (
              <Skeleton
                key={column}
                className={cn("h-4 flex-1", index === columns.length - 1 && "h-6 rounded-full")}
              />
            ))}
          </div>
        ))}
      </div>
      <ul className="flex flex-col gap-2 md:hidden">
        {rows.map((row) => (
          <li key={row} className="rounded-xl border border-border bg-surface/90 p-4">
            <div className="flex items-start justify-between gap-3">
              <div className="flex flex-col gap-2">
                <Skeleton className="h-3.5 w-40" />
                <Skeleton className="h-3.5 w-28" />
              </div>
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
            <div className="mt-4 flex items-end justify-between">
              <Skeleton className="h-4 w-20" />
              <Skeleton className="h-5 w-24" />
            </div>
          </li>
        ))}
      </ul>
    </SkeletonGroup>
  );
}

export interface RecentHistoryProps<Item> {
  of: "deposit" | "withdraw";
  /** The history's first page, as the history screen reads it (shared cache). */
  query: UseQueryResult<Page<Item>>;
  itemKey: (item: Item) => string;
  /** One entry in a line or two: its amount, time and status. */
  row: (item: Item) => ReactNode;
  count?: number;
}

/** A summary beside the form for the player who just made an order, not a second history. */
export function RecentHistory<Item>({ of, query, itemKey, row, count = 3 }: RecentHistoryProps<Item>) {
  const { t } = useTranslation();
  const history = histories[of];
  const items = query.data?.items.slice(0, count);
  return (
    <section
      aria-labelledby={`recent-${of}-title`}
      className="rounded-2xl border border-border bg-surface/90 p-5"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 id={`recent-${of}-title`} className="flex items-center gap-2 font-semibold text-gold-light">
          <HistoryIcon className="size-5" aria-hidden /> {t(history.title)}
        </h2>
        <Link
          to={history.to}
          className="inline-flex min-h-11 items-center text-gold-light text-sm underline-offset-4 hover:underline"
        >
          {t("common.see_all")}
        </Link>
      </div>
      {query.isPending ? (
        <SkeletonGroup className="mt-2 flex flex-col gap-2">
          {placeholderRows.slice(0, count).map((row) => (
            <div key={row} className="flex items-center justify-between gap-3 py-2">
              <div className="flex flex-col gap-1.5">
                <Skeleton className="h-4 w-28" />
                <Skeleton className="h-3 w-32" />
              </div>
              <Skeleton className="h-6 w-20 rounded-full" />
            </div>
          ))}
        </SkeletonGroup>
      ) : query.isError ? (
        <p role="alert" className="mt-2 text-danger text-sm">
          {t(errorKey(query.error))}
        </p>
      ) : items && items.length > 0 ? (
        <ul className="mt-1 divide-y divide-border">
          {items.map((item) => (
            <li key={itemKey(item)} className="py-2.5">
              {row(item)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-muted-foreground text-sm">{t(`${history.texts}.empty`)}</p>
      )}
    </section>
  );
}
