import type {
  Bank,
  DepositOrder,
  ExchangeRate,
  Page,
  Player,
  PlayerCredits,
  PlayerInfo,
  PromotionUsage,
  WithdrawalOrder,
} from "@kham/contract";
import type { QueryClient } from "@tanstack/react-query";
import {
  type BankScreenData,
  bankScreenData,
  seedBankScreen,
} from "@/features/bank-accounts/api/screen-data";
import { bankKeys } from "@/features/banks/api/bank-keys";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { depositKeys } from "@/features/deposits/api/deposit-keys";
import {
  type DepositScreenData,
  depositScreenData,
  seedDepositScreen,
} from "@/features/deposits/api/screen-data";
import { type GameScreenData, gameScreenData, seedGameScreen } from "@/features/games/api/screen-data";
import { promotionKeys } from "@/features/promotions/api/promotion-keys";
import {
  type PromotionScreenData,
  promotionScreenData,
  seedPromotionScreen,
} from "@/features/promotions/api/screen-data";
import { rateKeys } from "@/features/rates/api/rate-keys";
import {
  seedWithdrawScreen,
  type WithdrawScreenData,
  withdrawScreenData,
} from "@/features/withdrawals/api/screen-data";
import { withdrawalKeys } from "@/features/withdrawals/api/withdrawal-keys";
import { FIRST_PAGE, firstPageOf, pageKey } from "@/lib/page-key";

/** Every cached query about the logged-in player sits under ["player"], so logout drops them all at once. */
export const playerKeys = {
  all: ["player"] as const,
  info: ["player", "info"] as const,
  me: ["player", "me"] as const,
};

/**
 * The player a page was rendered for: what players/info and players/me answered the server, what
 * players/credits and exchange-rates answered when they came in time to be drawn into the home or
 * another screen that shows them, and that screen's own first calls.
 */
export interface PagePlayer {
  info: PlayerInfo;
  me: { player: Player };
  credits?: PlayerCredits;
  rates?: ExchangeRate[];
  /** The agency's banks, which every screen's footer lists, when the screen's own data does not hold them. */
  banks?: Bank[];
  deposit?: DepositScreenData;
  withdraw?: WithdrawScreenData;
  promotion?: PromotionScreenData;
  bank?: BankScreenData;
  game?: GameScreenData;
  /** A history screen's first page (FIRST_PAGE), on that screen. */
  depositHistory?: Page<DepositOrder>;
  withdrawHistory?: Page<WithdrawalOrder>;
  promotionHistory?: Page<PromotionUsage>;
}

/** Each history's first page in the page: the screen that shows it, and the list whose first page it is. */
const HISTORIES = {
  depositHistory: { screen: "/player/deposit/history", list: depositKeys.lists() },
  withdrawHistory: { screen: "/player/withdraw/history", list: withdrawalKeys.lists() },
  promotionHistory: { screen: "/player/promotion/history", list: promotionKeys.usageLists() },
} as const;
type HistoryName = keyof typeof HISTORIES;
const historyNames = Object.keys(HISTORIES) as HistoryName[];

/** The history a screen shows (its name in the page), for a history screen. */
function historyOnScreen(path: string): HistoryName | undefined {
  return historyNames.find((name) => HISTORIES[name].screen === path);
}

/**
 * Whether the page holds what the screen at `path` needs to be drawn by the server whole: a
 * history's first page, a game screen's games and credit (their routes do not wait for all of it,
 * and the server would draw grey rows or a spinner where the browser may already have them).
 */
export function pageHoldsScreen(path: string, player: PagePlayer | undefined): boolean {
  const history = historyOnScreen(path);
  if (history !== undefined) return player?.[history] !== undefined;
  if (path.startsWith("/player/game/"))
    return player?.game !== undefined && path === `/player/game/${player.game.provider}`;
  return true;
}

/**
 * Seeds who the page is for, as the server rendered it: a player (their home or another of their
 * rendered screens, with players/info and players/me in the page) or nobody (a visitor's screen).
 * The first render then asks neither. The credit, the rates and the screen's own data it was drawn
 * with are seeded too, so the first render shows what the server's did rather than a skeleton; the
 * credit is still asked for again on arrival (its query is never fresh), since the provider's
 * balance may have moved since, and the money data again once the live stream opens.
 */
export function seedPlayer(queryClient: QueryClient, player: PagePlayer | null): void {
  queryClient.setQueryData(playerKeys.info, player?.info ?? null);
  if (player === null) return;
  queryClient.setQueryData(playerKeys.me, player.me);
  if (player.credits !== undefined) queryClient.setQueryData(creditKeys.all, player.credits);
  if (player.rates !== undefined) queryClient.setQueryData(rateKeys.all, player.rates);
  if (player.banks !== undefined) queryClient.setQueryData(bankKeys.all, player.banks);
  if (player.deposit !== undefined) seedDepositScreen(queryClient, player.deposit);
  if (player.withdraw !== undefined) seedWithdrawScreen(queryClient, player.withdraw);
  if (player.promotion !== undefined) seedPromotionScreen(queryClient, player.promotion);
  if (player.bank !== undefined) seedBankScreen(queryClient, player.bank);
  if (player.game !== undefined) seedGameScreen(queryClient, player.game);
  for (const name of historyNames) {
    const page = player[name];
    if (page !== undefined) queryClient.setQueryData(pageKey(HISTORIES[name].list, FIRST_PAGE), page);
  }
}

/**
 * The player block the server wrote into the page, when it holds one of the right shape. The credit,
 * the rates and the screens' own data are optional (the server leaves the credit out when the
 * providers are slow): one that is missing or not of its shape is left for the app to ask for.
 */
export function pagePlayer(block: unknown): PagePlayer | null {
  const value = block as Partial<PagePlayer> | undefined;
  if (!value?.info?.player || !value.me?.player) return null;
  const { info, me, credits, rates, banks } = value;
  const deposit = depositScreenData(value.deposit);
  const withdraw = withdrawScreenData(value.withdraw);
  const promotion = promotionScreenData(value.promotion);
  const bank = bankScreenData(value.bank);
  const game = gameScreenData(value.game);
  const histories = historyNames.flatMap((name) => {
    const page = firstPageOf(value[name]);
    return page === undefined ? [] : [[name, page] as const];
  });
  return {
    info,
    me,
    ...(Array.isArray(credits?.credits) && credits.total ? { credits } : {}),
    ...(Array.isArray(rates) ? { rates } : {}),
    ...(Array.isArray(banks) ? { banks } : {}),
    ...(deposit === undefined ? {} : { deposit }),
    ...(withdraw === undefined ? {} : { withdraw }),
    ...(promotion === undefined ? {} : { promotion }),
    ...(bank === undefined ? {} : { bank }),
    ...(game === undefined ? {} : { game }),
    ...Object.fromEntries(histories),
  };
}
