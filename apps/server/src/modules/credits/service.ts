import {
  DEFAULT_CURRENCY,
  type PlayerCredits,
  type Provider,
  type ProviderCredit,
  providers,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { AgencyRow } from "../../db/schema/agency.ts";
import type { AppContext } from "../context.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { liveCredit } from "../wallets/service.ts";

/** The provider holds the playable credit, so this is its live balance, never cached. */
export async function providerCredit(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  provider: Provider,
): Promise<ProviderCredit> {
  const amount = await liveCredit(context, agency, player, provider);
  return { provider, credit: { amount: new Decimal(amount).toFixed(2), currency: DEFAULT_CURRENCY } };
}

export async function playerCredits(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
): Promise<PlayerCredits> {
  const credits = await Promise.all(
    providers.map((provider) => providerCredit(context, agency, player, provider)),
  );
  const total = credits.reduce((sum, entry) => sum.plus(entry.credit.amount), new Decimal(0));
  return { credits, total: { amount: total.toFixed(2), currency: DEFAULT_CURRENCY } };
}
