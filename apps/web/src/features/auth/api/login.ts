import type { LoginBody, Player } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshPlayerSession } from "./refresh-player-session";

export function login(body: LoginBody): Promise<{ player: Player }> {
  return api.post("/v2/players/login", body, (contract) => contract.playerAnswerSchema);
}

/** A successful login invalidates the player info; it is refetched before the caller navigates. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    retry: false,
    onSuccess: async () => {
      await refreshPlayerSession(queryClient);
    },
  });
}
