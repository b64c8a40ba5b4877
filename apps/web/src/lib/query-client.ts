import { QueryClient } from "@tanstack/react-query";
import { isApiError } from "./api-client";

const MINUTE = 60_000;
export const MAX_RETRIES = 3;
export const MAX_RETRY_DELAY = 30_000;

/**
 * How old an answer to one of a money screen's ever-fresh calls (the open order, the promotion in
 * use, the credit) may be for the screen's arrival to take it as is: the page's own, which the
 * server drew the screen from a moment ago, or one the live stream keeps current. Older ones are
 * read again. Without it a page rendered on the server would be asked for again as the app takes
 * it over.
 */
export const JUST_READ_MS = 5_000;

/** Retries up to three times, except client errors (4xx) which cannot succeed on a second try. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** Exponential backoff: 1 s, 2 s, 4 s … capped at 30 s. */
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
