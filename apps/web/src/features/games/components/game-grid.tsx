import type { Game } from "@kham/contract";
import { GameTile } from "./game-tile";
import type { GameLauncher } from "./use-game-launcher";

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
    // Sized by the room it has: two across on a phone, up to five beside a wide screen's side column.
    <div className="@container">
      <ul
        aria-label={label}
        className="grid grid-cols-2 gap-3 @lg:grid-cols-3 @3xl:grid-cols-4 @5xl:grid-cols-5"
      >
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
    </div>
  );
}
