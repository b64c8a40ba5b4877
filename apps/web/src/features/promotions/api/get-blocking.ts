import type { blockingSchema } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api, type Caller } from "@/lib/api-client";
import { promotionKeys } from "./promotion-keys";

export type Blocking = z.infer<typeof blockingSchema>;

/** The spec's "backlist" call: whether staff have blocked the player from taking promotions. */
export function getBlocking({ client }: Caller = {}): Promise<Blocking> {
  return api.get("/v2/players/backlist", (contract) => contract.blockingSchema, { client });
}

export function blockingQueryOptions() {
  return queryOptions({ queryKey: promotionKeys.blocking(), queryFn: getBlocking });
}

export function useBlocking() {
  return useQuery(blockingQueryOptions());
}
