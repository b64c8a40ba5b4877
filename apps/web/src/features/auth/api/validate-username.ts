import { type UsernameValidateBody, usernameSchema } from "@kham/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { useDebouncedValue } from "@/lib/use-debounced-value";

export interface UsernameAvailability {
  available: boolean;
}

export function validateUsername(
  body: UsernameValidateBody,
  signal?: AbortSignal,
): Promise<UsernameAvailability> {
  return api.post<UsernameAvailability>("/v2/players/username/validate", body, signal ? { signal } : {});
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

/** Live availability of a username: checked ~400 ms after typing stops, only when its format is valid. */
export function useUsernameAvailability(username: string): UsernameCheck {
  const debounced = useDebouncedValue(username, 400);
  const checkable = usernameSchema.safeParse(debounced).success;
  const query = useQuery({ ...usernameAvailabilityQueryOptions(debounced), enabled: checkable });
  if (!usernameSchema.safeParse(username).success) return "idle";
  if (username !== debounced || query.isFetching) return "checking";
  if (!query.data) return "idle";
  return query.data.available ? "available" : "taken";
}
