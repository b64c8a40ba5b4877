import {
  bankAccountSchema,
  bankSchema,
  depositLimitSchema,
  depositOrderSchema,
  exchangeRateSchema,
  gameSchema,
  PAGE_SIZE_DEFAULT,
  pageSchema,
  paymentMethodSchema,
  playerAnswerSchema,
  playerCreditsSchema,
  playerInfoSchema,
  promotionSchema,
  promotionUsageSchema,
  providerCreditSchema,
  providers,
  SCREENS_WITH_CREDIT,
  withdrawalLimitsSchema,
  withdrawalOrderSchema,
} from "@kham/contract";
import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { listDepositLimits, withdrawalLimits } from "../amount-limits/service.ts";
import { listBankAccounts } from "../bank-accounts/service.ts";
import { listAgencyBanks } from "../banks/service.ts";
import { appContext } from "../context.ts";
import { creditsWithin, providerCreditWithin } from "../credits/service.ts";
import { depositHistory, openDepositOrders } from "../deposits/service.ts";
import { type GameCatalogue, PAGE_CATALOGUE_BUDGET_MS, providerGamesWithin } from "../games/service.ts";
import { listPaymentMethods, toPaymentMethod } from "../payment-methods/service.ts";
import type { SessionPlayer } from "../players/repository.ts";
import { playerInfo, toPlayer } from "../players/service.ts";
import { currentUsage, livePromotions, usageHistory } from "../promotions/service.ts";
import { listExchangeRates } from "../rates/service.ts";
import { openWithdrawalOrders, withdrawalHistory } from "../withdrawals/service.ts";

/*
 * What a player's screen rendered on the server is drawn from (see docs/architecture.md, "1. Shape", on the screens that come rendered):
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

/** The withdraw screen's first calls, besides the credit and the rates it shares with the others. */
export interface WithdrawScreenData {
  bankAccounts: unknown;
  openWithdrawals: unknown;
  currentUsage: unknown;
  withdrawalLimits: unknown;
  /** The banks' logos: the account paid to is shown with its bank's. */
  banks: unknown;
}

/** The promotions screen's first calls: what the agency offers, and the one the player has in use. */
export interface PromotionScreenData {
  promotions: unknown;
  currentUsage: unknown;
}

/** The bank account screen's first calls: the player's account, or the form to add one, with the banks. */
export interface BankScreenData {
  bankAccounts: unknown;
  /** The form's tiles, and the logo the account is shown with. */
  banks: unknown;
}

/**
 * A history screen's first calls: the first page of its list, as its API call answers it (on
 * /player/deposit/history, /player/withdraw/history and /player/promotion/history respectively).
 */
export interface HistoryScreenData {
  depositHistory?: unknown;
  withdrawHistory?: unknown;
  promotionHistory?: unknown;
}

/**
 * A game screen's first calls: its provider's games (as GET /games answers them) and the player's
 * credit there, when both come within their budgets.
 */
export interface GameScreenData {
  provider: unknown;
  games: unknown;
  credit: unknown;
}

export interface PlayerPageData extends HistoryScreenData {
  info: unknown;
  me: unknown;
  /** The credit at every provider, when the providers answer within the budget. */
  credits?: unknown;
  rates?: unknown;
  /** The agency's banks, listed in every screen's footer (see SCREENS_WITH_OWN_BANKS). */
  banks?: unknown;
  /** On /player/deposit only. */
  deposit?: DepositScreenData;
  /** On /player/withdraw only. */
  withdraw?: WithdrawScreenData;
  /** On /player/promotion only. */
  promotion?: PromotionScreenData;
  /** On /player/bank only. */
  bank?: BankScreenData;
  /** On a provider's game screen (/player/game/…) only. */
  game?: GameScreenData;
}

/** What a player's page is drawn with besides who they are. */
export interface PlayerPageOptions {
  screenPath: string;
  /** How long the page waits for the providers' credit (PAGE_CREDIT_BUDGET_MS). */
  creditBudgetMs: number;
  /** The providers' catalogues, kept in the process, for a game screen. */
  catalogue: GameCatalogue;
}

