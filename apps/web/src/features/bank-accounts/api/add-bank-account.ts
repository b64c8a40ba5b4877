import type { AddBankAccountBody, BankAccount } from "@kham/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { playerKeys } from "@/features/auth/api/player-keys";
import { api } from "@/lib/api-client";
import { bankAccountKeys } from "./bank-account-keys";

export function addBankAccount(body: AddBankAccountBody): Promise<BankAccount> {
  return api.post("/v2/players/bank-accounts", body, (contract) => contract.bankAccountSchema);
}

/** The account is shown at once from the answer; player info (which lists it too) is refetched. */
export function useAddBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBankAccount,
    onSuccess: async (account) => {
      queryClient.setQueryData(bankAccountKeys.all, [account]);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: playerKeys.info }),
        queryClient.invalidateQueries({ queryKey: bankAccountKeys.all }),
      ]);
    },
  });
}
