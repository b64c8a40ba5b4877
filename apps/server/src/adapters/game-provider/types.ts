import type { GameCategory, Language, Provider } from "@kham/contract";

export interface ProviderGame {
  code: string;
  name: string;
  provider: Provider;
  category: GameCategory;
  imageUrl: string;
}

export interface TransferRequest {
  memberUsername: string;
  /** Credit as a decimal string with at most two places, greater than zero. */
  amount: string;
  /** Our idempotency reference (the order code): the same reference never moves credit twice. */
  reference: string;
}

export interface TransferResult {
  reference: string;
  amount: string;
  /** The member's balance right after this transfer. */
  balance: string;
}

/** The longest a launched game may go without play before it ends, at any provider. */
export const LAUNCH_IDLE_MS = 15 * 60_000;

export interface LaunchRequest {
  memberUsername: string;
  gameCode?: string;
  /** The interface language to open the game in. */
  language: Language;
  /** An absolute URL of our site the game's "back" goes to. */
  returnUrl: string;
  device: "mobile" | "desktop";
  /** The site session that asked for the game: the game must not outlive it. */
  session: { id: string; endsAt: Date };
}

/** A transfer the provider has on its books, found by our reference. */
export interface FoundTransfer extends TransferResult {
  direction: "in" | "out";
  memberUsername: string;
}

/** The transfer-wallet model every game provider offers; one adapter per provider id. */
export interface GameProvider {
  readonly provider: Provider;
  /** Idempotent: creating an existing member succeeds and changes nothing. */
  createMember(memberUsername: string): Promise<void>;
  /** The live playable balance, a THB decimal string with two places. */
  getBalance(memberUsername: string): Promise<string>;
  transferIn(transfer: TransferRequest): Promise<TransferResult>;
  transferOut(transfer: TransferRequest): Promise<TransferResult>;
  /** Lets a timed-out or lost transfer be reconciled rather than guessed. */
  findTransfer(reference: string): Promise<FoundTransfer | undefined>;
  /** The provider's catalogue, most played first. */
  listGames(): Promise<ProviderGame[]>;
  /** False when its games cannot be opened here (the sandbox in production); a provider that is down says true. */
  readonly gamesAvailable: boolean;
  /** A game link is a pass to play with the member's credit: short-lived (docs/decisions/game-launch-lifetime.md). */
  launchGame(input: LaunchRequest): Promise<{ url: string }>;
}

export type GameProviders = Record<Provider, GameProvider>;

export type ProviderErrorReason =
  | "MEMBER_NOT_FOUND"
  | "INSUFFICIENT_BALANCE"
  | "INVALID_AMOUNT"
  /** A bet the game does not take (a side of another table, a choice at a slot). */
  | "INVALID_CHOICE"
  | "REFERENCE_CONFLICT"
  | "NOT_AVAILABLE"
  /** No such game in the provider's catalogue. */
  | "GAME_NOT_FOUND"
  /** No answer in time: the call may or may not have taken effect at the provider. */
  | "TIMEOUT"
  /** The player's session that asked for a game ended before it opened: nothing was opened. */
  | "SESSION_ENDED";

export class GameProviderError extends Error {
  readonly reason: ProviderErrorReason;

  constructor(reason: ProviderErrorReason, message: string) {
    super(message);
    this.reason = reason;
    this.name = "GameProviderError";
  }
}

declare module "fastify" {
  interface FastifyInstance {
    /** Every provider's adapter, time-limited; the app decorates itself with them. */
    gameProviders: GameProviders;
  }
}
