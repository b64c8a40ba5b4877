import type { ExchangeRate, PlayerCredits } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { bankAccountKeys } from "@/features/bank-accounts/api/bank-account-keys";
import type { BankScreenData } from "@/features/bank-accounts/api/screen-data";
import { bankKeys } from "@/features/banks/api/bank-keys";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { providerCreditQueryOptions } from "@/features/credits/api/get-provider-credit";
import { depositKeys } from "@/features/deposits/api/deposit-keys";
import { depositLimitKeys } from "@/features/deposits/api/deposit-limit-keys";
import { depositsQueryOptions } from "@/features/deposits/api/get-deposits";
import type { DepositScreenData } from "@/features/deposits/api/screen-data";
import { depositOrderOf } from "@/features/deposits/test-data";
import { alphabetGamesQueryOptions } from "@/features/games/api/get-alphabet-games";
import { gamesQueryOptions } from "@/features/games/api/get-games";
import { alphabetGames, creditAt, gclubTables } from "@/features/games/test-data";
import { paymentMethodKeys } from "@/features/payment-methods/api/payment-method-keys";
import { usagesQueryOptions } from "@/features/promotions/api/get-usages";
import { promotionKeys } from "@/features/promotions/api/promotion-keys";
import { usageOf, welcomePromotion } from "@/features/promotions/test-data";
import { rateKeys } from "@/features/rates/api/rate-keys";
import { withdrawalsQueryOptions } from "@/features/withdrawals/api/get-withdrawals";
import type { WithdrawScreenData } from "@/features/withdrawals/api/screen-data";
import { withdrawalKeys } from "@/features/withdrawals/api/withdrawal-keys";
import { withdrawalLimitKeys } from "@/features/withdrawals/api/withdrawal-limit-keys";
import { withdrawalOrderOf } from "@/features/withdrawals/test-data";
import { FIRST_PAGE } from "@/lib/page-key";
import { createQueryClient } from "@/lib/query-client";
import { type PagePlayer, pageHoldsScreen, pagePlayer, playerKeys, seedPlayer } from "./player-keys";

const player = { id: "p1", username: "somchai", displayName: "Somchai P." };
const who: PagePlayer = {
  info: { player, credential: { username: "somchai", providers: [] }, bankAccounts: [] },
  me: { player },
};
const credits: PlayerCredits = {
  credits: [{ provider: "gclub", credit: { amount: "0.00", currency: "THB" } }],
  total: { amount: "0.00", currency: "THB" },
};
const rates: ExchangeRate[] = [{ currency: "LAK", buy: "640", sell: "660" }];

describe("seedPlayer", () => {
  it("seeds the credit and the rates the home was drawn with, when the page holds them", () => {
    const queryClient = createQueryClient();
    seedPlayer(queryClient, { ...who, credits, rates });
    expect(queryClient.getQueryData(playerKeys.info)).toEqual(who.info);
    expect(queryClient.getQueryData(playerKeys.me)).toEqual(who.me);
    expect(queryClient.getQueryData(creditKeys.all)).toEqual(credits);
    expect(queryClient.getQueryData(rateKeys.all)).toEqual(rates);
  });

  it("leaves the credit and the rates for the app to ask for when the page holds none", () => {
    const queryClient = createQueryClient();
    seedPlayer(queryClient, who);
    expect(queryClient.getQueryData(playerKeys.me)).toEqual(who.me);
    expect(queryClient.getQueryState(creditKeys.all)).toBeUndefined();
    expect(queryClient.getQueryState(rateKeys.all)).toBeUndefined();

    const visitor = createQueryClient();
    seedPlayer(visitor, null);
    expect(visitor.getQueryData(playerKeys.info)).toBeNull();
    expect(visitor.getQueryState(creditKeys.all)).toBeUndefined();
    expect(visitor.getQueryState(rateKeys.all)).toBeUndefined();
  });
});

