import type { GameCategory } from "@kham/contract";
import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useGames } from "../api/get-games";
import { categoriesWithGames, searchGames } from "../rules";
import { CategoryTabs } from "./category-tabs";
import { DepositAsk } from "./deposit-ask";
import { GameGrid } from "./game-grid";
import { GameSearch } from "./game-search";
import { NoGames } from "./no-games";
import { useGameLauncher } from "./use-game-launcher";

/** A tab per category that has games, and a search by name across every category. */
export function AskmebetGames({ category }: { category: GameCategory }) {
  const { t } = useTranslation();
  const games = useGames({ provider: "askmebet" });
  const launcher = useGameLauncher("askmebet");
  const [query, setQuery] = useState("");

  if (games.isPending) return <Spinner className="mx-auto my-8" />;
  if (games.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t(errorKey(games.error))}
      </p>
    );
  }

  const categories = categoriesWithGames(games.data);
  const counts = new Map(
    categories.map((each) => [each, games.data.filter((game) => game.category === each).length]),
  );
  const shownCategory = categories.includes(category) ? category : categories[0];
  const searching = query.trim() !== "";
  const shown = searching
    ? searchGames(games.data, query)
    : games.data.filter((game) => game.category === shownCategory);
  const heading = searching
    ? t("game.search.results", { found: shown.length })
    : shownCategory
      ? t(`category.${shownCategory}`)
      : t("game.empty");

  return (
    <section aria-labelledby="askmebet-games-title" className="flex flex-col gap-4">
      <GameSearch value={query} onChange={setQuery} />
      <CategoryTabs
        categories={categories}
        counts={counts}
        current={searching ? undefined : shownCategory}
        onPick={() => setQuery("")}
      />
      {/* Above the grid the selected tab already says which games these are; results need saying. */}
      <h2
        id="askmebet-games-title"
        className={searching ? "font-semibold text-gold-light text-lg" : "sr-only"}
      >
        {heading}
      </h2>
      {shown.length > 0 ? (
        <GameGrid games={shown} launcher={launcher} label={heading} />
      ) : (
        <NoGames text={searching ? t("game.search.none", { query: query.trim() }) : t("game.empty")} />
      )}
      <DepositAsk provider="askmebet" launcher={launcher} />
    </section>
  );
}
