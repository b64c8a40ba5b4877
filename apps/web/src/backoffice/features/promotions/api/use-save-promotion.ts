import type { Promotion, PromotionInput } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { AfterCall } from "../../../lib/agency-change";
import { backOfficeKeys } from "../../../lib/keys";

/**
 * A promotion sent from its form: once saved, the agency is read again before the form goes on (to
 * the list); a refusal goes straight back to the form, which shows it on its fields.
 */
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
