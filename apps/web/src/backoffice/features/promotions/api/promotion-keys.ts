import { backOfficeKeys } from "../../../lib/keys";

export const promotionKeys = { all: (agency: string) => backOfficeKeys.list(agency, "promotions") };
