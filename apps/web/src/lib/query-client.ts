import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

const MINUTE = 60_000;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY = 30_000;

/** How old an ever-fresh answer may be and still be taken as is, so a server-rendered page is not refetched. */
export const JUST_READ_MS = 5_000;

/** Retries up to three times, except client errors (4xx) which cannot succeed on a second try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, MAX_RETRY_DELAY);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: true,
        staleTime: 5 * MINUTE,
        gcTime: 5 * MINUTE,
        retry: shouldRetry,
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
