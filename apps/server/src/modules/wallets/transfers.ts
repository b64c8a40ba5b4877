import { compareDecimal } from "@kham/contract";
import {
  type FoundTransfer,
  type GameProvider,
  GameProviderError,
  type TransferRequest,
  type TransferResult,
} from "../../adapters/game-provider/types.ts";

export type TransferDirection = "in" | "out";

/** What a provider says when it will not make the transfer, however often we ask. */
const REFUSALS = new Set(["INSUFFICIENT_BALANCE", "INVALID_AMOUNT", "REFERENCE_CONFLICT"]);

/** The provider refused the transfer for good and has no transfer with our reference. */
export class TransferRefused extends Error {
  constructor(
    readonly reason: string,
    message: string,
  ) {
    super(`${reason}: ${message}`);
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
