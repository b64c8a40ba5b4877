/** Under ["player"] so logout drops them; everything about deposits under ["player", "deposits"]. */
export const depositKeys = {
  all: ["player", "deposits"] as const,
  lists: () => [...depositKeys.all, "list"] as const,
  open: () => [...depositKeys.all, "open"] as const,
  detail: (code: string) => [...depositKeys.all, "detail", code] as const,
  laoQr: (code: string) => [...depositKeys.all, "laoqr", code] as const,
};
