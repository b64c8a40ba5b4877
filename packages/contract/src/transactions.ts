export const transactionStatuses = ["OPEN", "PAID", "SUCCESS", "FAILED", "CANCELED", "REJECTED"] as const;
export type TransactionStatus = (typeof transactionStatuses)[number];

export type StatusColour = "grey" | "yellow" | "green" | "red";

/** The colour a transaction status is shown in; anything unknown is grey. */
export function statusColour(status: string): StatusColour {
  switch (status) {
    case "PAID":
      return "yellow";
    case "SUCCESS":
      return "green";
    case "FAILED":
    case "CANCELED":
    case "REJECTED":
      return "red";
    default:
      return "grey";
  }
}

/** Lists take page (from 1) and pageSize (default 10, max 100). */
export const PAGE_SIZE_DEFAULT = 10;
export const PAGE_SIZE_MAX = 100;

export interface Page<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}
