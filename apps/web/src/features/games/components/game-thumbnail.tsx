import type { Game } from "@kham/contract";
import { cn } from "@/lib/utils";

/** The providers' thumbnails are drawn at 320×240; the same ratio everywhere keeps grids still while they load. */
export const THUMBNAIL_WIDTH = 320;
export const THUMBNAIL_HEIGHT = 240;

/**
 * A game's thumbnail. Width and height reserve its box before it arrives, and it is fetched only
 * when it nears the screen: a lobby of many games never pushes the page around or holds up its
 * first paint on a phone's connection. The game's name is written next to it, so it is decorative.
 */
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
