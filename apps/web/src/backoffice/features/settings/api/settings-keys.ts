import { backOfficeKeys } from "../../../lib/keys";

export const settingsKeys = {
  all: (agency: string) => backOfficeKeys.list(agency, "settings"),
  gateway: (agency: string) => backOfficeKeys.list(agency, "payment-gateway"),
  gameProviders: (agency: string) => backOfficeKeys.list(agency, "game-providers"),
  staffAlerts: (agency: string) => backOfficeKeys.list(agency, "staff-alerts"),
};
