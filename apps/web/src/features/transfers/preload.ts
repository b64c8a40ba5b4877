import type { QueryClient } from "@tanstack/react-query";
import { creditsQueryOptions } from "@/features/credits/api/get-credits";
import { currentUsageQueryOptions } from "@/features/promotions/api/get-current-usage";
import { JUST_READ_MS } from "@/lib/query-client";
import { transfersQueryOptions } from "./api/get-transfers";

/* What the transfer screen loads before it renders; its route loader imports this lazily. */

/** The recent transfers' page the screen shows. */
export const RECENT_TRANSFERS = { page: 1, pageSize: 10 } as const;

/** Ever-fresh calls take a just-read answer (JUST_READ_MS), so the route waits on none to hydrate. */
export function preloadTransferScreen(queryClient: QueryClient) {
  return Promise.all([
    queryClient.prefetchQuery({ ...creditsQueryOptions(), staleTime: JUST_READ_MS }),
    // A promotion in use holds its game's credit: the form says so before the player tries.
    queryClient.prefetchQuery({ ...currentUsageQueryOptions(), staleTime: JUST_READ_MS }),
    queryClient.prefetchQuery({ ...transfersQueryOptions(RECENT_TRANSFERS), staleTime: JUST_READ_MS }),
  ]);
}
