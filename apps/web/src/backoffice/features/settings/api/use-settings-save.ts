import { toast } from "@/components/ui/toaster";
import { useAgencyChange } from "../../../lib/agency-change";

/** The toast's words for a saved change, from what was sent and what the server answered. */
export type Saved<Input, Result = unknown> = (input: Input, result: Result) => string;

/** Rereads all of the agency afterwards: settings may change its limits, banks and rates. */
export function useSettingsSave<Input, Result>(
  agency: string,
  run: (input: Input) => Promise<Result>,
  saved: Saved<Input, Result>,
) {
  return useAgencyChange(agency, run, {
    onSuccess: (result, input) => {
      toast.success(saved(input, result), { duration: 4000 });
    },
  });
}
