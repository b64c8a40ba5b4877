import type { Reconciliation } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { agencyPath, queryString, staffApi } from "../../../lib/staff-api";
import { reconciliationKeys } from "./reconciliation-keys";

export function getReconciliation(agency: string, day: string): Promise<Reconciliation> {
  return staffApi.get(
    agencyPath(agency, `/reconciliation${queryString({ day })}`),
    (contract) => contract.reconciliationSchema,
  );
}

export const reconciliationQueryOptions = (agency: string, day: string) =>
  queryOptions({
    queryKey: reconciliationKeys.day(agency, day),
    queryFn: () => getReconciliation(agency, day),
  });
