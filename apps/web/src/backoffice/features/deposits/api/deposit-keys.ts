import type { DepositListQuery } from "@kham/contract";
import { backOfficeKeys } from "../../../lib/keys";

export const depositKeys = {
  list: (agency: string, query: DepositListQuery) => backOfficeKeys.list(agency, "deposits", query),
};
