import type { Provider } from "@kham/contract";
import type {
  GameProvider,
  GameProviderDirectory,
  GameProviders,
} from "../../adapters/game-provider/types.ts";

/** Each agency's adapter per provider; every agency is on the fallback adapters until it sets its own. */
export class AgencyGameProviders implements GameProviderDirectory {
  private readonly fallback: GameProviders;

  constructor(fallback: GameProviders) {
    this.fallback = fallback;
  }

  async forAgency(_agencyId: string, provider: Provider): Promise<GameProvider> {
    return this.fallback[provider];
  }
}
