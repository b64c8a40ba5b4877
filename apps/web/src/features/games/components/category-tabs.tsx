import { categoryTab, type GameCategory } from "@kham/contract";
import { Link } from "@tanstack/react-router";
import { GameCategoryIcon } from "@/components/game-category-icon";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";

/** Links, so a tab can be shared and returned to; switching replaces the history entry and keeps scroll. */
export function CategoryTabs({
  categories,
  counts,
  current,
  onPick,
}: {
  categories: GameCategory[];
  counts: Map<GameCategory, number>;
  /** None while a search shows games of every category. */
  current: GameCategory | undefined;
  onPick: () => void;
}) {
  const { t } = useTranslation();
  return (
    <nav
      aria-label={t("game.categories_title")}
      className="-mx-4 overflow-x-auto px-4 [scrollbar-width:none] sm:mx-0 sm:px-0"
    >
      <ul className="flex w-max gap-2 pb-1">
        {categories.map((category) => (
          <li key={category}>
            <Link
              to="/player/game/askmebet"
              search={{ tab: categoryTab(category) }}
              replace
              resetScroll={false}
              onClick={onPick}
              aria-current={category === current ? "page" : undefined}
              activeOptions={{ exact: true, includeSearch: true }}
              className={cn(
                "inline-flex h-10 items-center gap-2 rounded-full border px-4 font-medium text-sm outline-none transition-colors focus-visible:ring-2 focus-visible:ring-gold",
                category === current
                  ? "border-transparent bg-gold-gradient text-gold-foreground shadow-[0_2px_12px_-2px_rgb(212_175_55/0.55)]"
                  : "border-gold/25 bg-surface text-foreground/90 hover:border-gold/60 hover:text-gold-light",
              )}
            >
              <GameCategoryIcon category={category} className="size-4" />
              {t(`category.${category}`)}
              <span
                className={cn(
                  "rounded-full px-1.5 text-xs tabular-nums",
                  category === current ? "bg-black/15" : "bg-white/5 text-muted-foreground",
                )}
              >
                {counts.get(category) ?? 0}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
