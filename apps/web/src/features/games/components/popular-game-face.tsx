import type { Game } from "@kham/contract";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { GameThumbnail } from "./game-thumbnail";

export const tileClass =
  "group block w-full overflow-hidden rounded-xl border border-gold/20 bg-surface text-left outline-none transition-colors hover:border-gold/70 focus-visible:border-gold focus-visible:ring-2 focus-visible:ring-gold";

/** The game tapped while its button's code was still loading, which the button opens once it is there. */
let tappedEarly: string | undefined;

function tileKey(game: Game): string {
  return `${game.provider}:${game.code}`;
}

/** Stands in for a player's game button until its code has loaded, and keeps the tap made on it. */
export function EarlyGameTile({ game }: { game: Game }) {
  return (
    <button
      type="button"
      className={cn(tileClass, "cursor-pointer")}
      onClick={() => {
        tappedEarly = tileKey(game);
      }}
    >
      <PopularGameFace game={game} />
    </button>
  );
}

/** A tap the row's buttons never took is not made later, on another visit to the screen. */
export function forgetEarlyTap(): void {
  tappedEarly = undefined;
}

/** True once for the game tapped before its button was there; the tap is then the button's. */
export function takeEarlyTap(game: Game): boolean {
  if (tappedEarly !== tileKey(game)) return false;
  tappedEarly = undefined;
  return true;
}

export function PopularGameFace({ game }: { game: Game }) {
  return (
    <>
      <GameThumbnail game={game} />
      <PopularGameName game={game} />
    </>
  );
}

export function PopularGameName({ game }: { game: Game }) {
  const { t } = useTranslation();
  return (
    <span className="block px-2 py-1.5">
      <span className="block truncate font-semibold text-xs group-hover:text-gold-light sm:text-sm">
        {game.name}
      </span>
      <span className="block truncate text-[0.7rem] text-muted-foreground">
        {t(`provider.${game.provider}`)}
      </span>
    </span>
  );
}
