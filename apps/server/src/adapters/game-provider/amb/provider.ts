import type { Provider } from "@kham/contract";
import {
  type FoundTransfer,
  type GameProvider,
  GameProviderError,
  type LaunchRequest,
  type ProviderGame,
  type ReconcileMode,
  type TransferRequest,
  type TransferResult,
} from "../types.ts";

export interface AmbOptions {
  provider: Provider;
  /** e.g. https://test.ambsuperapi.com; no trailing slash needed. */
  baseUrl: string;
  agent: string;
  apiKey: string;
  /** AMB's product id for this Kham provider (ASKMEBET, GCLUB, or as the agency names it). */
  productId: string;
  /** The game code a lobby launch (no game chosen) opens; AMB requires a game code. */
  lobbyCode?: string;
  reconcile: ReconcileMode;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/** Members and transfers are kept per AMB agent account. */
export function ambWallet(baseUrl: string, agent: string): string {
  return `amb:${agent}@${new URL(baseUrl).host}`;
}

/** AMB SuperAPI's transfer wallet (docs/adapters.md): one class, one product id per Kham provider. */
export class AmbSuperApiProvider implements GameProvider {
  readonly provider: Provider;
  readonly wallet: string;
  readonly reconcile: ReconcileMode;
  readonly gamesAvailable = true;

  constructor(options: AmbOptions) {
    this.provider = options.provider;
    this.wallet = ambWallet(options.baseUrl, options.agent);
    this.reconcile = options.reconcile;
  }

  async createMember(_memberUsername: string): Promise<string> {
    throw new GameProviderError("NOT_AVAILABLE", "not built yet");
  }

  async getBalance(_memberUsername: string): Promise<string> {
    throw new GameProviderError("NOT_AVAILABLE", "not built yet");
  }

  async transferIn(_transfer: TransferRequest): Promise<TransferResult> {
    throw new GameProviderError("NOT_AVAILABLE", "not built yet");
  }

  async transferOut(_transfer: TransferRequest): Promise<TransferResult> {
    throw new GameProviderError("NOT_AVAILABLE", "not built yet");
  }

  async findTransfer(_reference: string): Promise<FoundTransfer | undefined> {
    throw new GameProviderError("NOT_AVAILABLE", "not built yet");
  }

  async listGames(): Promise<ProviderGame[]> {
    throw new GameProviderError("NOT_AVAILABLE", "not built yet");
  }

  async launchGame(_input: LaunchRequest): Promise<{ url: string }> {
    throw new GameProviderError("NOT_AVAILABLE", "not built yet");
  }
}
