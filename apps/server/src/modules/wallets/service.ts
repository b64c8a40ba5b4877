import {
  AGENT_CREDIT_ERROR_PREFIX,
  compareDecimal,
  GIVE_UP_AFTER_MINUTES,
  type Provider,
  type ProviderRefusal,
  providerRefusals,
} from "@kham/contract";
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
import { closeDeadJob, JobMustWait, PermanentJobError } from "../jobs/service.ts";
import type { SessionPlayer } from "../players/repository.ts";

/* The player's wallets at the game providers: members, live credit, exactly-once transfers. */

/** Read by every credit display and the player's info, so prepared once. */
const membersOf = preparedQuery((db) =>
  db
    .select({
      provider: providerMembers.provider,
      wallet: providerMembers.wallet,
      memberUsername: providerMembers.memberUsername,
    })
    .from(providerMembers)
    .where(eq(providerMembers.playerId, sql.placeholder("playerId")))
    .orderBy(providerMembers.createdAt)
    .prepare("provider_members_of_player"),
);

export interface ProviderMember {
  provider: string;
  /** "sandbox", or the agency's provider account the member is at. */
  wallet: string;
  memberUsername: string;
}

/** Players whose member rows are kept in memory; past this many the oldest is dropped. */
const KEPT_PLAYERS = 10_000;
const knownMembers = new Map<string, readonly ProviderMember[]>();

/** Every member the player has, oldest first: rows never change once written, so they are kept in memory. */
export async function listProviderMembers(db: Db, playerId: string): Promise<ProviderMember[]> {
  const kept = knownMembers.get(playerId);
  if (kept !== undefined) return [...kept];
  return readMembers(db, playerId);
}

async function readMembers(db: Db, playerId: string): Promise<ProviderMember[]> {
  const members = await membersOf(db).execute({ playerId });
  if (members.length > 0) {
    if (!knownMembers.has(playerId) && knownMembers.size >= KEPT_PLAYERS) {
      knownMembers.delete(knownMembers.keys().next().value!);
    }
    knownMembers.set(playerId, members);
  }
  return [...members];
}

/** The player's member at one wallet; a row not kept yet (written by another process) is read again. */
async function findMember(db: Db, playerId: string, provider: string, wallet: string) {
  const at = (members: readonly ProviderMember[]) =>
    members.find((member) => member.provider === provider && member.wallet === wallet)?.memberUsername;
  return at(await listProviderMembers(db, playerId)) ?? at(await readMembers(db, playerId));
}

export async function insertProviderMember(
  db: Db,
  playerId: string,
  provider: string,
  memberUsername: string,
  wallet = "sandbox",
) {
  await db
    .insert(providerMembers)
    .values({ playerId, provider, wallet, memberUsername })
    .onConflictDoNothing();
  knownMembers.delete(playerId);
}

/** The member name Kham asks for: unique across agencies, since agency codes have no "_". */
export function memberUsername(
  agency: Pick<AgencyRow, "code">,
  player: Pick<SessionPlayer, "username">,
): string {
  return `${agency.code}_${player.username}`;
}

export interface ProviderWallet {
  adapter: GameProvider;
  /** The member name the provider keeps, which every call uses. */
  member: string;
}

/** The agency's adapter for the provider and the player's member there, created on first use; safe to repeat. */
export async function ensureProviderMember(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  provider: Provider,
): Promise<ProviderWallet> {
  const adapter = await context.gameProviders.forAgency(agency.id, provider);
  const known = await findMember(context.db, player.id, provider, adapter.wallet);
  if (known !== undefined) return { adapter, member: known };
  const member = await adapter.createMember(memberUsername(agency, player));
  await insertProviderMember(context.db, player.id, provider, member, adapter.wallet);
  return { adapter, member: (await findMember(context.db, player.id, provider, adapter.wallet)) ?? member };
}

