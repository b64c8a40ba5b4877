import type {
  ledgerEntrySchema,
  PlayerListQuery,
  staffPlayerDetailSchema,
  staffPlayerSchema,
} from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { backOfficeKeys } from "../../lib/keys";
import { agencyPath, queryString, staffApi } from "../../lib/staff-api";

export const playersQueryOptions = (agency: string, query: PlayerListQuery) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "players", query),
    queryFn: () =>
      staffApi.get(agencyPath(agency, `/players${queryString(query)}`), (contract) =>
        contract.pageSchema(contract.staffPlayerSchema),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** One player as staff see them: live credits (a provider may not answer), ledger, recent orders. */
export const playerQueryOptions = (agency: string, username: string) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "player", username),
    queryFn: () =>
      staffApi.get(
        agencyPath(agency, `/players/${encodeURIComponent(username)}`),
        (contract) => contract.staffPlayerDetailSchema,
      ),
    // The credits are live at the providers: asked again when staff come back to the screen.
    staleTime: 15_000,
  });

/** Blocks the player from promotions (`blocked`) or lets them take promotions again. */
export function setPlayerBlocked(agency: string, username: string, blocked: boolean) {
  return staffApi.post(
    agencyPath(agency, `/players/${encodeURIComponent(username)}/${blocked ? "block" : "unblock"}`),
    {},
    (contract) => contract.playerBlockingSchema,
  );
}

export type StaffPlayer = z.infer<typeof staffPlayerSchema>;
export type StaffPlayerDetail = z.infer<typeof staffPlayerDetailSchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;