/** The screens whose own first calls hold the agency's banks (their forms and logos show them). */
const SCREENS_WITH_OWN_BANKS = ["/player/deposit", "/player/withdraw", "/player/bank"];

/** The page a history screen shows on arrival (an address without a query): the first, of the default size. */
const FIRST_PAGE = { page: 1, pageSize: PAGE_SIZE_DEFAULT };

export async function playerPageData(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  agency: AgencyRow,
  player: SessionPlayer,
  { screenPath, creditBudgetMs, catalogue }: PlayerPageOptions,
): Promise<PlayerPageData> {
  // The credit and the rates it is shown with.
  const withCredit = SCREENS_WITH_CREDIT.includes(screenPath);
  const [info, banks, credits, rates, deposit, withdraw, promotion, bank, history, game] = await Promise.all([
    playerInfo(app.db, player),
    // Every screen's footer lists them: in the page, a short screen's footer (in view on a phone)
    // does not grow under the player's eyes once the app has asked for them.
    SCREENS_WITH_OWN_BANKS.includes(screenPath)
      ? undefined
      : listAgencyBanks(app.db, agency.id).catch((error: unknown) => {
          log.warn({ err: error }, "banks left out of the page");
          return undefined;
        }),
    // When the providers answer in time; else the browser asks for it.
    withCredit ? creditsWithin(appContext(app, log), agency, player, creditBudgetMs) : undefined,
    withCredit
      ? listExchangeRates(app.db, agency.id).catch((error: unknown) => {
          log.warn({ err: error }, "exchange rates left out of the page");
          return undefined;
        })
      : undefined,
    screenPath === "/player/deposit" ? depositScreenData(app, log, agency, player) : undefined,
    screenPath === "/player/withdraw" ? withdrawScreenData(app, log, agency, player) : undefined,
    screenPath === "/player/promotion" ? promotionScreenData(app, log, agency, player) : undefined,
    screenPath === "/player/bank" ? bankScreenData(app, log, agency, player) : undefined,
    historyScreenData(app, log, player, screenPath),
    gameScreenData(app, log, agency, player, { screenPath, creditBudgetMs, catalogue }),
  ]);
  return {
    info: playerInfoSchema.parse(info),
    me: playerAnswerSchema.parse({ player: toPlayer(player) }),
    ...(credits === undefined ? {} : { credits: playerCreditsSchema.parse(credits) }),
    ...(rates === undefined ? {} : { rates: exchangeRateSchema.array().parse(rates) }),
    ...(banks === undefined ? {} : { banks: bankSchema.array().parse(banks) }),
    ...(deposit === undefined ? {} : { deposit }),
    ...(withdraw === undefined ? {} : { withdraw }),
    ...(promotion === undefined ? {} : { promotion }),
    ...(bank === undefined ? {} : { bank }),
    ...history,
    ...(game === undefined ? {} : { game }),
  };
}

/**
 * All of a screen's data, or none: without one of them the screen would render a skeleton
 * the browser then replaces, so the browser renders it all instead.
 */
async function allOrNone<Data>(
  log: FastifyBaseLogger,
  screen: string,
  read: () => Promise<Data>,
): Promise<Data | undefined> {
  try {
    return await read();
  } catch (error) {
    log.warn({ err: error }, `${screen} screen left to the browser: its data could not be read`);
    return undefined;
  }
}

function depositScreenData(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  agency: AgencyRow,
  player: SessionPlayer,
): Promise<DepositScreenData | undefined> {
  return allOrNone(log, "deposit", async () => {
    const [bankAccounts, paymentMethods, openDeposits, usage, banks, depositLimits] = await Promise.all([
      listBankAccounts(app.db, player.id),
      listPaymentMethods(app.db, agency.id),
      openDepositOrders(app.db, player.id),
      currentUsage(appContext(app, log), player),
      listAgencyBanks(app.db, agency.id),
      listDepositLimits(app.db, agency.id),
    ]);
    return {
      bankAccounts: bankAccountSchema.array().parse(bankAccounts),
      paymentMethods: paymentMethodSchema.array().parse(paymentMethods.map(toPaymentMethod)),
      openDeposits: depositOrderSchema.array().parse(openDeposits),
      currentUsage: promotionUsageSchema.nullable().parse(usage),
      banks: bankSchema.array().parse(banks),
      depositLimits: depositLimitSchema.array().parse(depositLimits),
    };
  });
}

