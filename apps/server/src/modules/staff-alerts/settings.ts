import {
  type StaffAlertSettings,
  type StaffAlertSettingsBody,
  type StaffAlertTest,
  type StaffAlertTestFailure,
  type StaffAlertTopic,
  staffAlertErrors,
  staffAlertTopics,
} from "@kham/contract";
import { sendMessage } from "../../adapters/telegram/bot-api.ts";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { SecretBox } from "../../plugins/secrets.ts";
import { type AlertSettingsRow, findAlertSettings, saveAlertSettings } from "./repository.ts";
import { openToken, staffLanguage, tokenContext } from "./sender.ts";
import { chatOfTopic } from "./service.ts";
import { testText } from "./texts.ts";

/* The owner's side of staff alerts: the settings, and a test message to each chat. */

export interface AlertSettingsDeps {
  db: Db;
  secrets: SecretBox;
  telegramApiUrl: string;
  timeoutMs: number;
  now: () => Date;
  fetch?: typeof fetch;
}

/** What the owner is shown: never the token, only its last four characters. */
export function toAlertSettings(row: AlertSettingsRow | undefined): StaffAlertSettings {
  return {
    botTokenLast4: row?.botTokenLast4 ?? null,
    language: row ? staffLanguage(row) : "lo",
    chats: {
      withdrawals: row?.withdrawalsChat ?? null,
      deposits: row?.depositsChat ?? null,
      exceptions: row?.exceptionsChat ?? null,
      security: row?.securityChat ?? null,
    },
    depositAlertAbove: row?.depositAlertAbove ?? "0.00",
  };
}

export async function alertSettingsOf(db: Db, agency: AgencyRow): Promise<StaffAlertSettings> {
  return toAlertSettings(await findAlertSettings(db, agency.id));
}

/** A token omitted keeps the stored one; a chat needs a token, given now or before. */
export async function changeAlertSettings(
  deps: AlertSettingsDeps,
  agency: AgencyRow,
  body: StaffAlertSettingsBody,
): Promise<StaffAlertSettings> {
  const current = await findAlertSettings(deps.db, agency.id);
  const token =
    body.botToken === undefined
      ? undefined
      : { sealed: deps.secrets.seal(body.botToken, tokenContext(agency.id)), last4: body.botToken.slice(-4) };
  const anyChat = Object.values(body.chats).some((chat) => chat !== null);
  if (anyChat && token === undefined && (current?.botTokenCiphertext ?? null) === null) {
    throw new AppError("VALIDATION_ERROR", "Telegram alerts need the bot's token", {
      botToken: staffAlertErrors.tokenRequired,
    });
  }
  const saved = await saveAlertSettings(deps.db, {
    agencyId: agency.id,
    botTokenCiphertext: token?.sealed.ciphertext ?? current?.botTokenCiphertext ?? null,
    botTokenKeyId: token?.sealed.keyId ?? current?.botTokenKeyId ?? null,
    botTokenLast4: token?.last4 ?? current?.botTokenLast4 ?? null,
    language: body.language,
    withdrawalsChat: body.chats.withdrawals,
    depositsChat: body.chats.deposits,
    exceptionsChat: body.chats.exceptions,
    securityChat: body.chats.security,
    depositAlertAbove: body.depositAlertAbove,
    updatedAt: deps.now(),
  });
  return toAlertSettings(saved);
}

const testMessages: Record<StaffAlertTestFailure, string> = {
  NO_TOKEN: "No bot token is saved yet",
  NO_CHAT: "No chat is set for any topic",
  BAD_TOKEN: "Telegram does not know this bot token",
  CHAT_NOT_FOUND: "Telegram found no such chat: check the chat id",
  BOT_NOT_IN_CHAT: "The bot is not a member of the chat: add it to the group",
  RATE_LIMITED: "Telegram asks to wait before the next message",
  UNREACHABLE: "Telegram could not be reached",
  REFUSED: "Telegram refused the message",
};

function failed(failure: StaffAlertTestFailure, topic: StaffAlertTopic | null): StaffAlertTest {
  return { ok: false, message: testMessages[failure], failure, topic };
}

/** Sent now, in the request: the owner waits for the answer. One message to each chat set, the first refusal told. */
export async function sendTestMessage(deps: AlertSettingsDeps, agency: AgencyRow): Promise<StaffAlertTest> {
  const settings = await findAlertSettings(deps.db, agency.id);
  const token = settings && openToken(deps.secrets, settings);
  if (settings === undefined || token === undefined) return failed("NO_TOKEN", null);
  const chats = new Map<string, StaffAlertTopic>();
  for (const topic of staffAlertTopics) {
    const chat = chatOfTopic(settings, topic);
    if (chat !== null && !chats.has(chat)) chats.set(chat, topic);
  }
  if (chats.size === 0) return failed("NO_CHAT", null);
  for (const [chatId, topic] of chats) {
    const result = await sendMessage({
      baseUrl: deps.telegramApiUrl,
      token,
      chatId,
      text: testText(staffLanguage(settings), topic),
      timeoutMs: deps.timeoutMs,
      fetch: deps.fetch,
    });
    if (!result.ok) return failed(result.failure, topic);
  }
  return { ok: true, message: "The test message reached every chat", failure: null, topic: null };
}
