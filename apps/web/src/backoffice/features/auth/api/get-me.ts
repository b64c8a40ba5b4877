import type { StaffMe } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { staffApi } from "../../../lib/staff-api";
import { authKeys } from "./auth-keys";

/** Null when nobody is signed in: a 401 here is an answer, not a reason to leave the page. */
export async function getMe(): Promise<StaffMe | null> {
  try {
    return await staffApi.get("/auth/me", (contract) => contract.staffMeSchema, { skipLoginRedirect: true });
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = () =>
  queryOptions({ queryKey: authKeys.me, queryFn: getMe, staleTime: 60_000 });
