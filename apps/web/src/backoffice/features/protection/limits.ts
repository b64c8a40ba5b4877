import { LIMIT_NEAR_SHARE } from "@kham/contract";

/** How a period's usage stands against its limit: the dashboard's 80 % is "near". */
export type LimitStanding = "none" | "below" | "near" | "reached";

const DECIMAL = /^(-?)(\d+)(?:\.(\d{1,2}))?$/;

/** Hundredths as an integer, so no float decides whether a limit is reached. */
function hundredths(value: string): bigint | undefined {
  const match = DECIMAL.exec(value.trim());
  if (!match) return undefined;
  const units = BigInt(match[2]!) * 100n + BigInt((match[3] ?? "").padEnd(2, "0"));
  return match[1] ? -units : units;
}

const NEAR = hundredths(LIMIT_NEAR_SHARE) ?? 80n;

/** The standing, and the share of the limit used in whole percent (0–100) for a bar. */
export function limitUsage(used: string, limit: string | null): { standing: LimitStanding; percent: number } {
  const usage = hundredths(used);
  const most = limit === null ? undefined : hundredths(limit);
  if (usage === undefined || most === undefined || most <= 0n) return { standing: "none", percent: 0 };
  const percent = usage <= 0n ? 0 : usage >= most ? 100 : Number((usage * 100n) / most);
  if (usage >= most) return { standing: "reached", percent };
  if (usage * 100n >= most * NEAR) return { standing: "near", percent };
  return { standing: "below", percent };
}
