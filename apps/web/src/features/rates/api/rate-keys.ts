/** The agency's exchange rates are public (a visitor's deposit form may show them): outside ["player"]. */
export const rateKeys = { all: ["exchange-rates"] as const };
