import type { StaffLoginAnswer, StaffMe } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { isApiError } from "@/lib/api-client";
import { staffApi } from "../../lib/staff-api";

export const meKey = ["backoffice", "me"] as const;

/**
 * The signed-in staff member and the agencies they work on; null when nobody is (or only the
 * password step is done). A 401 here is an answer, not a reason to leave the page.
 */
export const meQueryOptions = () =>
  queryOptions({
    queryKey: meKey,
    queryFn: async (): Promise<StaffMe | null> => {
      try {
        return await staffApi.get("/auth/me", (contract) => contract.staffMeSchema, {
          skipLoginRedirect: true,
        });
      } catch (error) {
        if (isApiError(error) && error.status === 401) return null;
        throw error;
      }
    },
    staleTime: 60_000,
  });

export function logIn(body: { username: string; password: string }): Promise<StaffLoginAnswer> {
  return staffApi.post("/auth/login", body, (contract) => contract.staffLoginAnswerSchema, {
    skipLoginRedirect: true,
  });
}

export function giveCode(code: string): Promise<StaffMe> {
  return staffApi.post("/auth/totp", { code }, (contract) => contract.staffMeSchema, {
    skipLoginRedirect: true,
  });
}

export function logOut(): Promise<unknown> {
  return staffApi.post("/auth/logout", {}, (contract) => contract.emptySchema, { skipLoginRedirect: true });
}
