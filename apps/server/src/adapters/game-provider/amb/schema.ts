import { z } from "zod";

/* AMB SuperAPI's transfer-wallet bodies (docs/adapters.md): what we send and what we accept back. */

/** Code 0 is the only success; every other code is a refusal or a failure. */
export const AMB_OK = 0;
/** The agency's own credit at AMB is used up (AMB's AMBSlot dialect; not published for SuperAPI). */
export const AMB_AGENT_CREDIT = 804;
/** The member already exists: creating it again is success (assumed; to confirm with AMB). */
export const AMB_MEMBER_EXISTS = 902;

/** Money read from the body's own text (see ambJson), or a number when the text was exact. */
const money = z.union([z.string().regex(/^-?\d+(\.\d+)?([eE][+-]?\d+)?$/), z.number().finite()]);

export const ambEnvelope = z.object({
  reqId: z.string().optional(),
  code: z.number().int(),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

export const ambMemberRequest = z.object({ username: z.string().min(1), productId: z.string().min(1) });
export type AmbMemberRequest = z.infer<typeof ambMemberRequest>;
export const ambMemberData = z.object({ username: z.string().min(1) });

export const ambBalanceData = z.object({ status: z.literal("SUCCESS"), balance: money });

export const ambTransferRequest = z.object({
  username: z.string().min(1),
  amount: z.string().regex(/^\d{1,16}\.\d{2}$/),
  transactionRef: z.string().min(1).max(40),
  productId: z.string().min(1),
});
export type AmbTransferRequest = z.infer<typeof ambTransferRequest>;
export const ambTransferData = z.object({
  status: z.literal("SUCCESS"),
  txId: z.union([z.string().min(1), z.number()]).transform(String),
  balance: money,
  beforeBalance: money.optional(),
});

export const ambOutstandingData = z.array(z.object({ productId: z.string(), outstanding: money }));

export const ambGame = z.object({
  code: z.string().min(1),
  name: z.string(),
  category: z.string(),
  type: z.string().optional(),
  img: z.string().optional().default(""),
  rank: z.coerce.number().optional(),
  providerCode: z.string().optional(),
});
export type AmbGame = z.infer<typeof ambGame>;
export const ambGamesData = z.object({ games: z.array(ambGame) });

export const ambLanguages = ["th", "cn", "vn", "en"] as const;
export const ambLoginRequest = z.object({
  username: z.string().min(1),
  productId: z.string().min(1),
  gameCode: z.string().min(1),
  isMobileLogin: z.boolean(),
  language: z.enum(ambLanguages),
  callbackUrl: z.string().optional(),
});
export type AmbLoginRequest = z.infer<typeof ambLoginRequest>;
export const ambLoginData = z.object({ url: z.url() });

/** The fake's lookup (not documented by AMB): `data` null when no transfer has the reference. */
export const ambTransactionData = z
  .object({
    transactionRef: z.string(),
    txId: z.union([z.string().min(1), z.number()]).transform(String),
    type: z.enum(["DEPOSIT", "WITHDRAW"]),
    username: z.string(),
    productId: z.string(),
    amount: money,
    balance: money,
  })
  .nullable();

const MONEY_KEYS = "balance|beforeBalance|outstanding|amount";
const moneyNumber = new RegExp(`"(${MONEY_KEYS})"(\\s*:\\s*)(-?\\d+(?:\\.\\d+)?(?:[eE][+-]?\\d+)?)`, "g");

/** JSON.parse that keeps money numbers as their text, so 9999999999999999.99 survives the parse. */
export function ambJson(text: string): unknown {
  return JSON.parse(text.replace(moneyNumber, '"$1"$2"$3"'));
}
