import {
  AMOUNT_PATTERN,
  compareDecimal,
  convert,
  type ExchangeRate,
  type PendingLimit,
  type ProtectionLimitKind,
  type ProtectionPeriod,
} from "@kham/contract";

/** What a limit in credit costs in kip at today's sell rate (what buying that credit costs); undefined while unknown. */
export function limitInKip(
  credit: string | null,
  rates: readonly ExchangeRate[] | undefined,
): string | undefined {
  if (credit === null || !rates || !AMOUNT_PATTERN.test(credit)) return undefined;
  if (!rates.some((rate) => rate.currency === "LAK")) return undefined;
  return convert("DEPOSIT_FROM", credit, "LAK", rates);
}

/** Hundredths of a credit amount, so shares are worked out on whole numbers. */
function cents(amount: string): bigint {
  const [whole = "0", fraction = ""] = amount.split(".");
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, "0").slice(0, 2) || "0");
}

/** How much of a limit is used, in whole percent from 0 to 100, for the bar. */
export function usedPercent(used: string, limit: string | null): number {
  if (limit === null || !AMOUNT_PATTERN.test(limit) || !AMOUNT_PATTERN.test(used)) return 0;
  const whole = cents(limit);
  if (whole === 0n) return 100;
  const share = (cents(used) * 100n) / whole;
  return Number(share > 100n ? 100n : share);
}

/**
 * A change the server keeps waiting: setting a limit where none was, or lowering one, applies at once;
 * raising or removing one waits 24 hours and then needs the player's confirmation.
 */
export function changeWaits(current: string | null, next: string | null): boolean {
  if (next === null) return current !== null;
  if (current === null) return false;
  return compareDecimal(next, current) > 0;
}

export type PendingState = "waiting" | "confirmable" | "lapsed";

/** Whether a pending change may be confirmed now: after its 24 hours, until its last day. */
export function pendingState(
  pending: Pick<PendingLimit, "appliesAt" | "confirmBy">,
  now: number,
): PendingState {
  if (now < Date.parse(pending.appliesAt)) return "waiting";
  if (now <= Date.parse(pending.confirmBy)) return "confirmable";
  return "lapsed";
}

export function pendingFor(
  pending: readonly PendingLimit[],
  kind: ProtectionLimitKind,
  period: ProtectionPeriod,
): PendingLimit | undefined {
  return pending.find((change) => change.kind === kind && change.period === period);
}

/** The reality check due next: the first whole multiple of the reminder after `now`, counted from the session's start. */
export function nextRealityCheck(
  sessionStartedAt: string,
  minutes: number,
  now: number,
): { index: number; at: number } | undefined {
  const start = Date.parse(sessionStartedAt);
  const every = minutes * 60_000;
  if (Number.isNaN(start) || every <= 0) return undefined;
  const index = now < start ? 1 : Math.floor((now - start) / every) + 1;
  return { index, at: start + index * every };
}

/** How long the player has been on the site this session, in whole hours and minutes. */
export function timeOnSite(sessionStartedAt: string, now: number): { hours: number; minutes: number } {
  const start = Date.parse(sessionStartedAt);
  const total = Number.isNaN(start) ? 0 : Math.max(0, Math.floor((now - start) / 60_000));
  return { hours: Math.floor(total / 60), minutes: total % 60 };
}
