import {
  DEFAULT_CURRENCY,
  type PlayerCredits,
  type Provider,
  type ProviderCredit,
  providers,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { FastifyBaseLogger } from "fastify";
import type { GameProviders } from "../../adapters/game-provider/types.ts";
import { withTimeout } from "../../adapters/timeouts.ts";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../agency/service.ts";
import type { SessionPlayer } from "../players/service.ts";
import { liveCredit } from "../wallets/service.ts";

export interface CreditsContext {
  db: Db;
  gameProviders: GameProviders;
}

/** The provider holds the playable credit, so this is its live balance, never cached. */
export async function providerCredit(
  context: CreditsContext,
  agency: AgencyRow,
  player: SessionPlayer,
  provider: Provider,
): Promise<ProviderCredit> {
  const amount = await liveCredit(context, agency, player, provider);
  return { provider, credit: { amount: new Decimal(amount).toFixed(2), currency: DEFAULT_CURRENCY } };
}

export async function playerCredits(
  context: CreditsContext,
  agency: AgencyRow,
  player: SessionPlayer,
): Promise<PlayerCredits> {
  const credits = await Promise.all(
    providers.map((provider) => providerCredit(context, agency, player, provider)),
  );
  const total = credits.reduce((sum, entry) => sum.plus(entry.credit.amount), new Decimal(0));
  return { credits, total: { amount: total.toFixed(2), currency: DEFAULT_CURRENCY } };
}
