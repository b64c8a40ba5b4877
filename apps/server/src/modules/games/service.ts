import {
  type Game,
  type GameCategory,
  type GamesQuery,
  gameScreenAddress,
  type LaunchGameBody,
  type Provider,
  providers,
} from "@kham/contract";
import Decimal from "decimal.js";
import { type GameProviderDirectory, GameProviderError } from "../../adapters/game-provider/types.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import { type ActiveSession, sessionEndsAt } from "../players/sessions.ts";
import { ensureProviderMember } from "../wallets/service.ts";

/** A provider's catalogue changes rarely and its API is rate limited: kept this long in the process. */
export const CATALOGUE_TTL_MS = 5 * 60_000;

/** The catalogues of every provider, fetched at most once per TTL each (a failed fetch is not kept). */
export class GameCatalogue {
  /** Keyed by the adapter's wallet: agencies on one provider account share its catalogue. */
  private readonly cached = new Map<string, { games: Promise<Game[]>; until: number }>();

  private readonly gameProviders: GameProviderDirectory;
  private readonly now: () => Date;

  constructor(gameProviders: GameProviderDirectory, now: () => Date) {
    this.gameProviders = gameProviders;
    this.now = now;
  }

  async of(agencyId: string, provider: Provider): Promise<Game[]> {
    const adapter = await this.gameProviders.forAgency(agencyId, provider);
    const key = `${provider}\u0000${adapter.wallet}`;
    const at = this.now().getTime();
    const hit = this.cached.get(key);
    if (hit !== undefined && hit.until > at) return hit.games;
    const games = adapter
      .listGames()
      .then((list) =>
        list.map(({ code, name, category, imageUrl }) => ({ code, name, provider, category, imageUrl })),
      );
    this.cached.set(key, { games, until: at + CATALOGUE_TTL_MS });
    games.catch(() => this.cached.delete(key));
    return games;
  }

  async list(agencyId: string, query: GamesQuery): Promise<Game[]> {
    const chosen = query.provider === undefined ? providers : [query.provider];
    const lists = await Promise.all(chosen.map((provider) => this.of(agencyId, provider)));
    return lists.flat().filter((game) => query.category === undefined || game.category === query.category);
  }
}

/** Where "back" in a game lands: the provider's screen, on the game's tab for askmebet (its first for the lobby). */
export function returnPath(provider: Provider, category: GameCategory | undefined): string {
  return gameScreenAddress(provider, category);
}

const MOBILE = /Mobi|Android|iPhone|iPad/i;

/** GAME_UNAVAILABLE is checked first, so no one deposits for a game that cannot open. */
export async function launchGame(
  context: AppContext,
  catalogue: GameCatalogue,
  input: {
    agency: AgencyRow;
    playerSession: ActiveSession;
    body: LaunchGameBody;
    origin: string;
    userAgent: string;
  },
): Promise<{ url: string }> {
  const { provider, gameCode } = input.body;
  const { player, session } = input.playerSession;
  const adapter = await context.gameProviders.forAgency(input.agency.id, provider);
  if (!adapter.gamesAvailable) {
    throw new AppError("GAME_UNAVAILABLE", `${provider}'s games cannot be opened here`);
  }
  const game =
    gameCode === undefined
      ? undefined
      : (await catalogue.of(input.agency.id, provider)).find((each) => each.code === gameCode);
  if (gameCode !== undefined && game === undefined) throw new AppError("NOT_FOUND", `No game ${gameCode}`);
  try {
    const { member } = await ensureProviderMember(context, input.agency, player, provider);
    const balance = await adapter.getBalance(member);
    if (new Decimal(balance).lte(0)) throw new AppError("NO_CREDIT", "Please deposit to play");
    const launched = await adapter.launchGame({
      memberUsername: member,
      ...(gameCode === undefined ? {} : { gameCode }),
      language: input.body.language ?? "lo",
      returnUrl: new URL(returnPath(provider, game?.category), input.origin).href,
      device: MOBILE.test(input.userAgent) ? "mobile" : "desktop",
      session: { id: session.id, endsAt: sessionEndsAt(session) },
    });
    context.log.info({ provider, game: gameCode ?? "lobby" }, "game launched");
    return launched;
  } catch (error) {
    if (!(error instanceof GameProviderError)) throw error;
    switch (error.reason) {
      case "GAME_NOT_FOUND":
        throw new AppError("NOT_FOUND", `No game ${gameCode}`);
      case "SESSION_ENDED":
        throw new AppError("SESSION_ENDED");
      case "NOT_AVAILABLE":
      case "TIMEOUT":
        throw new AppError("GAME_UNAVAILABLE", `${provider}'s games cannot be opened now`);
      default:
        throw error;
    }
  }
}