describe("the deposit screen's data in the page", () => {
  const deposit = {
    bankAccounts: [],
    paymentMethods: [
      { isEnabled: true, code: "BCEL", mid: "BCEL01", displayName: "BCEL One", currency: "LAK" },
    ],
    openDeposits: [depositOrderOf()],
    currentUsage: null,
    banks: [{ code: "BCEL", name: "BCEL One", logoUrl: "/banks/bcel.svg" }],
    depositLimits: [{ currency: "LAK", min: "20000", max: "3000000" }],
  } satisfies DepositScreenData;

  it("seeds every query the screen's route loads", () => {
    const queryClient = createQueryClient();
    seedPlayer(queryClient, { ...who, deposit });
    expect(queryClient.getQueryData(bankAccountKeys.all)).toEqual(deposit.bankAccounts);
    expect(queryClient.getQueryData(paymentMethodKeys.all)).toEqual(deposit.paymentMethods);
    expect(queryClient.getQueryData(depositKeys.open())).toEqual(deposit.openDeposits);
    expect(queryClient.getQueryData(promotionKeys.current())).toBeNull();
    expect(queryClient.getQueryData(bankKeys.all)).toEqual(deposit.banks);
    expect(queryClient.getQueryData(depositLimitKeys.all)).toEqual(deposit.depositLimits);
  });

  it("is taken whole or not at all", () => {
    expect(pagePlayer({ ...who, deposit })).toEqual({ ...who, deposit });
    expect(pagePlayer({ ...who, deposit: { ...deposit, banks: undefined } })).toEqual(who);
    expect(pagePlayer({ ...who, deposit: { ...deposit, currentUsage: undefined } })).toEqual(who);
    expect(pagePlayer({ ...who, deposit: { ...deposit, openDeposits: {} } })).toEqual(who);
    expect(pagePlayer({ ...who, deposit: "none" })).toEqual(who);
  });
});

describe("the withdraw screen's data in the page", () => {
  const withdraw = {
    bankAccounts: [],
    openWithdrawals: [withdrawalOrderOf()],
    currentUsage: null,
    withdrawalLimits: { min: "100.00", max: "50000.00" },
    banks: [{ code: "BCEL", name: "BCEL One", logoUrl: "/banks/bcel.svg" }],
  } satisfies WithdrawScreenData;

  it("seeds every query the screen's route loads", () => {
    const queryClient = createQueryClient();
    seedPlayer(queryClient, { ...who, withdraw });
    expect(queryClient.getQueryData(bankAccountKeys.all)).toEqual(withdraw.bankAccounts);
    expect(queryClient.getQueryData(withdrawalKeys.open())).toEqual(withdraw.openWithdrawals);
    expect(queryClient.getQueryData(promotionKeys.current())).toBeNull();
    expect(queryClient.getQueryData(withdrawalLimitKeys.all)).toEqual(withdraw.withdrawalLimits);
    expect(queryClient.getQueryData(bankKeys.all)).toEqual(withdraw.banks);
  });

  it("is taken whole or not at all", () => {
    expect(pagePlayer({ ...who, withdraw })).toEqual({ ...who, withdraw });
    expect(pagePlayer({ ...who, withdraw: { ...withdraw, banks: undefined } })).toEqual(who);
    expect(pagePlayer({ ...who, withdraw: { ...withdraw, currentUsage: undefined } })).toEqual(who);
    expect(pagePlayer({ ...who, withdraw: { ...withdraw, openWithdrawals: {} } })).toEqual(who);
    expect(pagePlayer({ ...who, withdraw: { ...withdraw, withdrawalLimits: { min: 100 } } })).toEqual(who);
    expect(pagePlayer({ ...who, withdraw: "none" })).toEqual(who);
  });
});

