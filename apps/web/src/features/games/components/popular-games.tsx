import { POPULAR_GAMES_PER_PROVIDER } from "@kham/contract";
import { Flame } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import { GameScreenLink } from "@/components/game-screen-link";
import { usePlayerInfo } from "@/features/auth/api/get-player-info";
import { useTranslation } from "@/lib/i18n-react";
import { useHydrated } from "@/lib/use-hydrated";
import { cn } from "@/lib/utils";
import { usePopularGames } from "../api/get-games";
import { EarlyGameTile, forgetEarlyTap, PopularGameFace, tileClass } from "./popular-game-face";

// A visitor's page (the landing) never opens a game from here: the launcher's code loads for players only.
const PopularGameButton = lazy(() =>
  import("./popular-game-button").then((module) => ({ default: module.PopularGameButton })),
);

/** One placeholder per thumbnail to come (three of each of the four providers). */
const PLACEHOLDERS = Array.from({ length: POPULAR_GAMES_PER_PROVIDER * 4 }, (_, rank) => rank);

/** On the first screens, so it keeps its height while loading. */
export function PopularGames({ className }: { className?: string }) {
  const { t } = useTranslation();
  const games = usePopularGames();
  const visitor = usePlayerInfo() === null;
  // The server draws tiles that keep a tap: its lazy button would hydrate only once its code arrived.
  const hydrated = useHydrated();
  useEffect(() => forgetEarlyTap, []);
  // A home screen does not need an error about a row of suggestions.
  if (games.isError || games.data?.length === 0) return null;
  return (
    // Sized by its own width: 4 across in the player's home column, 6 across the wider landing page.
    <section aria-labelledby="popular-games-title" className={cn("@container", className)}>
      <h2 id="popular-games-title" className="mb-3 flex items-center gap-2 font-bold text-gold-light text-xl">
        <Flame className="size-5" aria-hidden /> {t("game.popular_title")}
      </h2>
      <ul className="grid grid-cols-3 gap-2 @xl:gap-3 @2xl:grid-cols-4 @4xl:grid-cols-6">
        {games.data
          ? games.data.map((game) => (
              <li key={`${game.provider}:${game.code}`}>
                {visitor ? (
                  <GameScreenLink provider={game.provider} category={game.category} className={tileClass}>
                    <PopularGameFace game={game} />
                  </GameScreenLink>
                ) : hydrated ? (
                  <Suspense fallback={<EarlyGameTile game={game} />}>
                    <PopularGameButton game={game} />
                  </Suspense>
                ) : (
                  <EarlyGameTile game={game} />
                )}
              </li>
            ))
          : PLACEHOLDERS.map((placeholder) => (
              <li key={placeholder} aria-hidden data-testid="popular-game-placeholder">
                <div className="overflow-hidden rounded-xl border border-border bg-surface">
                  <div className="aspect-[4/3] animate-pulse bg-background-elevated" />
                  <div className="flex flex-col gap-1 px-2 py-1.5">
                    <div
                      className={cn(
                        "h-4 animate-pulse rounded bg-background-elevated",
                        placeholder % 2 ? "w-2/3" : "w-4/5",
                      )}
                    />
                    <div className="h-3.5 w-1/2 animate-pulse rounded bg-background-elevated" />
                  </div>
                </div>
              </li>
            ))}
      </ul>
    </section>
  );
}
