/** Under ["player"] so logout drops it: the player's limits, reminder and this session's figures. */
export const protectionKeys = { all: ["player", "protection"] as const };