describe("the promotions screen's data in the page", () => {
  const promotion = { promotions: [welcomePromotion], currentUsage: usageOf() };

  it("seeds the list and the promotion in use", () => {
    const queryClient = createQueryClient();
    seedPlayer(queryClient, { ...who, promotion });
    expect(queryClient.getQueryData(promotionKeys.list())).toEqual(promotion.promotions);
    expect(queryClient.getQueryData(promotionKeys.current())).toEqual(promotion.currentUsage);
  });

  it("is taken whole or not at all", () => {
    expect(pagePlayer({ ...who, promotion })).toEqual({ ...who, promotion });
    expect(pagePlayer({ ...who, promotion: { ...promotion, currentUsage: null } })).toEqual({
      ...who,
      promotion: { ...promotion, currentUsage: null },
    });
    expect(pagePlayer({ ...who, promotion: { ...promotion, currentUsage: undefined } })).toEqual(who);
    expect(pagePlayer({ ...who, promotion: { ...promotion, promotions: {} } })).toEqual(who);
    expect(pagePlayer({ ...who, promotion: null })).toEqual(who);
  });
});

describe("the bank account screen's data in the page", () => {
  const bank = {
    bankAccounts: [
      {
        id: "a1",
        bankCode: "BCEL",
        bankName: "BCEL One",
        accountNumber: "0101000123456",
        accountName: "SOMCHAI P",
        currency: "LAK",
        createdAt: "2026-01-01T09:00:00Z",
      },
    ],
    banks: [{ code: "BCEL", name: "BCEL One", logoUrl: "/banks/bcel.svg" }],
  } satisfies BankScreenData;

  it("seeds the account and the banks", () => {
    const queryClient = createQueryClient();
    seedPlayer(queryClient, { ...who, bank });
    expect(queryClient.getQueryData(bankAccountKeys.all)).toEqual(bank.bankAccounts);
    expect(queryClient.getQueryData(bankKeys.all)).toEqual(bank.banks);
  });

  it("is taken whole or not at all", () => {
    expect(pagePlayer({ ...who, bank })).toEqual({ ...who, bank });
    expect(pagePlayer({ ...who, bank: { ...bank, bankAccounts: [] } })).toEqual({
      ...who,
      bank: { ...bank, bankAccounts: [] },
    });
    expect(pagePlayer({ ...who, bank: { ...bank, banks: undefined } })).toEqual(who);
    expect(pagePlayer({ ...who, bank: { ...bank, bankAccounts: null } })).toEqual(who);
    expect(pagePlayer({ ...who, bank: [] })).toEqual(who);
  });
});

describe("a history's first page in the page", () => {
  const firstPage = { items: [depositOrderOf()], page: 1, pageSize: 10, total: 1 };

  it("seeds the first page of the history it belongs to", () => {
    const queryClient = createQueryClient();
    const usages = { ...firstPage, items: [usageOf()] };
    seedPlayer(queryClient, { ...who, depositHistory: firstPage, promotionHistory: usages });
    expect(queryClient.getQueryData(depositsQueryOptions(FIRST_PAGE).queryKey)).toEqual(firstPage);
    expect(queryClient.getQueryData(usagesQueryOptions(FIRST_PAGE).queryKey)).toEqual(usages);
    expect(queryClient.getQueryData(withdrawalsQueryOptions(FIRST_PAGE).queryKey)).toBeUndefined();
  });

  it("is taken only as a first page of the default size", () => {
    expect(pagePlayer({ ...who, withdrawHistory: firstPage })).toEqual({
      ...who,
      withdrawHistory: firstPage,
    });
    expect(pagePlayer({ ...who, depositHistory: { ...firstPage, page: 2 } })).toEqual(who);
    expect(pagePlayer({ ...who, depositHistory: { ...firstPage, pageSize: 50 } })).toEqual(who);
    expect(pagePlayer({ ...who, depositHistory: { ...firstPage, total: "1" } })).toEqual(who);
    expect(pagePlayer({ ...who, depositHistory: { ...firstPage, items: {} } })).toEqual(who);
    expect(pagePlayer({ ...who, depositHistory: null })).toEqual(who);
  });

  it("is what a history screen needs in the page to be drawn by the server, its own history's page", () => {
    expect(pageHoldsScreen("/player/deposit/history", { ...who, depositHistory: firstPage })).toBe(true);
    expect(pageHoldsScreen("/player/deposit/history", who)).toBe(false);
    expect(pageHoldsScreen("/player/withdraw/history", { ...who, depositHistory: firstPage })).toBe(false);
    expect(pageHoldsScreen("/player/promotion/history", undefined)).toBe(false);
    // A screen whose route waits for its data needs nothing more here.
    expect(pageHoldsScreen("/player/deposit", who)).toBe(true);
  });
});

