export const providers = ["alphabet", "askmebet", "gclub", "gclub_live"] as const;
export type Provider = (typeof providers)[number];

export const DEFAULT_CURRENCY = "THB";

export const gameCategories = ["slot", "sport", "casino", "fish", "card", "chicken"] as const;
export type GameCategory = (typeof gameCategories)[number];
