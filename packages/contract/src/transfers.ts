import { z } from "zod";
import { amountSchema } from "./money-schemas.ts";
import { providerRefusalSchema, providerSchema } from "./provider-schema.ts";
import { text } from "./text.ts";

/* Moving credit from one of the player's games to another (docs/decisions/credit-transfers.md). */

/** PENDING while either leg is on its way; FAILED only once the credit is back where it was. */
export const creditTransferStatuses = ["PENDING", "SUCCESS", "FAILED"] as const;
export type CreditTransferStatus = (typeof creditTransferStatuses)[number];

/** The header a client sends so a repeated POST (a lost answer, a double tap) makes one transfer. */
export const IDEMPOTENCY_KEY_HEADER = "idempotency-key";
export const idempotencyKeySchema = text().regex(/^[\x21-\x7e]{8,64}$/, "validation.idempotency_key");

/** `POST /api/v2/credits/transfers`: credit (two decimals at most, above zero) from one provider to another. */
export const createCreditTransferBody = z
  .strictObject({
    from: providerSchema,
    to: providerSchema,
    // A well-formed amount is above zero when any digit is not a zero.
    amount: amountSchema.refine((value) => /[1-9]/.test(value), "validation.amount_positive"),
  })
  .refine((body) => body.from !== body.to, {
    message: "validation.transfer_same_provider",
    path: ["to"],
  });
export type CreateCreditTransferBody = z.infer<typeof createCreditTransferBody>;

export const creditTransferSchema = z.object({
  /** The transfer's code ("T…"), the providers' reference for it. */
  id: z.string(),
  from: providerSchema,
  to: providerSchema,
  /** Credit, two places ("25.00"). */
  amount: z.string(),
  status: z.enum(creditTransferStatuses),
  /** FAILED because `from` would not let the credit out, for a reason the player can act on; null otherwise. */
  failure: providerRefusalSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CreditTransfer = z.infer<typeof creditTransferSchema>;

/** The answer of `POST /api/v2/credits/transfers` (inside the usual `{data}`). */
export const creditTransferAnswerSchema = z.object({ transfer: creditTransferSchema });
export type CreditTransferAnswer = z.infer<typeof creditTransferAnswerSchema>;
