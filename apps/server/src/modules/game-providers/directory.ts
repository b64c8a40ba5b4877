import { type Provider, providers } from "@kham/contract";
import type { FastifyBaseLogger } from "fastify";
import { type AmbOptions, AmbSuperApiProvider } from "../../adapters/game-provider/amb/provider.ts";
import {
  type GameProvider,
  type GameProviderDirectory,
  GameProviderError,
  type GameProviders,
} from "../../adapters/game-provider/types.ts";
import { type CallObserver, timeLimitedGameProvider } from "../../adapters/timeouts.ts";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../plugins/secrets.ts";
import { type HealthListener, ProviderHealthRecorder } from "./health.ts";
import { findProviderSettings, type ProviderSettingsRow } from "./repository.ts";

/** How long a process keeps an agency's provider settings; a change in another process shows within this. */
export const SETTINGS_TTL_MS = 5_000;

/** The key is sealed to its agency and provider: a row copied elsewhere opens for none. */
export const providerSecretContext = (agencyId: string, provider: string) =>
  `game-provider:${agencyId}:${provider}`;

export interface GameProviderDirectoryOptions {
  db: Db;
  secrets: SecretBox;
  nodeEnv: string;
  /** The sandbox (or a test's adapters), time-limited: providers an agency has not configured. */
  fallback: GameProviders;
  timeoutMs: number;
  /** Told of every call to the adapter (metrics). */
  observe?: CallObserver;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Builds the AMB adapter of a stored account (tests pass a double). */
  amb?: (options: AmbOptions) => GameProvider;
  settingsTtlMs?: number;
  healthWriteEveryMs?: number;
}

/** A fallback whose games cannot open here: production's view of a provider no account was set for. */
function gamesClosed(adapter: GameProvider): GameProvider {
  return {
    provider: adapter.provider,
    wallet: adapter.wallet,
    reconcile: adapter.reconcile,
    gamesAvailable: false,
    createMember: (member) => adapter.createMember(member),
    getBalance: (member) => adapter.getBalance(member),
    transferIn: (transfer) => adapter.transferIn(transfer),
    transferOut: (transfer) => adapter.transferOut(transfer),
    findTransfer: (reference) => adapter.findTransfer(reference),
    listGames: () => adapter.listGames(),
    launchGame: async () => {
      throw new GameProviderError("NOT_AVAILABLE", `${adapter.provider} has no provider account here`);
    },
  };
}

/** Each agency's adapter per provider: its AMB account when its owner set one, else the fallback. */
export class AgencyGameProviders implements GameProviderDirectory {
  private readonly options: GameProviderDirectoryOptions;
  private readonly unconfigured: GameProviders;
  private readonly health: ProviderHealthRecorder;
  private readonly cached = new Map<string, { adapter: Promise<GameProvider>; until: number }>();

  constructor(options: GameProviderDirectoryOptions) {
    this.options = options;
    const fallback = options.fallback;
    this.unconfigured =
      options.nodeEnv === "production"
        ? (Object.fromEntries(providers.map((each) => [each, gamesClosed(fallback[each])])) as GameProviders)
        : fallback;
    this.health = new ProviderHealthRecorder({
      db: options.db,
      now: options.now,
      log: options.log,
      everyMs: options.healthWriteEveryMs,
    });
  }

  forAgency(agencyId: string, provider: Provider): Promise<GameProvider> {
    const key = `${agencyId}\u0000${provider}`;
    const at = this.options.now().getTime();
    const hit = this.cached.get(key);
    if (hit !== undefined && hit.until > at) return hit.adapter;
    const adapter = this.load(agencyId, provider);
    this.cached.set(key, { adapter, until: at + (this.options.settingsTtlMs ?? SETTINGS_TTL_MS) });
    adapter.catch(() => {
      if (this.cached.get(key)?.adapter === adapter) this.cached.delete(key);
    });
    return adapter;
  }

  /** Told of every call to an agency's own provider account: its outcome, unthrottled. */
  onHealth(listener: HealthListener): void {
    this.health.onOutcome(listener);
  }

  /** Drops the agency's cached settings of the provider: the next call reads the stored ones. */
  forget(agencyId: string, provider: Provider): void {
    this.cached.delete(`${agencyId}\u0000${provider}`);
  }

  /** The AMB adapter of a stored account, time-limited, its calls not counted in the health record. */
  ambOf(row: ProviderSettingsRow): GameProvider {
    const { baseUrl, agent, productId, apiKeyCiphertext, apiKeyId } = row;
    if (
      baseUrl === null ||
      agent === null ||
      productId === null ||
      apiKeyCiphertext === null ||
      apiKeyId === null
    ) {
      throw new Error(`the ${row.provider} account of agency ${row.agencyId} is incomplete`);
    }
    const apiKey = this.options.secrets.open(
      { ciphertext: apiKeyCiphertext, keyId: apiKeyId },
      providerSecretContext(row.agencyId, row.provider),
    );
    const options: AmbOptions = {
      provider: row.provider as Provider,
      baseUrl,
      agent,
      apiKey,
      productId,
      ...(row.lobbyCode === null ? {} : { lobbyCode: row.lobbyCode }),
      reconcile: row.reconcile,
      timeoutMs: this.options.timeoutMs,
    };
    const adapter = this.options.amb?.(options) ?? new AmbSuperApiProvider(options);
    return timeLimitedGameProvider(adapter, this.options.timeoutMs, this.options.observe);
  }

  private async load(agencyId: string, provider: Provider): Promise<GameProvider> {
    const row = await findProviderSettings(this.options.db, agencyId, provider);
    if (row === undefined || row.kind !== "amb") return this.unconfigured[provider];
    return this.health.wrap(agencyId, this.ambOf(row));
  }
}
