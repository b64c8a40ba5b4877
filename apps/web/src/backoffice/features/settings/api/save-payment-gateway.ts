import type { PaymentGatewayBody } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { backOfficeKeys } from "../../../lib/keys";
import { agencyPath, staffApi } from "../../../lib/staff-api";

export function savePaymentGateway(agency: string, body: PaymentGatewayBody) {
  return staffApi.put(
    agencyPath(agency, "/payment-gateway"),
    body,
    (contract) => contract.paymentGatewaySettingsSchema,
  );
}

/** The body holds the secret key: the finished call leaves the cache at once instead of minutes later. */
export function useSavePaymentGateway(agency: string, saved: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PaymentGatewayBody) => savePaymentGateway(agency, body),
    gcTime: 0,
    onSuccess: () => {
      toast.success(saved, { duration: 4000 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.agency(agency) }),
  });
}
