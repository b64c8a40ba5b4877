/** Public and agency-wide (not under ["player"]): the bounds are the same for every visitor. */
export const depositLimitKeys = { all: ["deposit-limits"] as const };
