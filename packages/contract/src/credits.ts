import { z } from "zod";
import { providerSchema } from "./provider-schema.ts";

/** Credit is a THB decimal string with two places, e.g. "150.00". */
export const creditSchema = z.object({ amount: z.string(), currency: z.string() });
export type Credit = z.infer<typeof creditSchema>;

/** `GET /api/v2/players/credits/{provider}`: the provider's live balance, never cached. */
export const providerCreditSchema = z.object({ provider: providerSchema, credit: creditSchema });
export type ProviderCredit = z.infer<typeof providerCreditSchema>;

/** `GET /api/v2/players/credits`: every provider's credit and their total. */
export const playerCreditsSchema = z.object({ credits: z.array(providerCreditSchema), total: creditSchema });
export type PlayerCredits = z.infer<typeof playerCreditsSchema>;
