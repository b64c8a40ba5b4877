/** Under ["player"] so logout drops them; everything about withdrawals under ["player", "withdrawals"]. */
export const withdrawalKeys = {
  all: ["player", "withdrawals"] as const,
  lists: () => [...withdrawalKeys.all, "list"] as const,
  open: () => [...withdrawalKeys.all, "open"] as const,
  detail: (code: string) => [...withdrawalKeys.all, "detail", code] as const,
};
