import type { Game } from "@kham/contract";
import { GameTile } from "./game-tile";
import type { GameLauncher } from "./use-game-launcher";

/** Games as a grid of tiles, two across on a phone; one tap opens a game. */
export function GameGrid({
  games,
  launcher,
  label,
}: {
  games: Game[];
  launcher: GameLauncher;
  label: string;
}) {
  return (
    <ul aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {games.map((game) => (
        <li key={game.code} className="flex">
          <GameTile
            game={game}
            onOpen={launcher.open}
            opening={launcher.opening === game.code}
            disabled={launcher.opening !== undefined}
          />
        </li>
      ))}
    </ul>
  );
}
