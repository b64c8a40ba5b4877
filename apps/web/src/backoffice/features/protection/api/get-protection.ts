import type { Protection } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { agencyPath, staffApi } from "../../../lib/staff-api";
import { protectionKeys } from "./protection-keys";

/** The player's limits with this period's usage, pending raises, reminder and exclusion. */
export function getProtection(agency: string, username: string): Promise<Protection> {
  return staffApi.get(
    agencyPath(agency, `/players/${encodeURIComponent(username)}/protection`),
    (contract) => contract.staffProtectionSchema,
  );
}

export const protectionQueryOptions = (agency: string, username: string) =>
  queryOptions({
    queryKey: protectionKeys.player(agency, username),
    queryFn: () => getProtection(agency, username),
    staleTime: 15_000,
  });
