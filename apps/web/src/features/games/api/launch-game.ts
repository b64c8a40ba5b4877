import type { LaunchGameBody, launchAnswerSchema } from "@kham/contract";
import { useMutation } from "@tanstack/react-query";
import type { z } from "zod";
import { api } from "@/lib/api-client";

export type LaunchedGame = z.infer<typeof launchAnswerSchema>;

/** Opens a game (or, without a code, the provider's lobby) for the player; 422 NO_CREDIT without credit. */
export function launchGame(body: LaunchGameBody): Promise<LaunchedGame> {
  return api.post("/v2/games/launch", body, (contract) => contract.launchAnswerSchema);
}

export function useLaunchGame() {
  return useMutation({ mutationFn: launchGame });
}
