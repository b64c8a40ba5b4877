import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/components/ui/toaster";
import { backOfficeKeys } from "../../lib/keys";

/**
 * One settings write: a toast saying what was saved, then the settings read again (with everything
 * else of the agency, which they may change: deposit limits, banks, rates).
 */
export function useSettingsSave<Input, Result>(
  agency: string,
  run: (input: Input) => Promise<Result>,
  saved: (input: Input, result: Result) => string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (result, input) => {
      toast.success(saved(input, result), { duration: 4000 });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: backOfficeKeys.agency(agency) }),
  });
}
