import type { AuditEntry, AuditQuery, Page } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { agencyPath, queryString, staffApi } from "../../../lib/staff-api";
import { auditKeys } from "./audit-keys";

export function getAudit(agency: string, query: AuditQuery): Promise<Page<AuditEntry>> {
  return staffApi.get(agencyPath(agency, `/audit${queryString(query)}`), (contract) =>
    contract.pageSchema(contract.auditEntrySchema),
  );
}

export const auditQueryOptions = (agency: string, query: AuditQuery) =>
  queryOptions({
    queryKey: auditKeys.list(agency, query),
    queryFn: () => getAudit(agency, query),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
