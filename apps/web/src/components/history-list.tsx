import type { Page } from "@kham/contract";
import type { UseQueryResult } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight, Inbox } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
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
  /** The column's heading, translated. */
  header: string;
  /** For a column of buttons: the heading is read to screen readers only. */
  hideHeader?: boolean;
  cell: (item: Item) => ReactNode;
  /** Amounts line up on the right. */
  numeric?: boolean;
  /** Classes added to the column's cells. */
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
  /** Shown with the list while it is (e.g. an entry's detail dialog). */
  children?: ReactNode;
}

/**
 * A history of the player's deposits, withdrawals or promotions, newest first: a table, cards on
 * phones, and the pager; a spinner while the first page loads, the error, or an invitation to
 * start when there is nothing yet. The last page stays (dimmed) while the next one loads.
 */
export function HistoryList<Item>({
  of,
  query,
  paging,
  itemKey,
  columns,
  card,
  cardTestId,
  rowClassName,
  children,
}: HistoryListProps<Item>) {
  const { t } = useTranslation();
  const history = histories[of];
  if (query.isPending) return <Spinner className="mx-auto my-8" />;
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
    <section aria-label={t(history.title)} className={cn(query.isPlaceholderData && "opacity-60")}>
      <div className="hidden overflow-hidden rounded-2xl border border-gold/20 bg-surface/90 md:block">
        <table className="w-full text-sm">
          <thead className="bg-gold/5 text-left text-muted-foreground text-xs uppercase tracking-wide">
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
                className={cn("border-border border-t transition-colors hover:bg-white/[0.02]", rowClassName)}
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
            className="rounded-xl border border-border bg-surface/90 p-4"
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
  return (
    <nav aria-label={t(`${history.texts}.pages`)} className="mt-4 flex items-center justify-between gap-3">
      <Button asChild variant="secondary" size="sm" aria-disabled={page <= 1}>
        <Link
          to={history.to}
          search={{ page: page - 1, pageSize }}
          disabled={page <= 1}
          className={cn(page <= 1 && "pointer-events-none opacity-40")}
        >
          <ChevronLeft /> {t(`${history.texts}.previous`)}
        </Link>
      </Button>
      <span className="text-muted-foreground text-sm tabular-nums">
        {t(`${history.texts}.page_of`, { page, pages })}
      </span>
      <Button asChild variant="secondary" size="sm" aria-disabled={page >= pages}>
        <Link
          to={history.to}
          search={{ page: page + 1, pageSize }}
          disabled={page >= pages}
          className={cn(page >= pages && "pointer-events-none opacity-40")}
        >
          {t(`${history.texts}.next`)} <ChevronRight />
        </Link>
      </Button>
    </nav>
  );
}
