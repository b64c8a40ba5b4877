import type { LaunchGameBody } from "@kham/contract";
import { useMutation } from "@tanstack/react-query";
import { api } from "@/lib/api-client";

export interface LaunchedGame {
  url: string;
}

/** Opens a game (or, without a code, the provider's lobby) for the player; 422 NO_CREDIT without credit. */
export function launchGame(body: LaunchGameBody): Promise<LaunchedGame> {
  return api.post<LaunchedGame>("/v2/games/launch", body);
}

export function useLaunchGame() {
  return useMutation({ mutationFn: launchGame });
}
