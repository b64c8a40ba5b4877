import { backOfficeKeys } from "../../../lib/keys";

export const staffKeys = { all: (agency: string) => backOfficeKeys.list(agency, "staff") };
