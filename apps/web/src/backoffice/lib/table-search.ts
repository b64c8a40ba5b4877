import {
  type AuditQuery,
  auditQuery,
  type DepositListQuery,
  depositListQuery,
  jobViews,
  type PlayerListQuery,
  pageQuery,
  playerListQuery,
  withdrawalListQuery,
  withdrawalStatuses,
} from "@kham/contract";
import { z } from "zod";

/** Each key parsed on its own so a hand-edited URL with one bad value keeps the rest; defaults stay out. */
function searchOf<S extends z.ZodObject>(schema: S) {
  return (search: Record<string, unknown>): Partial<z.output<S>> => {
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape)) {
      if (search[key] === undefined) continue;
      const parsed = (field as z.ZodType).safeParse(search[key]);
      // Undefined, not left out: the router merges this over the raw search, so a bad value must be overwritten.
      kept[key] = parsed.success ? parsed.data : undefined;
    }
    return kept as Partial<z.output<S>>;
  };
}

/** The withdrawals screen also takes "ALL" for every status; without a status it shows the queue. */
export const withdrawalSearch = searchOf(
  withdrawalListQuery.extend({ status: z.enum([...withdrawalStatuses, "ALL"]).optional() }),
);

/** A calendar day as a date input gives it ("2026-11-01"), one that exists. */
const calendarDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((day) => {
    const time = Date.parse(`${day}T00:00:00Z`);
    return !Number.isNaN(time) && new Date(time).toISOString().startsWith(day);
  });

/** Lao calendar days in the URL; the list call turns them into instants (`laoDayStart`, `laoDayEnd`). */
export const depositSearch = searchOf(
  depositListQuery.extend({ from: calendarDay.optional(), to: calendarDay.optional() }),
);
export type DepositSearch = ReturnType<typeof depositSearch>;

/** Laos keeps UTC+7 all year (no daylight saving). */
const LAO_OFFSET = "+07:00";

/** The instant a Lao day begins: "2026-11-01" → "2026-11-01T00:00:00+07:00". */
export function laoDayStart(day: string): string {
  return `${day}T00:00:00${LAO_OFFSET}`;
}

/** The instant a Lao day ends, which is when the next one begins (the API's `to` is exclusive). */
export function laoDayEnd(day: string): string {
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return laoDayStart(next.toISOString().slice(0, 10));
}
export const playerSearch = searchOf(playerListQuery);

/** The reconciliation's Lao day; without one, today's. */
export const reconciliationSearch = searchOf(z.object({ day: calendarDay }));

/** The reports' range of Lao days; without them, yesterday's close. */
export const reportSearch = searchOf(z.object({ from: calendarDay, to: calendarDay }));

/** Today in Laos, whatever the browser's zone. */
export function laoToday(now = new Date()): string {
  return new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
}

/** The Lao calendar day `days` after `day` (before, when negative). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The audit log's date range, like the deposits': Lao calendar days in the URL, instants in the call. */
export const auditSearch = searchOf(
  auditQuery.extend({ from: calendarDay.optional(), to: calendarDay.optional() }),
);
export type AuditSearch = ReturnType<typeof auditSearch>;

export const exceptionTabs = ["payments", "jobs", "failed"] as const;
export type ExceptionTab = (typeof exceptionTabs)[number];
const pageNumber = pageQuery.shape.page.unwrap();
/** The exceptions screen: its tab, which payments and jobs it lists, and each list's page. */
export const exceptionSearch = searchOf(
  z.object({
    tab: z.enum(exceptionTabs),
    payments: z.enum(["UNMATCHED", "RESOLVED"]),
    jobs: z.enum([...jobViews, "all"]),
    page: pageNumber,
    depositsPage: pageNumber,
    withdrawalsPage: pageNumber,
  }),
);
export type ExceptionSearch = ReturnType<typeof exceptionSearch>;

/** The full query of a table's search: its defaults filled in. */
export const listQuery = {
  deposits: (search: DepositSearch): DepositListQuery =>
    depositListQuery.parse({
      ...search,
      from: search.from === undefined ? undefined : laoDayStart(search.from),
      to: search.to === undefined ? undefined : laoDayEnd(search.to),
    }),
  players: (search: Partial<PlayerListQuery>): PlayerListQuery => playerListQuery.parse(search),
  audit: (search: AuditSearch): AuditQuery =>
    auditQuery.parse({
      ...search,
      from: search.from === undefined ? undefined : laoDayStart(search.from),
      to: search.to === undefined ? undefined : laoDayEnd(search.to),
    }),
};
