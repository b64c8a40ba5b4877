import type { Page, PlayerListQuery, staffPlayerSchema } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { agencyPath, queryString, staffApi } from "../../../lib/staff-api";
import { playerKeys } from "./player-keys";

export type StaffPlayer = z.infer<typeof staffPlayerSchema>;

export function getPlayers(agency: string, query: PlayerListQuery): Promise<Page<StaffPlayer>> {
  return staffApi.get(agencyPath(agency, `/players${queryString(query)}`), (contract) =>
    contract.pageSchema(contract.staffPlayerSchema),
  );
}

export const playersQueryOptions = (agency: string, query: PlayerListQuery) =>
  queryOptions({
    queryKey: playerKeys.list(agency, query),
    queryFn: () => getPlayers(agency, query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
