import type { AuditEntry, AuditQuery } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { backOfficeKeys } from "../../lib/keys";
import { agencyPath, queryString, staffApi } from "../../lib/staff-api";

/** A page of the audit log, newest first, as the filters ask. */
export const auditQueryOptions = (agency: string, query: AuditQuery) =>
  queryOptions({
    queryKey: backOfficeKeys.list(agency, "audit", query),
    queryFn: () =>
      staffApi.get(agencyPath(agency, `/audit${queryString(query)}`), (contract) =>
        contract.pageSchema(contract.auditEntrySchema),
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export type { AuditEntry };
