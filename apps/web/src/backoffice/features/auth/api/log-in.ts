import type { StaffLoginAnswer } from "@kham/contract";
import { useMutation } from "@tanstack/react-query";
import type { AfterCall } from "../../../lib/agency-change";
import { staffApi } from "../../../lib/staff-api";

type Credentials = { username: string; password: string };

/** The password step: answers which second step comes (enrolling an authenticator, or its code). */
export function logIn(body: Credentials): Promise<StaffLoginAnswer> {
  return staffApi.post("/auth/login", body, (contract) => contract.staffLoginAnswerSchema, {
    skipLoginRedirect: true,
  });
}

export function useLogIn(after: AfterCall<StaffLoginAnswer, Credentials> = {}) {
  return useMutation({ ...after, mutationFn: logIn });
}
