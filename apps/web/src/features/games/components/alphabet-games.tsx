import { useState } from "react";
import { Spinner } from "@/components/ui/spinner";
import { errorKey } from "@/lib/error-key";
import { useTranslation } from "@/lib/i18n-react";
import { useAlphabetGames } from "../api/get-alphabet-games";
import { searchGames } from "../rules";
import { DepositAsk } from "./deposit-ask";
import { GameGrid } from "./game-grid";
import { GameSearch } from "./game-search";
import { NoGames } from "./no-games";
import { useGameLauncher } from "./use-game-launcher";

/** alphabet's games, most played first, with a search by name. */
export function AlphabetGames() {
  const { t } = useTranslation();
  const games = useAlphabetGames();
  const launcher = useGameLauncher("alphabet");
  const [query, setQuery] = useState("");

  if (games.isPending) return <Spinner className="mx-auto my-8" />;
  if (games.isError) {
    return (
      <p role="alert" className="text-danger text-sm">
        {t(errorKey(games.error))}
      </p>
    );
  }

  const searching = query.trim() !== "";
  const shown = searchGames(games.data, query);
  const heading = searching ? t("game.search.results", { found: shown.length }) : t("game.all_games");

  return (
    <section aria-labelledby="alphabet-games-title" className="flex flex-col gap-4">
      <GameSearch value={query} onChange={setQuery} />
      <h2 id="alphabet-games-title" className="font-semibold text-gold-light text-lg">
        {heading}
      </h2>
      {shown.length > 0 ? (
        <GameGrid games={shown} launcher={launcher} label={heading} />
      ) : (
        <NoGames text={searching ? t("game.search.none", { query: query.trim() }) : t("game.empty")} />
      )}
      <DepositAsk provider="alphabet" launcher={launcher} />
    </section>
  );
}
