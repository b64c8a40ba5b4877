import { compareDecimal, GIVE_UP_AFTER_MINUTES, type Provider, providers } from "@kham/contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  type FoundTransfer,
  type GameProvider,
  GameProviderError,
  type TransferRequest,
  type TransferResult,
} from "../../adapters/game-provider/types.ts";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { providerMembers } from "../../db/schema/wallets.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import type { EventBus } from "../events/bus.ts";
import type { JobRow } from "../jobs/repository.ts";
import { closeDeadJob } from "../jobs/service.ts";
import type { SessionPlayer } from "../players/repository.ts";

/* The player's wallets at the game providers: members, live credit, exactly-once transfers. */

/** Read by every credit display and the player's info, so prepared once. */
const membersOf = preparedQuery((db) =>
  db
    .select({ provider: providerMembers.provider, memberUsername: providerMembers.memberUsername })
    .from(providerMembers)
    .where(eq(providerMembers.playerId, sql.placeholder("playerId")))
    .prepare("provider_members_of_player"),
);

export interface ProviderMember {
  provider: string;
  memberUsername: string;
}

/** Players whose complete member set is kept in memory; past this many the oldest is dropped. */
const KEPT_PLAYERS = 10_000;
const completeSets = new Map<string, readonly ProviderMember[]>();

/** Rows never change once written, so a complete set is kept in memory; credit is still asked every time. */
export async function listProviderMembers(db: Db, playerId: string): Promise<ProviderMember[]> {
  const kept = completeSets.get(playerId);
  if (kept !== undefined) return [...kept];
  const members = await membersOf(db).execute({ playerId });
  if (providers.every((provider) => members.some((member) => member.provider === provider))) {
    if (completeSets.size >= KEPT_PLAYERS) completeSets.delete(completeSets.keys().next().value!);
    completeSets.set(playerId, members);
  }
  return [...members];
}

export async function insertProviderMember(
  db: Db,
  playerId: string,
  provider: string,
  memberUsername: string,
) {
  await db.insert(providerMembers).values({ playerId, provider, memberUsername }).onConflictDoNothing();
}

/** The player's member name at a provider: unique across agencies, since agency codes have no "_". */
export function memberUsername(
  agency: Pick<AgencyRow, "code">,
  player: Pick<SessionPlayer, "username">,
): string {
  return `${agency.code}_${player.username}`;
}

/** Creates the player's member account at one provider, on both sides; safe to repeat. */
export async function ensureProviderMember(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  provider: Provider,
): Promise<string> {
  const member = memberUsername(agency, player);
  await context.gameProviders[provider].createMember(member);
  await insertProviderMember(context.db, player.id, provider, member);
  return member;
}

/** Never cached: the provider holds the playable balance. */
export async function liveCredit(
  context: AppContext,
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

/** After a possible earlier attempt the provider is asked first; a refusal is checked the same way before it is believed. */
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

/** Any transfer under the reference, or no answer, means the order must not be failed. */
async function ensureNoTransfer(
  adapter: GameProvider,
  reference: string,
  log: FastifyBaseLogger,
): Promise<void> {
  let found: FoundTransfer | undefined;
  try {
    found = await adapter.findTransfer(reference);
  } catch (error) {
    // The provider's own words stay in the log: a 5xx answer never carries another system's text.
    log.warn({ err: error, reference }, "provider not asked for a transfer staff give up");
    throw new AppError(
      "PROVIDER_UNAVAILABLE",
      `The provider could not be asked for transfer ${reference}; nothing changed, try again later`,
    );
  }
  if (found !== undefined) {
    throw new AppError(
      "TRANSFER_EXISTS",
      `The provider has transfer ${reference} (${found.direction}, ${found.amount}): retry the job to record it`,
    );
  }
}

/** Asked outside the transaction; closes the job only if unchanged since and dead for GIVE_UP_AFTER_MINUTES. */
export async function giveUpTransferJob<T>(
  db: Db,
  input: {
    job: JobRow;
    adapter: GameProvider;
    reference: string;
    log: FastifyBaseLogger;
    /** Who gave it up and why: the order's failure reason, and the start of the job's last error. */
    reason: string;
    now: Date;
    /** The order's guarded transition to failed in the transaction; undefined when it no longer applies. */
    failOrder: (tx: Db) => Promise<T | undefined>;
  },
): Promise<{ job: JobRow; order: T }> {
  const settledAt = input.job.updatedAt.getTime() + GIVE_UP_AFTER_MINUTES * 60_000;
  if (input.now.getTime() < settledAt) {
    throw new AppError(
      "JOB_TOO_RECENT",
      `Job ${input.job.id} died less than ${GIVE_UP_AFTER_MINUTES} minutes ago: its last call may still reach the provider; give it up after ${new Date(settledAt).toISOString()}`,
    );
  }
  await ensureNoTransfer(input.adapter, input.reference, input.log);
  return db.transaction(async (tx) => {
    const error = `${input.reason} (it had failed with: ${input.job.lastError ?? "no error"})`;
    const closed = await closeDeadJob(tx, input.job, { error, now: input.now });
    if (closed === undefined) throw new AppError("ALREADY_RESOLVED", `Job ${input.job.id} is no longer dead`);
    const order = await input.failOrder(tx);
    if (order === undefined) {
      throw new AppError(
        "ALREADY_RESOLVED",
        `The order of job ${input.job.id} no longer waits for its transfer`,
      );
    }
    return { job: closed, order };
  });
}
