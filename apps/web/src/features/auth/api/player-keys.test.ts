import type { ExchangeRate, PlayerCredits } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { rateKeys } from "@/features/rates/api/rate-keys";
import { createQueryClient } from "@/lib/query-client";
import { type PagePlayer, pagePlayer, playerKeys, seedPlayer } from "./player-keys";

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
