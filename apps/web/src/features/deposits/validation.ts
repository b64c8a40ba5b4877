import { zodResolver } from "@hookform/resolvers/zod";
import { type CreateDepositBody, createDepositBody, type DepositLimit } from "@kham/contract";
import type { Resolver } from "react-hook-form";
import { amountLimitProblem, fitsCurrency, limitsFor } from "./rules";

/* Loaded on its own (lazyResolver): it brings zod, so nothing imported on arrival may import it. */

/** The agency's limits, known after the form starts; the form checks the amount against them. */
export interface DepositFormContext {
  limits: DepositLimit[] | undefined;
}

const depositFormSchema = createDepositBody.refine((body) => fitsCurrency(body.amount, body.currency), {
  message: "validation.amount_decimals",
  path: ["amount"],
});
const checkShape = zodResolver(depositFormSchema);

/** The contract's schema first, then the agency's limits: the same checks the server makes, in its order. */
export const depositResolver: Resolver<CreateDepositBody, DepositFormContext> = async (
  values,
  context,
  options,
) => {
  const checked = await checkShape(values, context, options);
  if (Object.keys(checked.errors).length > 0) return checked;
  const problem = amountLimitProblem(values.amount, limitsFor(context?.limits, values.currency));
  if (!problem) return checked;
  return { values: {}, errors: { amount: { type: "limits", message: problem.key } } };
};
