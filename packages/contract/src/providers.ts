export const providers = ["alphabet", "askmebet", "gclub", "gclub_live"] as const;
export type Provider = (typeof providers)[number];

export const DEFAULT_CURRENCY = "THB";

/** Credit is a THB decimal string with two places, e.g. "150.00". */
export interface Credit {
  amount: string;
  currency: string;
}

export interface ProviderCredit {
  provider: Provider;
  credit: Credit;
}

export interface PlayerCredits {
  credits: ProviderCredit[];
  total: Credit;
}

export const gameCategories = ["slot", "sport", "casino", "fish", "card", "chicken"] as const;
export type GameCategory = (typeof gameCategories)[number];
