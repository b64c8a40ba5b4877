import type { Provider } from "@kham/contract";
import type { FastifyBaseLogger } from "fastify";
import {
  type GameProvider,
  GameProviderError,
  type ProviderErrorReason,
} from "../../adapters/game-provider/types.ts";
import type { Db } from "../../db/client.ts";
import { recordProviderHealth } from "./repository.ts";

/** At most one health write per agency and provider this often, unless the outcome changed. */
export const HEALTH_WRITE_EVERY_MS = 5_000;

/** The provider did not serve the call; any other refusal (a player's balance too low) is an answer. */
const OUTAGES = new Set<ProviderErrorReason>(["TIMEOUT", "NOT_AVAILABLE", "UNAUTHORIZED", "AGENT_CREDIT"]);

/** Words for staff: the call and the reason, never the error's message (it may quote the provider). */
export function healthFailure(call: string, error: unknown): string | undefined {
  if (error instanceof GameProviderError)
    return OUTAGES.has(error.reason) ? `${call}: ${error.reason}` : undefined;
  return `${call}: no usable answer`;
}

/** Told of every call's outcome (staff alerts), unthrottled; it must not throw into the player's call. */
export type HealthListener = (outcome: {
  agencyId: string;
  provider: Provider;
  failure: string | undefined;
}) => void;

export interface HealthRecorderOptions {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  everyMs?: number;
}

/** Records each provider account's last success, failure and latency; best-effort and throttled. */
export class ProviderHealthRecorder {
  private readonly options: HealthRecorderOptions;
  private readonly everyMs: number;
  private readonly lastWrite = new Map<string, { at: number; ok: boolean }>();
  private readonly listeners: HealthListener[] = [];

  constructor(options: HealthRecorderOptions) {
    this.options = options;
    this.everyMs = options.everyMs ?? HEALTH_WRITE_EVERY_MS;
  }

  onOutcome(listener: HealthListener): void {
    this.listeners.push(listener);
  }

  /** The same adapter, each call's outcome and latency noted for the agency. */
  wrap(agencyId: string, adapter: GameProvider): GameProvider {
    const noted = <T>(call: string, run: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      return run().then(
        (value) => {
          this.note(agencyId, adapter.provider, started, undefined);
          return value;
        },
        (error: unknown) => {
          this.note(agencyId, adapter.provider, started, healthFailure(call, error));
          throw error;
        },
      );
    };
    return {
      provider: adapter.provider,
      wallet: adapter.wallet,
      reconcile: adapter.reconcile,
      gamesAvailable: adapter.gamesAvailable,
      createMember: (member) => noted("createMember", () => adapter.createMember(member)),
      getBalance: (member) => noted("getBalance", () => adapter.getBalance(member)),
      transferIn: (transfer) => noted("transferIn", () => adapter.transferIn(transfer)),
      transferOut: (transfer) => noted("transferOut", () => adapter.transferOut(transfer)),
      findTransfer: (reference) => noted("findTransfer", () => adapter.findTransfer(reference)),
      listGames: () => noted("listGames", () => adapter.listGames()),
      launchGame: (input) => noted("launchGame", () => adapter.launchGame(input)),
    };
  }

  private note(agencyId: string, provider: Provider, started: number, failure: string | undefined): void {
    for (const listener of this.listeners) listener({ agencyId, provider, failure });
    const at = this.options.now();
    const ok = failure === undefined;
    const key = `${agencyId}\u0000${provider}`;
    const last = this.lastWrite.get(key);
    if (last !== undefined && last.ok === ok && at.getTime() - last.at < this.everyMs) return;
    this.lastWrite.set(key, { at: at.getTime(), ok });
    const latencyMs = Math.round(performance.now() - started);
    recordProviderHealth(this.options.db, { agencyId, provider, at, latencyMs, failure }).catch(
      (error: unknown) => {
        // Health is for staff's eyes: a lost write must never fail the player's call.
        this.lastWrite.delete(key);
        this.options.log.warn({ err: error, provider }, "provider health not recorded");
      },
    );
  }
}
