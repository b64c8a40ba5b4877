import { backOfficeKeys } from "../../../lib/keys";

export const protectionKeys = {
  player: (agency: string, username: string) => backOfficeKeys.list(agency, "protection", username),
};
