import { type CreateCreditTransferBody, type CreditTransfer, IDEMPOTENCY_KEY_HEADER } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { creditKeys } from "@/features/credits/api/credit-keys";
import { api } from "@/lib/api-client";
import { transferKeys } from "./transfer-keys";

export interface CreateTransferInput {
  body: CreateCreditTransferBody;
  /** The same key for a repeat of the same request, so a lost answer never moves the credit twice. */
  requestKey: string;
}

export async function createTransfer({ body, requestKey }: CreateTransferInput): Promise<CreditTransfer> {
  const answer = await api.post(
    "/v2/credits/transfers",
    body,
    (contract) => contract.creditTransferAnswerSchema,
    {
      headers: { [IDEMPOTENCY_KEY_HEADER]: requestKey },
    },
  );
  return answer.transfer;
}

/** A new key: random, and made without crypto.randomUUID, which plain-HTTP pages lack. */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

export function useCreateTransfer() {
  const queryClient = useQueryClient();
  return useMutation<CreditTransfer, Error, CreateTransferInput>({
    mutationFn: createTransfer,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: transferKeys.all }),
        queryClient.invalidateQueries({ queryKey: creditKeys.all }),
      ]),
  });
}
