import { z } from "zod";
import { languages } from "./i18n.ts";
import { AMOUNT_PATTERN } from "./money.ts";
import { text } from "./text.ts";

/* An agency's staff alerts on Telegram, set by its owner in the back office (`/agencies/{agency}/alerts`). */

/** Telegram's own host; tests and the fake stand in for it through TELEGRAM_API_URL. */
export const TELEGRAM_DEFAULT_API_URL = "https://api.telegram.org";

/** The longest message Telegram's sendMessage takes, in characters. */
export const TELEGRAM_MESSAGE_MAX = 4096;

/** Each topic goes to a chat of its own (or to the same one), or nowhere. */
export const staffAlertTopics = ["withdrawals", "deposits", "exceptions", "security"] as const;
export type StaffAlertTopic = (typeof staffAlertTopics)[number];

/** A bot token as BotFather gives it: the bot's id, a colon, then its secret. */
export const BOT_TOKEN_PATTERN = /^\d{3,20}:[A-Za-z0-9_-]{20,100}$/;

/** A group's or channel's numeric id (a group's is negative), or a public channel's @name. */
export const CHAT_ID_PATTERN = /^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/;

const chatId = text().trim().regex(CHAT_ID_PATTERN, "admin.alerts_chat_invalid").nullable();

/** What the back office is shown: never the token, only its last four characters. */
export const staffAlertSettingsSchema = z.object({
  botTokenLast4: z.string().nullable(),
  language: z.enum(languages),
  chats: z.object({
    withdrawals: z.string().nullable(),
    deposits: z.string().nullable(),
    exceptions: z.string().nullable(),
    security: z.string().nullable(),
  }),
  depositAlertAbove: z.string(),
});
export type StaffAlertSettings = z.infer<typeof staffAlertSettingsSchema>;

/** A change of the alerts; a token omitted keeps the stored one. An empty chat is no chat. */
export const staffAlertSettingsBody = z.strictObject({
  botToken: text().trim().regex(BOT_TOKEN_PATTERN, "admin.alerts_token_invalid").optional(),
  language: z.enum(languages, { error: "validation.invalid" }),
  chats: z.strictObject({
    withdrawals: z.preprocess(emptyIsNull, chatId),
    deposits: z.preprocess(emptyIsNull, chatId),
    exceptions: z.preprocess(emptyIsNull, chatId),
    security: z.preprocess(emptyIsNull, chatId),
  }),
  depositAlertAbove: text().trim().regex(AMOUNT_PATTERN, "validation.amount_invalid"),
});
export type StaffAlertSettingsBody = z.infer<typeof staffAlertSettingsBody>;

function emptyIsNull(value: unknown): unknown {
  return typeof value === "string" && value.trim() === "" ? null : value;
}

/** The server's own refusals of a change (beside the schema's), as translation keys. */
export const staffAlertErrors = {
  /** A chat set with no token given and none stored. */
  tokenRequired: "admin.alerts_token_required",
} as const;

/** Why a test message did not arrive, for the back office to say in the staff's language. */
export const staffAlertTestFailures = [
  "NO_TOKEN",
  "NO_CHAT",
  "BAD_TOKEN",
  "CHAT_NOT_FOUND",
  "BOT_NOT_IN_CHAT",
  "RATE_LIMITED",
  "UNREACHABLE",
  "REFUSED",
] as const;
export type StaffAlertTestFailure = (typeof staffAlertTestFailures)[number];

/** The answer of a test message: `message` in words (English, for logs and the API), `failure` and `topic` to translate. */
export const staffAlertTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  failure: z.enum(staffAlertTestFailures).nullable(),
  /** The topic whose chat refused it. */
  topic: z.enum(staffAlertTopics).nullable(),
});
export type StaffAlertTest = z.infer<typeof staffAlertTestSchema>;
