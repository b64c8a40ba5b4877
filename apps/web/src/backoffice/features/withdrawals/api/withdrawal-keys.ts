import type { WithdrawalListQuery } from "@kham/contract";
import { backOfficeKeys } from "../../../lib/keys";

export const withdrawalKeys = {
  list: (agency: string, query: WithdrawalListQuery) => backOfficeKeys.list(agency, "withdrawals", query),
};
