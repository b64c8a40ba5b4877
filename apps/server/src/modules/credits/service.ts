import {
  DEFAULT_CURRENCY,
  type PlayerCredits,
  type Provider,
  type ProviderCredit,
  providers,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { GameProviders } from "../../adapters/game-provider/types.ts";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../agency/repository.ts";
import { listProviderMembers, type PlayerRow } from "../players/repository.ts";
import { ensureProviderMember } from "../players/service.ts";

export interface CreditsContext {
  db: Db;
  gameProviders: GameProviders;
}

/** Design §6: the provider holds the playable credit, so this is its live balance, never cached. */
export async function providerCredit(
  context: CreditsContext,
  agency: AgencyRow,
  player: PlayerRow,
  provider: Provider,
): Promise<ProviderCredit> {
  const members = await listProviderMembers(context.db, player.id);
  const member =
    members.find((candidate) => candidate.provider === provider)?.memberUsername ??
    // Registration creates the members after its commit; one that failed then is created now.
    (await ensureProviderMember(context, agency, player, provider));
  const amount = await context.gameProviders[provider].getBalance(member);
  return { provider, credit: { amount: new Decimal(amount).toFixed(2), currency: DEFAULT_CURRENCY } };
}

export async function playerCredits(
  context: CreditsContext,
  agency: AgencyRow,
  player: PlayerRow,
): Promise<PlayerCredits> {
  const credits = await Promise.all(
    providers.map((provider) => providerCredit(context, agency, player, provider)),
  );
  const total = credits.reduce((sum, entry) => sum.plus(entry.credit.amount), new Decimal(0));
  return { credits, total: { amount: total.toFixed(2), currency: DEFAULT_CURRENCY } };
}
