import type { Game } from "@kham/contract";
import { useEffect } from "react";
import { Spinner } from "@/components/ui/spinner";
import { useTranslation } from "@/lib/i18n-react";
import { cn } from "@/lib/utils";
import { DepositAsk } from "./deposit-ask";
import { GameThumbnail } from "./game-thumbnail";
import { PopularGameName, takeEarlyTap, tileClass } from "./popular-game-face";
import { useGameLauncher } from "./use-game-launcher";

/** A player's tap opens the game itself; the credit is read only when the launch says there is none. */
export function PopularGameButton({ game }: { game: Game }) {
  const { t } = useTranslation();
  const launcher = useGameLauncher(game.provider, { readCredit: false });
  const opening = launcher.opening === game.code;
  const { open } = launcher;
  useEffect(() => {
    if (takeEarlyTap(game)) open(game.code);
  }, [game, open]);
  return (
    <>
      <button
        type="button"
        className={cn(tileClass, "cursor-pointer")}
        onClick={() => launcher.open(game.code)}
        disabled={launcher.opening !== undefined}
        aria-busy={opening}
      >
        <span className="relative block">
          <GameThumbnail game={game} />
          {opening ? (
            <span className="absolute inset-0 flex flex-col items-center justify-center gap-1 bg-black/65 font-semibold text-gold-light text-xs">
              <Spinner className="size-6" />
              {t("game.opening")}
            </span>
          ) : null}
        </span>
        <PopularGameName game={game} />
      </button>
      <DepositAsk provider={game.provider} launcher={launcher} />
    </>
  );
}