function withdrawScreenData(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  agency: AgencyRow,
  player: SessionPlayer,
): Promise<WithdrawScreenData | undefined> {
  return allOrNone(log, "withdraw", async () => {
    const [bankAccounts, openWithdrawals, usage, limits, banks] = await Promise.all([
      listBankAccounts(app.db, player.id),
      openWithdrawalOrders(app.db, player.id),
      currentUsage(appContext(app, log), player),
      withdrawalLimits(app.db, agency.id),
      listAgencyBanks(app.db, agency.id),
    ]);
    return {
      bankAccounts: bankAccountSchema.array().parse(bankAccounts),
      openWithdrawals: withdrawalOrderSchema.array().parse(openWithdrawals),
      currentUsage: promotionUsageSchema.nullable().parse(usage),
      withdrawalLimits: withdrawalLimitsSchema.parse(limits),
      banks: bankSchema.array().parse(banks),
    };
  });
}

function promotionScreenData(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  agency: AgencyRow,
  player: SessionPlayer,
): Promise<PromotionScreenData | undefined> {
  return allOrNone(log, "promotions", async () => {
    const context = appContext(app, log);
    const [promotions, usage] = await Promise.all([
      livePromotions(context, agency),
      currentUsage(context, player),
    ]);
    return {
      promotions: promotionSchema.array().parse(promotions),
      currentUsage: promotionUsageSchema.nullable().parse(usage),
    };
  });
}

function bankScreenData(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  agency: AgencyRow,
  player: SessionPlayer,
): Promise<BankScreenData | undefined> {
  return allOrNone(log, "bank account", async () => {
    const [bankAccounts, banks] = await Promise.all([
      listBankAccounts(app.db, player.id),
      listAgencyBanks(app.db, agency.id),
    ]);
    return {
      bankAccounts: bankAccountSchema.array().parse(bankAccounts),
      banks: bankSchema.array().parse(banks),
    };
  });
}

/** The history screen's first page, under its name in the page; undefined on any other screen. */
function historyScreenData(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  player: SessionPlayer,
  screenPath: string,
): Promise<HistoryScreenData | undefined> {
  switch (screenPath) {
    case "/player/deposit/history":
      return allOrNone(log, "deposit history", async () => ({
        depositHistory: pageSchema(depositOrderSchema).parse(
          await depositHistory(app.db, player.id, FIRST_PAGE),
        ),
      }));
    case "/player/withdraw/history":
      return allOrNone(log, "withdraw history", async () => ({
        withdrawHistory: pageSchema(withdrawalOrderSchema).parse(
          await withdrawalHistory(app.db, player.id, FIRST_PAGE),
        ),
      }));
    case "/player/promotion/history":
      return allOrNone(log, "promotion history", async () => ({
        promotionHistory: pageSchema(promotionUsageSchema).parse(
          await usageHistory(appContext(app, log), player, FIRST_PAGE),
        ),
      }));
    default:
      return Promise.resolve(undefined);
  }
}

/**
 * A game screen's games and the player's credit at its provider, both or neither: the screen draws
 * a spinner in place of either, which the browser's first render could already have replaced.
 */
async function gameScreenData(
  app: FastifyInstance,
  log: FastifyBaseLogger,
  agency: AgencyRow,
  player: SessionPlayer,
  { screenPath, creditBudgetMs, catalogue }: PlayerPageOptions,
): Promise<GameScreenData | undefined> {
  const provider = providers.find((candidate) => screenPath === `/player/game/${candidate}`);
  if (provider === undefined) return undefined;
  return allOrNone(log, `${provider} game`, async () => {
    const [games, credit] = await Promise.all([
      providerGamesWithin(catalogue, provider, PAGE_CATALOGUE_BUDGET_MS, log),
      providerCreditWithin(appContext(app, log), agency, player, provider, creditBudgetMs),
    ]);
    if (games === undefined || credit === undefined) return undefined;
    return { provider, games: gameSchema.array().parse(games), credit: providerCreditSchema.parse(credit) };
  });
}
