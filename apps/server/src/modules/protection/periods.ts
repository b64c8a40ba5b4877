import {
  type CoolOffPeriod,
  LIMIT_CONFIRM_DAYS,
  LIMIT_RAISE_WAIT_HOURS,
  type ProtectionPeriod,
  type SelfExclusionPeriod,
} from "@kham/contract";

/* Calendar periods in Lao time (UTC+7 all year): the day, the week from Monday, the month. */

const LAO_OFFSET_MS = 7 * 3_600_000;
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The Lao wall clock of an instant, read through a Date's UTC fields. */
function laoClock(at: Date): Date {
  return new Date(at.getTime() + LAO_OFFSET_MS);
}

/** The instant a Lao wall-clock time (given as UTC fields) happens. */
function fromLaoClock(clock: Date): Date {
  return new Date(clock.getTime() - LAO_OFFSET_MS);
}

export interface PeriodBounds {
  start: Date;
  /** The start of the next period: when what the period counted frees up. */
  end: Date;
}

/** The Lao day, week (Monday first) or calendar month that holds `at`. */
export function periodBounds(period: ProtectionPeriod, at: Date): PeriodBounds {
  const clock = laoClock(at);
  const year = clock.getUTCFullYear();
  const month = clock.getUTCMonth();
  const day = clock.getUTCDate();
  if (period === "monthly") {
    return {
      start: fromLaoClock(new Date(Date.UTC(year, month, 1))),
      end: fromLaoClock(new Date(Date.UTC(year, month + 1, 1))),
    };
  }
  const dayStart = Date.UTC(year, month, day);
  if (period === "daily") {
    return { start: fromLaoClock(new Date(dayStart)), end: fromLaoClock(new Date(dayStart + DAY_MS)) };
  }
  const sinceMonday = (clock.getUTCDay() + 6) % 7;
  const weekStart = dayStart - sinceMonday * DAY_MS;
  return { start: fromLaoClock(new Date(weekStart)), end: fromLaoClock(new Date(weekStart + 7 * DAY_MS)) };
}

/** When a raise or removal asked at `now` may be confirmed, and the last moment it may. */
export function pendingWindow(now: Date): { appliesAt: Date; confirmBy: Date } {
  const appliesAt = new Date(now.getTime() + LIMIT_RAISE_WAIT_HOURS * HOUR_MS);
  return { appliesAt, confirmBy: new Date(appliesAt.getTime() + LIMIT_CONFIRM_DAYS * DAY_MS) };
}

/** `months` calendar months after `at` on the Lao clock, the day kept or cut to the month's last. */
export function addLaoMonths(at: Date, months: number): Date {
  const clock = laoClock(at);
  const targetMonth = clock.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(clock.getUTCFullYear(), targetMonth + 1, 0)).getUTCDate();
  const moved = new Date(
    Date.UTC(
      clock.getUTCFullYear(),
      targetMonth,
      Math.min(clock.getUTCDate(), lastDay),
      clock.getUTCHours(),
      clock.getUTCMinutes(),
      clock.getUTCSeconds(),
      clock.getUTCMilliseconds(),
    ),
  );
  return fromLaoClock(moved);
}

const coolOffHours: Record<CoolOffPeriod, number> = { "24h": 24, "7d": 7 * 24, "30d": 30 * 24 };
const exclusionMonths: Record<Exclude<SelfExclusionPeriod, "permanent">, number> = {
  "6m": 6,
  "1y": 12,
  "2y": 24,
  "5y": 60,
};

/** When an exclusion started at `now` ends; null for a permanent one. */
export function exclusionEnd(
  exclusion:
    | { kind: "COOL_OFF"; period: CoolOffPeriod }
    | { kind: "SELF_EXCLUSION"; period: SelfExclusionPeriod },
  now: Date,
): Date | null {
  if (exclusion.kind === "COOL_OFF")
    return new Date(now.getTime() + coolOffHours[exclusion.period] * HOUR_MS);
  if (exclusion.period === "permanent") return null;
  return addLaoMonths(now, exclusionMonths[exclusion.period]);
}
