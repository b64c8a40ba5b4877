import { isUsername, type UsernameValidateBody, type usernameAvailabilitySchema } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";

export type UsernameAvailability = z.infer<typeof usernameAvailabilitySchema>;

export function validateUsername(
  body: UsernameValidateBody,
  signal?: AbortSignal,
): Promise<UsernameAvailability> {
  return api.post(
    "/v2/players/username/validate",
    body,
    (contract) => contract.usernameAvailabilitySchema,
    signal ? { signal } : {},
  );
}

export function usernameAvailabilityQueryOptions(username: string) {
  return queryOptions({
    queryKey: ["username-availability", username] as const,
    queryFn: ({ signal }) => validateUsername({ username }, signal),
    staleTime: 30_000,
    retry: false,
  });
}

export type UsernameCheck = "idle" | "checking" | "available" | "taken";

/** How long typing must pause before a username is checked. */
export const USERNAME_CHECK_DELAY_MS = 400;

/** Live availability of a username: checked once typing pauses, only when its format is valid. */
export function useUsernameAvailability(username: string): UsernameCheck {
  const debounced = useDebouncedValue(username, USERNAME_CHECK_DELAY_MS);
  const checkable = isUsername(debounced);
  const query = useQuery({ ...usernameAvailabilityQueryOptions(debounced), enabled: checkable });
  if (!isUsername(username)) return "idle";
  if (username !== debounced || query.isFetching) return "checking";
  if (!query.data) return "idle";
  return query.data.available ? "available" : "taken";
}
