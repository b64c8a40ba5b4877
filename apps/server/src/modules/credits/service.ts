import {
  DEFAULT_CURRENCY,
  type PlayerCredits,
  type Provider,
  type ProviderCredit,
  providers,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { FastifyBaseLogger } from "fastify";
import { withTimeout } from "../../adapters/timeouts.ts";
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

/**
 * How long a player's rendered screen that shows the credit (the home, the deposit screen) waits for
 * it before the page is sent without it. The page's first byte waits as long, so it must stay well
 * under what the browser takes to get the credit itself (the app's scripts loaded and run, then the
 * call), and it is the most a slow provider can add to the page: past it the screen comes with the
 * credit's placeholder, and the browser asks for the credit as it did before. The providers are
 * asked side by side; when they are well, a balance read is far quicker than this.
 */
export const PAGE_CREDIT_BUDGET_MS = 250;

class CreditTooSlow extends Error {
  constructor(ms: number) {
    super(`the providers did not all answer within ${ms} ms`);
    this.name = "CreditTooSlow";
  }
}

/**
 * The player's credits (as playerCredits) for a page that can do without them: undefined when a
 * provider fails or they all take longer than `budgetMs`. A slow call is not awaited, and ends at
 * its provider's own timeout.
 */
export function creditsWithin(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  budgetMs: number,
): Promise<PlayerCredits | undefined> {
  return within(playerCredits(context, agency, player), budgetMs, context.log);
}

/** One provider's credit (as providerCredit) for a page that can do without it, as creditsWithin. */
export function providerCreditWithin(
  context: AppContext,
  agency: AgencyRow,
  player: SessionPlayer,
  provider: Provider,
  budgetMs: number,
): Promise<ProviderCredit | undefined> {
  return within(providerCredit(context, agency, player, provider), budgetMs, context.log);
}

async function within<Credit>(
  read: Promise<Credit>,
  budgetMs: number,
  log: FastifyBaseLogger,
): Promise<Credit | undefined> {
  try {
    return await withTimeout(read, budgetMs, () => new CreditTooSlow(budgetMs));
  } catch (error) {
    if (error instanceof CreditTooSlow) log.info({ budgetMs }, "credit left out of the page: too slow");
    else log.warn({ err: error }, "credit left out of the page: a provider failed");
    return undefined;
  }
}
