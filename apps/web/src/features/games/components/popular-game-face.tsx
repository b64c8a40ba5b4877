import type { Game } from "@kham/contract";
import { useTranslation } from "@/lib/i18n-react";
import { GameThumbnail } from "./game-thumbnail";

export const tileClass =
  "group block w-full overflow-hidden rounded-xl border border-gold/20 bg-surface text-left outline-none transition-colors hover:border-gold/70 focus-visible:border-gold focus-visible:ring-2 focus-visible:ring-gold";

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
