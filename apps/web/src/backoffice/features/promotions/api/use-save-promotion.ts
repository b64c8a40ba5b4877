import type { Promotion, PromotionInput } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AfterCall } from "../../../lib/agency-change";
import { backOfficeKeys } from "../../../lib/keys";

/** Once saved, the agency is read again before the form moves on; a refusal goes back to the form. */
export function useSavePromotion(
  agency: string,
  save: (input: PromotionInput) => Promise<Promotion>,
  after: AfterCall<Promotion, PromotionInput> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...after,
    mutationFn: save,
    onSuccess: async (...answered) => {
      await after.onSuccess?.(...answered);
      await queryClient.invalidateQueries({ queryKey: backOfficeKeys.agency(agency) });
    },
  });
}
