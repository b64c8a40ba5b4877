/** Public and agency-wide (not under ["player"]): the bounds are the same for every visitor. */
export const withdrawalLimitKeys = { all: ["withdrawal-limits"] as const };
