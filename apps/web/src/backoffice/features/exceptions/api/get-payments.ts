import type { Page, StaffPayment } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { agencyPath, queryString, staffApi } from "../../../lib/staff-api";
import { exceptionKeys } from "./exception-keys";

export type PaymentStatus = StaffPayment["status"];

/** No live event covers these changes, so the lists are asked again every minute while open. */
export const EXCEPTIONS_REFRESH_MS = 60_000;

export function getPayments(
  agency: string,
  query: { status: PaymentStatus; page: number },
): Promise<Page<StaffPayment>> {
  return staffApi.get(agencyPath(agency, `/payments${queryString(query)}`), (contract) =>
    contract.pageSchema(contract.staffPaymentSchema),
  );
}

export const paymentsQueryOptions = (agency: string, query: { status: PaymentStatus; page: number }) =>
  queryOptions({
    queryKey: exceptionKeys.payments(agency, query),
    queryFn: () => getPayments(agency, query),
    placeholderData: keepPreviousData,
    refetchInterval: EXCEPTIONS_REFRESH_MS,
  });
