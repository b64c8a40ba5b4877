import type { PlayerListQuery } from "@kham/contract";
import { backOfficeKeys } from "../../../lib/keys";

export const playerKeys = {
  list: (agency: string, query: PlayerListQuery) => backOfficeKeys.list(agency, "players", query),
  detail: (agency: string, username: string) => backOfficeKeys.list(agency, "player", username),
};
