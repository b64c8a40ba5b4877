import { Link } from "@tanstack/react-router";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";

/** The deposit, withdrawal and promotion histories page the same way; only their route and texts differ. */
export function HistoryPager({
  to,
  texts,
  page,
  pages,
  pageSize,
}: {
  to: "/player/deposit/history" | "/player/withdraw/history" | "/player/promotion/history";
  /** The translation group holding `pages`, `previous`, `next` and `page_of`. */
  texts: "deposit.history" | "withdraw.history" | "promotion.history";
  page: number;
  pages: number;
  pageSize: number;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t(`${texts}.pages`)} className="mt-4 flex items-center justify-between gap-3">
      <Button asChild variant="secondary" size="sm" aria-disabled={page <= 1}>
        <Link
          to={to}
          search={{ page: page - 1, pageSize }}
          disabled={page <= 1}
          className={cn(page <= 1 && "pointer-events-none opacity-40")}
        >
          <ChevronLeft /> {t(`${texts}.previous`)}
        </Link>
      </Button>
      <span className="text-muted-foreground text-sm tabular-nums">
        {t(`${texts}.page_of`, { page, pages })}
      </span>
      <Button asChild variant="secondary" size="sm" aria-disabled={page >= pages}>
        <Link
          to={to}
          search={{ page: page + 1, pageSize }}
          disabled={page >= pages}
          className={cn(page >= pages && "pointer-events-none opacity-40")}
        >
          {t(`${texts}.next`)} <ChevronRight />
        </Link>
      </Button>
    </nav>
  );
}
