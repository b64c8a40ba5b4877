import {
  type AuditQuery,
  auditQuery,
  type DepositListQuery,
  depositListQuery,
  type PlayerListQuery,
  playerListQuery,
  withdrawalListQuery,
  withdrawalStatuses,
} from "@kham/contract";
import { z } from "zod";

/**
 * A table's search params as the URL holds them: each key the list's contract query accepts, taken
 * one by one, so a hand-edited URL with one bad value keeps the rest. Defaults stay out of the URL;
 * the query fills them in (`listQuery`).
 */
function searchOf<S extends z.ZodObject>(schema: S) {
  return (search: Record<string, unknown>): Partial<z.output<S>> => {
    const kept: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(schema.shape)) {
      if (search[key] === undefined) continue;
      const parsed = (field as z.ZodType).safeParse(search[key]);
      if (parsed.success) kept[key] = parsed.data;
    }
    return kept as Partial<z.output<S>>;
  };
}

/** The withdrawals screen also takes "ALL" for every status; without a status it shows the queue. */
export const withdrawalSearch = searchOf(
  withdrawalListQuery.extend({ status: z.enum([...withdrawalStatuses, "ALL"]).optional() }),
);
export const depositSearch = searchOf(depositListQuery);
export const playerSearch = searchOf(playerListQuery);
export const auditSearch = searchOf(auditQuery);

/** The full query of a table's search: its defaults filled in. */
export const listQuery = {
  deposits: (search: Partial<DepositListQuery>): DepositListQuery => depositListQuery.parse(search),
  players: (search: Partial<PlayerListQuery>): PlayerListQuery => playerListQuery.parse(search),
  audit: (search: Partial<AuditQuery>): AuditQuery => auditQuery.parse(search),
};