/** Never cached: the provider holds the playable balance. */
export async function liveCredit(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  provider: Provider,
): Promise<string> {
  const { adapter, member } = await ensureProviderMember(context, agency, player, provider);
  return adapter.getBalance(member);
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
const REFUSALS = new Set(["INSUFFICIENT_BALANCE", "INVALID_AMOUNT", "REFERENCE_CONFLICT", "OPEN_BETS"]);

/** A job waiting on the agency's credit at a provider runs again this soon, so a top-up is picked up within a minute. */
export const AGENT_CREDIT_RETRY_MS = 30_000;

/** The provider refused the transfer for good and has no transfer with our reference. */
export class TransferRefused extends Error {
  readonly reason: string;

  constructor(reason: string, message: string) {
    super(`${reason}: ${message}`);
    this.reason = reason;
    this.name = "TransferRefused";
  }
}

/** The refusal a failed order's reason was written for (TransferRefused's message starts with it), if the player's. */
export function playerRefusal(failureReason: string | null): ProviderRefusal | null {
  const reason = failureReason?.match(/^([A-Z_]+): /)?.[1];
  return providerRefusals.find((refusal) => refusal === reason) ?? null;
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
  const { reference, amount, balance, providerReference } = found;
  return { reference, amount, balance, ...(providerReference === undefined ? {} : { providerReference }) };
}

/** The job goes to staff's dead list at once: only the provider's own report can say whether it moved. */
function lostAnswer(adapter: GameProvider, request: TransferRequest, what: string): PermanentJobError {
  return new PermanentJobError(
    `${what} of transfer ${request.reference} was lost and ${adapter.provider} has no lookup: check the provider's report, then retry, record as done or give up`,
  );
}

/**
 * After a possible earlier attempt the transfer is reconciled as the adapter declares: looked up,
 * sent again under the same reference, or left to staff. A refusal is believed only when nothing
 * can have moved before: checked by a lookup, or on a first attempt.
 */
export async function reconciledTransfer(
  adapter: GameProvider,
  direction: TransferDirection,
  request: TransferRequest,
  options: { mayHaveRun: boolean },
): Promise<TransferResult> {
  if (options.mayHaveRun && adapter.reconcile === "none") throw lostAnswer(adapter, request, "The answer");
  if (options.mayHaveRun && adapter.reconcile === "lookup") {
    const found = await lookUp(adapter, direction, request);
    if (found !== undefined) return found;
  }
  const sent = options.mayHaveRun && adapter.reconcile === "repeat" ? { ...request, repeat: true } : request;
  try {
    return direction === "in" ? await adapter.transferIn(sent) : await adapter.transferOut(sent);
  } catch (error) {
    if (error instanceof GameProviderError && error.reason === "AGENT_CREDIT") {
      throw new JobMustWait(
        `${AGENT_CREDIT_ERROR_PREFIX}: the agency's credit at ${adapter.provider} is used up; transfer ${request.reference} waits for a top-up`,
        AGENT_CREDIT_RETRY_MS,
      );
    }
    if (!(error instanceof GameProviderError) || !REFUSALS.has(error.reason)) throw error;
    if (adapter.reconcile === "lookup") {
      const found = await lookUp(adapter, direction, request);
      if (found !== undefined) return found;
    } else if (options.mayHaveRun) {
      throw lostAnswer(adapter, request, `A refusal (${error.reason}) after the answer`);
    }
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

/** Staff act on a dead job only once its last call, which may still be on its way, has reached the provider. */
function ensureJobSettled(job: JobRow, now: Date, action: string): void {
  const settledAt = job.updatedAt.getTime() + GIVE_UP_AFTER_MINUTES * 60_000;
  if (now.getTime() < settledAt) {
    throw new AppError(
      "JOB_TOO_RECENT",
      `Job ${job.id} died less than ${GIVE_UP_AFTER_MINUTES} minutes ago: its last call may still reach the provider; ${action} after ${new Date(settledAt).toISOString()}`,
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
    /** Staff checked the provider's own report: required when the adapter cannot be asked by reference. */
    checkedAtProvider?: boolean;
  },
): Promise<{ job: JobRow; order: T }> {
  ensureJobSettled(input.job, input.now, "give it up");
  if (input.adapter.reconcile === "lookup") {
    await ensureNoTransfer(input.adapter, input.reference, input.log);
  } else if (input.checkedAtProvider !== true) {
    throw new AppError(
      "PROVIDER_CHECK_REQUIRED",
      `${input.adapter.provider} cannot be asked for transfer ${input.reference}: check its report, then confirm it has none`,
    );
  }
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

/** The provider's own transfer under the reference, for a provider that can be asked; refuses when it has none. */
async function transferAtProvider(
  adapter: GameProvider,
  reference: string,
  log: FastifyBaseLogger,
): Promise<FoundTransfer> {
  let found: FoundTransfer | undefined;
  try {
    found = await adapter.findTransfer(reference);
  } catch (error) {
    log.warn({ err: error, reference }, "provider not asked for a transfer staff record as done");
    throw new AppError(
      "PROVIDER_UNAVAILABLE",
      `The provider could not be asked for transfer ${reference}; nothing changed, try again later`,
    );
  }
  if (found === undefined) {
    throw new AppError(
      "TRANSFER_NOT_FOUND",
      `${adapter.provider} has no transfer ${reference}: retry the job if it should happen, or give it up`,
    );
  }
  return found;
}

/**
 * Staff found the transfer in the provider's own report: the job closes as if the provider had
 * answered success, the order's step recorded in the same transaction. A provider that can be
 * asked is asked first, outside the transaction.
 */
export async function settleTransferJob<T>(
  db: Db,
  input: {
    job: JobRow;
    adapter: GameProvider;
    reference: string;
    log: FastifyBaseLogger;
    /** Who recorded it and why: the start of the job's last error. */
    reason: string;
    now: Date;
    /** The provider's own id of the transfer, as staff read it in its report. */
    providerReference: string | undefined;
    /** The step's guarded transition and ledger entry, as its success records them; undefined when it no longer applies. */
    record: (tx: Db, providerReference: string | undefined) => Promise<T | undefined>;
  },
): Promise<{ job: JobRow; order: T; providerReference: string | undefined }> {
  ensureJobSettled(input.job, input.now, "record it as done");
  let providerReference = input.providerReference;
  if (input.adapter.reconcile === "lookup") {
    const found = await transferAtProvider(input.adapter, input.reference, input.log);
    providerReference ??= found.providerReference;
  }
  return db.transaction(async (tx) => {
    const error = `${input.reason} (it had failed with: ${input.job.lastError ?? "no error"})`;
    const closed = await closeDeadJob(tx, input.job, { error, now: input.now });
    if (closed === undefined) throw new AppError("ALREADY_RESOLVED", `Job ${input.job.id} is no longer dead`);
    const order = await input.record(tx, providerReference);
    if (order === undefined) {
      throw new AppError(
        "ALREADY_RESOLVED",
        `The order of job ${input.job.id} no longer waits for its transfer`,
      );
    }
    return { job: closed, order, providerReference };
  });
}
