import { backOfficeKeys } from "../../../lib/keys";

export const dashboardKeys = {
  figures: (agency: string) => backOfficeKeys.list(agency, "dashboard"),
  lockouts: (agency: string) => backOfficeKeys.list(agency, "lockouts"),
};
