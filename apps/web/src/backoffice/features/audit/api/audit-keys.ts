import type { AuditQuery } from "@kham/contract";
import { backOfficeKeys } from "../../../lib/keys";

export const auditKeys = {
  list: (agency: string, query: AuditQuery) => backOfficeKeys.list(agency, "audit", query),
};
