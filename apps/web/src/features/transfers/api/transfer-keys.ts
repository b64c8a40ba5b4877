/** Under ["player"] so logout drops them; everything about transfers under ["player", "transfers"]. */
export const transferKeys = {
  all: ["player", "transfers"] as const,
  lists: () => [...transferKeys.all, "list"] as const,
};
