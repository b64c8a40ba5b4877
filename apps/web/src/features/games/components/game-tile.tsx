import type { Game } from "@kham/contract";
import { Play } from "lucide-react";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n-react";
import { GameThumbnail } from "./game-thumbnail";

/** One game to tap and play: its thumbnail, name and category; while it opens, it says so. */
export function GameTile({
  game,
  onOpen,
  opening,
  disabled,
}: {
  game: Game;
  onOpen: (gameCode: string) => void;
  opening: boolean;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={() => onOpen(game.code)}
      disabled={disabled}
      aria-busy={opening}
      className="group flex w-full cursor-pointer flex-col overflow-hidden rounded-2xl border border-gold/20 bg-surface text-left outline-none transition-[border-color,transform] hover:border-gold/70 focus-visible:border-gold focus-visible:ring-2 focus-visible:ring-gold active:scale-[0.98] disabled:cursor-default disabled:active:scale-100"
    >
      <span className="relative block">
        <GameThumbnail game={game} />
        {opening ? (
          <span className="absolute inset-0 flex flex-col items-center justify-center gap-2 bg-black/65 font-semibold text-gold-light text-sm">
            <Spinner className="size-7" />
            {t("game.opening")}
          </span>
        ) : (
          <span
            aria-hidden
            className="absolute inset-0 flex items-center justify-center bg-black/40 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100"
          >
            <span className="inline-flex size-12 items-center justify-center rounded-full bg-gold-gradient text-gold-foreground shadow-lg">
              <Play className="size-5 translate-x-px fill-current" />
            </span>
          </span>
        )}
      </span>
      <span className="flex min-w-0 flex-col px-3 py-2">
        <span className="truncate font-semibold text-sm group-hover:text-gold-light">{game.name}</span>
        <span className="truncate text-muted-foreground text-xs">{t(`category.${game.category}`)}</span>
      </span>
    </button>
  );
}
