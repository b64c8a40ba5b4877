import type { Game } from "@kham/contract";
import { cn } from "@/lib/utils";

/** The providers' thumbnails are drawn at 320×240; the same ratio everywhere keeps grids still while they load. */
export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_HEIGHT = 240;

/** Sized and lazy so a lobby never shifts or delays first paint; decorative, as the name sits beside it. */
export function GameThumbnail({ game, className }: { game: Game; className?: string }) {
  return (
    <img
      src={game.imageUrl}
      alt=""
      width={THUMBNAIL_WIDTH}
      height={THUMBNAIL_HEIGHT}
      loading="lazy"
      decoding="async"
      className={cn("aspect-[4/3] h-auto w-full bg-background-elevated object-cover", className)}
    />
  );
}
