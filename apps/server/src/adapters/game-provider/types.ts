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
  /** The same reference sent again after a lost answer: the provider's own answer decides, not a pre-check. */
  repeat?: boolean;
}

export interface TransferResult {
  reference: string;
  amount: string;
  /** The member's balance right after this transfer. */
  balance: string;
  /** The provider's own id for the transfer, kept beside ours for staff and disputes. */
  providerReference?: string;
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

/**
 * How a transfer whose answer was lost is settled: asked for by our reference ("lookup"), sent again
 * with the same reference because the provider answers a repeat with the original ("repeat"), or
 * never guessed: the job stops and waits for staff ("none").
 */
export type ReconcileMode = "lookup" | "repeat" | "none";

/** The transfer-wallet model every game provider offers; one adapter per provider id. */
export interface GameProvider {
  readonly provider: Provider;
  /** Which wallet this is ("sandbox", or the provider account's id): members are kept per wallet. */
  readonly wallet: string;
  readonly reconcile: ReconcileMode;
  /**
   * Idempotent: creating an existing member succeeds and changes nothing. Answers the member name
   * the provider keeps, which may differ from the one asked for; later calls use that name.
   */
  createMember(memberUsername: string): Promise<string>;
  /** The live playable balance, a THB decimal string with two places. */
  getBalance(memberUsername: string): Promise<string>;
  transferIn(transfer: TransferRequest): Promise<TransferResult>;
  transferOut(transfer: TransferRequest): Promise<TransferResult>;
  /** Lets a timed-out or lost transfer be reconciled rather than guessed; only asked when `reconcile` is "lookup". */
  findTransfer(reference: string): Promise<FoundTransfer | undefined>;
  /** The provider's catalogue, most played first. */
  listGames(): Promise<ProviderGame[]>;
  /** False when its games cannot be opened here (the sandbox in production); a provider that is down says true. */
  readonly gamesAvailable: boolean;
  /** A game link is a pass to play with the member's credit: short-lived (docs/decisions/game-launch-lifetime.md). */
  launchGame(input: LaunchRequest): Promise<{ url: string }>;
}

export type GameProviders = Record<Provider, GameProvider>;

/** Each agency's adapter per provider: its own provider account when configured, else the fallback. */
export interface GameProviderDirectory {
  forAgency(agencyId: string, provider: Provider): Promise<GameProvider>;
}

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
  | "SESSION_ENDED"
  /** The agency's own credit at the provider is used up (not the player's): wait for a top-up. */
  | "AGENT_CREDIT"
  /** The member has bets still open: credit cannot leave until they settle. */
  | "OPEN_BETS"
  /** Refused the agency's provider account (wrong agent or key): not the player's doing. */
  | "UNAUTHORIZED";

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
    /** The fallback adapters (the sandbox, or a test's), time-limited: agencies with no provider account use them. */
    gameProviders: GameProviders;
    /** Each agency's adapters: what business code asks. */
    agencyGameProviders: GameProviderDirectory;
  }
}
