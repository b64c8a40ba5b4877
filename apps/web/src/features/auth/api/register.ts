import type { Player, RegisterBody } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "@/lib/api-client";
import { refreshPlayerSession } from "./refresh-player-session";

/** Registration also sends the device fingerprint hash as the X-Fingerprint header. */
export function register(body: RegisterBody): Promise<{ player: Player }> {
  return api.post("/v2/players/register", body, (contract) => contract.playerAnswerSchema, {
    headers: { "X-Fingerprint": body.fingerprint },
  });
}

/** The new player is logged in by the server, so the player info is fetched again. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: async () => {
      await refreshPlayerSession(queryClient);
    },
  });
}
