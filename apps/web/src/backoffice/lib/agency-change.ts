import { type UseMutationOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { backOfficeKeys } from "./keys";

/** What a screen does once a call is answered (a toast, closing its dialog); the call's hook keeps the cache. */
export type AfterCall<Result, Input> = Pick<
  UseMutationOptions<Result, Error, Input>,
  "onSuccess" | "onError"
>;

/** Rereads the agency whatever the answer: a refusal often means someone else changed it first. */
export function useAgencyChange<Result, Input = void>(
  agency: string,
  mutationFn: (input: Input) => Promise<Result>,
  after: AfterCall<Result, Input> = {},
) {
  const queryClient = useQueryClient();
  return useMutation<Result, Error, Input>({
    ...after,
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.agency(agency) }),
  });
}
