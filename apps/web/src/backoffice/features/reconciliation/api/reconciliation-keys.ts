import { backOfficeKeys } from "../../../lib/keys";

export const reconciliationKeys = {
  day: (agency: string, day: string) => backOfficeKeys.list(agency, "reconciliation", { day }),
};
