import {
  bankAccountSchema,
  bankSchema,
  depositLimitSchema,
  depositOrderSchema,
  exchangeRateSchema,
  paymentMethodSchema,
  playerAnswerSchema,
  playerCreditsSchema,
  playerInfoSchema,
  promotionUsageSchema,
  SCREENS_WITH_CREDIT,
} from "@kham/contract";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AgencyRow } from "../agency/service.ts";
import { listDepositLimits } from "../amount-limits/service.ts";
import { listBankAccounts } from "../bank-accounts/service.ts";
import { listAgencyBanks } from "../banks/service.ts";
import { creditsWithin } from "../credits/service.ts";
import { listOpenDeposits, toDepositOrder } from "../deposits/service.ts";
import { listPaymentMethods, toPaymentMethod } from "../payment-methods/service.ts";
import { playerInfo, type SessionPlayer, toPlayer } from "../players/service.ts";
import { currentUsage, promotionsContext } from "../promotions/service.ts";
import { listExchangeRates } from "../rates/service.ts";

/*
 * What a player's screen rendered on the server is drawn from (see docs/architecture.md, "Pages"):
 * the answers of the calls the screen makes on arrival, read as those calls read them and parsed
 * with their routes' schemas, so what the page holds is what the browser's call would get. The
 * browser seeds its cache with them and hydrates; nothing here is kept anywhere.
 */

/** The deposit screen's first calls: the form (or the open order) cannot show without them. */
export interface DepositScreenData {
  bankAccounts: unknown;
  paymentMethods: unknown;
  openDeposits: unknown;
  currentUsage: unknown;
  banks: unknown;
  depositLimits: unknown;
}

export interface PlayerPageData {
  info: unknown;
  me: unknown;
  /** The credit at every provider, when the providers answer within the budget. */
  credits?: unknown;
  rates?: unknown;
  /** On /player/deposit only. */
  deposit?: DepositScreenData;
}

export async function playerPageData(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  agency: AgencyRow,
  player: SessionPlayer,
  screenPath: string,
  creditBudgetMs: number,
): Promise<PlayerPageData> {
  // The credit and the rates it is shown with.
  const withCredit = SCREENS_WITH_CREDIT.includes(screenPath);
  const [info, credits, rates, deposit] = await Promise.all([
    playerInfo(app.db, player),
    // When the providers answer in time; else the browser asks for it.
    withCredit
      ? creditsWithin({ db: app.db, gameProviders: app.gameProviders, log }, agency, player, creditBudgetMs)
      : undefined,
    withCredit
      ? listExchangeRates(app.db, agency.id).catch((error: unknown) => {
          log.warn({ err: error }, "exchange rates left out of the page");
          return undefined;
        })
      : undefined,
    screenPath === "/player/deposit" ? depositScreenData(app, log, agency, player) : undefined,
  ]);
  return {
    info: playerInfoSchema.parse(info),
    me: playerAnswerSchema.parse({ player: toPlayer(player) }),
    ...(credits === undefined ? {} : { credits: playerCreditsSchema.parse(credits) }),
    ...(rates === undefined ? {} : { rates: exchangeRateSchema.array().parse(rates) }),
    ...(deposit === undefined ? {} : { deposit }),
  };
}

/**
 * All of the deposit screen's data, or none: without one of them the screen would render a
 * skeleton the browser then replaces, so the browser renders it all instead.
 */
async function depositScreenData(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  agency: AgencyRow,
  player: SessionPlayer,
): Promise<DepositScreenData | undefined> {
  try {
    const [bankAccounts, paymentMethods, openDeposits, usage, banks, depositLimits] = await Promise.all([
      listBankAccounts(app.db, player.id),
      listPaymentMethods(app.db, agency.id),
      listOpenDeposits(app.db, player.id),
      currentUsage(promotionsContext(app, log), player),
      listAgencyBanks(app.db, agency.id),
      listDepositLimits(app.db, agency.id),
    ]);
    return {
      bankAccounts: bankAccountSchema.array().parse(bankAccounts),
      paymentMethods: paymentMethodSchema.array().parse(paymentMethods.map(toPaymentMethod)),
      openDeposits: depositOrderSchema.array().parse(openDeposits.map(toDepositOrder)),
      currentUsage: promotionUsageSchema.nullable().parse(usage),
      banks: bankSchema.array().parse(banks),
      depositLimits: depositLimitSchema.array().parse(depositLimits),
    };
  } catch (error) {
    log.warn({ err: error }, "deposit screen left to the browser: its data could not be read");
    return undefined;
  }
}
