import { z } from "zod";

/* PhaJay's documented bodies (docs/decisions/phajay-gateway.md): what we send and what we accept back. */

/** The banks PhaJay issues QR for, each on its own path. */
export const PHAJAY_BANKS = ["BCEL", "JDB", "LDB", "IB", "STB"] as const;
export type PhaJayBank = (typeof PHAJAY_BANKS)[number];

export const PHAJAY_STATUSES = ["WAITING", "EXPIRED", "REFUNDED", "DISPUTED", "PAYMENT_COMPLETED"] as const;

/** The amount is a JSON number; the order code rides in description and tag1, the agency in tag2. */
export const phaJayCreateRequest = z.object({
  amount: z.number().positive(),
  description: z.string().min(1),
  tag1: z.string().optional(),
  tag2: z.string().optional(),
  tag3: z.string().optional(),
});
export type PhaJayCreateRequest = z.infer<typeof phaJayCreateRequest>;

export const phaJayCreateAnswer = z.object({
  message: z.string(),
  transactionId: z.string().min(1),
  qrCode: z.string().min(1),
  link: z.string().optional(),
});
export type PhaJayCreateAnswer = z.infer<typeof phaJayCreateAnswer>;

const textOrNumber = z.union([z.string(), z.number()]);

export const phaJayTransaction = z.object({
  transactionId: z.string(),
  linkCode: z.string().nullish(),
  orderNo: z.string().nullish(),
  status: z.string(),
  isPaid: z.boolean(),
  amount: textOrNumber,
  currency: z.string().nullish(),
  description: z.string().nullish(),
  paymentMethod: z.string().nullish(),
  paymentTime: z.string().nullish(),
  createdAt: z.string().nullish(),
});
export type PhaJayTransaction = z.infer<typeof phaJayTransaction>;

/** Read by its message and data, never by the HTTP status alone. */
export const phaJayStatusAnswer = z.object({
  message: z.string(),
  data: phaJayTransaction.nullish(),
});
export type PhaJayStatusAnswer = z.infer<typeof phaJayStatusAnswer>;

export const PAYMENT_NOT_FOUND = "PAYMENT_NOT_FOUND";

/** The webhook body: only a hint, so only the transaction id is needed; every other field may be missing. */
export const phaJayWebhookBody = z.object({
  message: z.string().optional(),
  refNo: textOrNumber.optional(),
  exReferenceNo: textOrNumber.optional(),
  merchantName: z.string().optional(),
  memo: z.string().optional(),
  txnDateTime: z.string().optional(),
  txnAmount: textOrNumber.optional(),
  billNumber: textOrNumber.optional(),
  sourceAccount: z.string().optional(),
  sourceName: z.string().optional(),
  sourceCurrency: z.string().optional(),
  userId: z.string().optional(),
  status: z.string().optional(),
  transactionId: z.string().min(1).max(200),
  paymentMethod: z.string().optional(),
  description: z.string().optional(),
  tag1: z.string().optional(),
  tag2: z.string().optional(),
  tag3: z.string().optional(),
  tag4: z.string().optional(),
  tag5: z.string().optional(),
  tag6: z.string().optional(),
});
export type PhaJayWebhookBody = z.infer<typeof phaJayWebhookBody>;
