import type { ledgerEntrySchema, staffPlayerDetailSchema } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { playerKeys } from "./player-keys";

export type StaffPlayerDetail = z.infer<typeof staffPlayerDetailSchema>;
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** One player as staff see them: live credits (a provider may not answer), ledger, recent orders. */
export function getPlayer(agency: string, username: string): Promise<StaffPlayerDetail> {
  return staffApi.get(
    agencyPath(agency, `/players/${encodeURIComponent(username)}`),
    (contract) => contract.staffPlayerDetailSchema,
  );
}

export const playerQueryOptions = (agency: string, username: string) =>
  queryOptions({
    queryKey: playerKeys.detail(agency, username),
    queryFn: () => getPlayer(agency, username),
    // The credits are live at the providers: asked again when staff come back to the screen.
    staleTime: 15_000,
  });
