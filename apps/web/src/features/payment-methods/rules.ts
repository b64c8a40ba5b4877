import type { Currency, PaymentMethod } from "@kham/contract";

/** The currencies a player can pick, de-duplicated from the enabled methods, in their order. */
export function depositCurrencies(methods: readonly PaymentMethod[]): Currency[] {
  const seen = new Set<Currency>();
  for (const method of methods) if (method.isEnabled) seen.add(method.currency);
  return [...seen];
}

/** The methods shown for a currency — enabled ones only, matching it, the first of each mid. */
export function methodsForCurrency(
  methods: readonly PaymentMethod[],
  currency: Currency | undefined,
): PaymentMethod[] {
  const seenMids = new Set<string>();
  const shown: PaymentMethod[] = [];
  for (const method of methods) {
    if (!method.isEnabled || method.currency !== currency || seenMids.has(method.mid)) continue;
    seenMids.add(method.mid);
    shown.push(method);
  }
  return shown;
}
