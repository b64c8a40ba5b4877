import { gameCategories } from "@kham/contract";
import { GameCategoryIcon } from "@/components/game-category-icon";
import { GameScreenLink } from "@/components/game-screen-link";
import { useTranslation } from "@/lib/i18n-react";

/** The six game categories, each opening askmebet's tab of it (a visitor logs in first). */
export function GameCategoryLinks({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="game-categories-title" className={className}>
      <h2 id="game-categories-title" className="mb-3 font-bold text-gold-light text-xl">
        {t("game.categories_title")}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3 md:grid-cols-6">
        {gameCategories.map((category) => (
          <li key={category}>
            <GameScreenLink
              provider="askmebet"
              category={category}
              className="flex min-h-24 flex-col items-center justify-center gap-2 rounded-2xl border border-border bg-surface px-2 py-4 text-center text-sm outline-none transition-colors hover:border-gold/60 hover:bg-surface-raised hover:text-gold-light focus-visible:ring-2 focus-visible:ring-gold"
            >
              <GameCategoryIcon category={category} className="size-7 text-gold-light" />
              <span>{t(`category.${category}`)}</span>
            </GameScreenLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