describe("a game screen's data in the page", () => {
  const gclub = { provider: "gclub" as const, games: gclubTables, credit: creditAt("gclub", "150.00") };

  it("seeds the provider's games where its screen lists them, and its credit", () => {
    const queryClient = createQueryClient();
    seedPlayer(queryClient, { ...who, game: gclub });
    expect(queryClient.getQueryData(gamesQueryOptions({ provider: "gclub" }).queryKey)).toEqual(gclubTables);
    expect(queryClient.getQueryData(providerCreditQueryOptions("gclub").queryKey)).toEqual(gclub.credit);
    // alphabet's screen reads its own call.
    const alphabet = {
      provider: "alphabet" as const,
      games: alphabetGames,
      credit: creditAt("alphabet", "0.00"),
    };
    seedPlayer(queryClient, { ...who, game: alphabet });
    expect(queryClient.getQueryData(alphabetGamesQueryOptions().queryKey)).toEqual(alphabetGames);
  });

  it("is taken whole, with a credit at its own provider, or not at all", () => {
    expect(pagePlayer({ ...who, game: gclub })).toEqual({ ...who, game: gclub });
    expect(pagePlayer({ ...who, game: { ...gclub, provider: "nowhere" } })).toEqual(who);
    expect(pagePlayer({ ...who, game: { ...gclub, credit: creditAt("alphabet", "1.00") } })).toEqual(who);
    expect(pagePlayer({ ...who, game: { ...gclub, games: undefined } })).toEqual(who);
    expect(pagePlayer({ ...who, game: { ...gclub, credit: { provider: "gclub" } } })).toEqual(who);
  });

  it("is what a game screen needs in the page to be drawn by the server, for its own provider", () => {
    expect(pageHoldsScreen("/player/game/gclub", { ...who, game: gclub })).toBe(true);
    expect(pageHoldsScreen("/player/game/gclub_live", { ...who, game: gclub })).toBe(false);
    expect(pageHoldsScreen("/player/game/gclub", who)).toBe(false);
  });
});

describe("the agency's banks in the page", () => {
  const banks = [{ code: "BCEL", name: "BCEL One", logoUrl: "/banks/bcel.svg" }];

  it("seeds the banks every screen's footer lists", () => {
    const queryClient = createQueryClient();
    seedPlayer(queryClient, { ...who, banks });
    expect(queryClient.getQueryData(bankKeys.all)).toEqual(banks);
  });

  it("takes them only as a list", () => {
    expect(pagePlayer({ ...who, banks })).toEqual({ ...who, banks });
    expect(pagePlayer({ ...who, banks: { BCEL: banks[0] } })).toEqual(who);
  });
});

describe("pagePlayer", () => {
  it("takes a block with or without the credit and the rates", () => {
    expect(pagePlayer(who)).toEqual(who);
    expect(pagePlayer({ ...who, credits, rates })).toEqual({ ...who, credits, rates });
    expect(pagePlayer({ ...who, credits })).toEqual({ ...who, credits });
  });

  it("drops a credit or rates not of their shape, and a block without a player", () => {
    expect(pagePlayer({ ...who, credits: { total: "0" }, rates: {} })).toEqual(who);
    expect(pagePlayer({ info: who.info })).toBeNull();
    expect(pagePlayer(undefined)).toBeNull();
  });
});
