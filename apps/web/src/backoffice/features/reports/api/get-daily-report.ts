import type { DailyReport, ExportKind } from "@kham/contract";
import { queryOptions } from "@tanstack/react-query";
import { API_BASE } from "@/lib/api-client";
import { agencyPath, queryString, staffApi } from "../../../lib/staff-api";
import { reportKeys } from "./reports-keys";

export function getDailyReport(agency: string, from: string, to: string): Promise<DailyReport> {
  return staffApi.get(
    agencyPath(agency, `/reports/daily${queryString({ from, to })}`),
    (contract) => contract.dailyReportSchema,
  );
}

export const dailyReportQueryOptions = (agency: string, from: string, to: string) =>
  queryOptions({
    queryKey: reportKeys.daily(agency, from, to),
    queryFn: () => getDailyReport(agency, from, to),
  });

/** The CSV's address: the browser downloads it with the staff cookie, streamed as the server writes it. */
export function exportUrl(agency: string, kind: ExportKind, from: string, to: string): string {
  return `${API_BASE}/admin/v1${agencyPath(agency, `/exports/${kind}.csv${queryString({ from, to })}`)}`;
}
