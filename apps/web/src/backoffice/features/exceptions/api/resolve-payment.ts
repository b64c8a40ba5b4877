import type { resolvePaymentBody } from "@kham/contract";
import type { z } from "zod";
import { type AfterCall, useAgencyChange } from "../../../lib/agency-change";
import { agencyPath, staffApi } from "../../../lib/staff-api";

export type ResolvePaymentBody = z.input<typeof resolvePaymentBody>;

/** Credits a payment the system could not match to a player's game, or refunds it. */
export function resolvePayment(agency: string, id: string, body: ResolvePaymentBody) {
  return staffApi.post(
    agencyPath(agency, `/payments/${encodeURIComponent(id)}/resolve`),
    body,
    (contract) => contract.paymentResolutionSchema,
  );
}

type Resolution = Awaited<ReturnType<typeof resolvePayment>>;

export function useResolvePayment(
  agency: string,
  id: string,
  after?: AfterCall<Resolution, ResolvePaymentBody>,
) {
  return useAgencyChange(agency, (body: ResolvePaymentBody) => resolvePayment(agency, id, body), after);
}
