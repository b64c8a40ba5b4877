import { backOfficeKeys } from "../../../lib/keys";

export const reportKeys = {
  daily: (agency: string, from: string, to: string) => backOfficeKeys.list(agency, "reports", { from, to }),
};
