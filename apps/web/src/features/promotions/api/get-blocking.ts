import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { promotionKeys } from "./promotion-keys";

export interface Blocking {
  blocked: boolean;
}

/** The spec's "backlist" call: whether staff have blocked the player from taking promotions. */
export function getBlocking(): Promise<Blocking> {
  return api.get<Blocking>("/v2/players/backlist");
}

export function blockingQueryOptions() {
  return queryOptions({ queryKey: promotionKeys.blocking(), queryFn: getBlocking });
}

export function useBlocking() {
  return useQuery(blockingQueryOptions());
}
