import { compareDecimal, type Provider } from "@kham/contract";
import type { FastifyBaseLogger } from "fastify";
import {
  type FoundTransfer,
  type GameProvider,
  GameProviderError,
  type GameProviders,
  type TransferRequest,
  type TransferResult,
} from "../../adapters/game-provider/types.ts";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../agency/service.ts";
import type { EventBus } from "../events/service.ts";
import type { SessionPlayer } from "../players/service.ts";
import { insertProviderMember, listProviderMembers } from "./repository.ts";

/**
 * The player's wallets at the game providers (the transfer-wallet model): the member account at
 * each provider, the live credit there, transfers that move credit exactly once, and the one place
 * that tells the player's pages the credit changed.
 */
export interface WalletsContext {
  db: Db;
  gameProviders: GameProviders;
}

export { listProviderMembers };

/** The player's member name at a provider: unique across agencies, since agency codes have no "_". */
export function memberUsername(
  agency: Pick<AgencyRow, "code">,
  player: Pick<SessionPlayer, "username">,
): string {
  return `${agency.code}_${player.username}`;
}

/** Creates the player's member account at one provider, on both sides; safe to repeat. */
export async function ensureProviderMember(
  context: WalletsContext,
  agency: AgencyRow,
  player: SessionPlayer,
  provider: Provider,
): Promise<string> {
  const member = memberUsername(agency, player);
  await context.gameProviders[provider].createMember(member);
  await insertProviderMember(context.db, player.id, provider, member);
  return member;
}

/**
 * The player's live credit at a provider: the provider holds the playable balance, so it is asked
 * every time, never cached. A member that registration could not create yet is created now.
 */
export async function liveCredit(
  context: WalletsContext,
  agency: AgencyRow,
  player: SessionPlayer,
  provider: Provider,
): Promise<string> {
  const members = await listProviderMembers(context.db, player.id);
  const member =
    members.find((candidate) => candidate.provider === provider)?.memberUsername ??
    (await ensureProviderMember(context, agency, player, provider));
  return context.gameProviders[provider].getBalance(member);
}

/** Tells the player's open pages their credit at a provider; a lost event only delays the screen. */
export async function publishCredit(
  context: { events: EventBus; log: FastifyBaseLogger },
  playerId: string,
  provider: Provider,
  balance: string,
): Promise<void> {
  try {
    await context.events.publish({
      playerId,
      name: "credit.updated",
      data: { provider, credit: { amount: balance, currency: "THB" } },
    });
  } catch (error) {
    context.log.warn({ err: error, playerId, provider }, "credit event not published");
  }
}

export type TransferDirection = "in" | "out";

/** What a provider says when it will not make the transfer, however often we ask. */
const REFUSALS = new Set(["INSUFFICIENT_BALANCE", "INVALID_AMOUNT", "REFERENCE_CONFLICT"]);

/** The provider refused the transfer for good and has no transfer with our reference. */
export class TransferRefused extends Error {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(`${reason}: ${message}`);
    this.reason = reason;
    this.name = "TransferRefused";
  }
}

function sameTransfer(found: FoundTransfer, direction: TransferDirection, request: TransferRequest) {
  return (
    found.direction === direction &&
    found.memberUsername === request.memberUsername &&
    compareDecimal(found.amount, request.amount) === 0
  );
}

async function lookUp(
  adapter: GameProvider,
  direction: TransferDirection,
  request: TransferRequest,
): Promise<TransferResult | undefined> {
  const found = await adapter.findTransfer(request.reference);
  if (found === undefined) return undefined;
  if (!sameTransfer(found, direction, request)) {
    throw new TransferRefused("REFERENCE_CONFLICT", `Reference ${request.reference} was used differently`);
  }
  return { reference: found.reference, amount: found.amount, balance: found.balance };
}

/**
 * Moves credit at a provider once per reference. When an earlier attempt may have reached the
 * provider (`mayHaveRun`: a retry, or a run a crash interrupted), the provider is first asked
 * whether the transfer exists, so a lost answer is reconciled instead of repeated. A refusal is
 * checked the same way before it is believed: a repeat of a transfer that did happen can be refused
 * (the balance is gone) although the credit moved. Anything else (timeouts, outages) is thrown for
 * the job to retry.
 */
export async function reconciledTransfer(
  adapter: GameProvider,
  direction: TransferDirection,
  request: TransferRequest,
  options: { mayHaveRun: boolean },
): Promise<TransferResult> {
  if (options.mayHaveRun) {
    const found = await lookUp(adapter, direction, request);
    if (found !== undefined) return found;
  }
  try {
    return direction === "in" ? await adapter.transferIn(request) : await adapter.transferOut(request);
  } catch (error) {
    if (!(error instanceof GameProviderError) || !REFUSALS.has(error.reason)) throw error;
    const found = await lookUp(adapter, direction, request);
    if (found !== undefined) return found;
    throw new TransferRefused(error.reason, error.message);
  }
}
