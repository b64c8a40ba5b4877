import { useMutation, useQueryClient } from "@tanstack/react-query";
import { staffApi } from "../../../lib/staff-api";

export function logOut(): Promise<unknown> {
  return staffApi.post("/auth/logout", {}, (contract) => contract.emptySchema, { skipLoginRedirect: true });
}

/** Whatever the server answered, nothing of this session stays in the cache; then `onDone`. */
export function useLogOut(onDone: () => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logOut,
    onSettled: async () => {
      queryClient.clear();
      await onDone();
    },
  });
}
