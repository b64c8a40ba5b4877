import { isLanguage, type Language, TELEGRAM_MESSAGE_MAX } from "@kham/contract";
import type { FastifyBaseLogger } from "fastify";
import { sendMessage } from "../../adapters/telegram/bot-api.ts";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../plugins/secrets.ts";
import type { JobRow } from "../jobs/repository.ts";
import { JobMustWait } from "../jobs/service.ts";
import type { JobOutcome } from "../jobs/worker.ts";
import {
  type AlertLineRow,
  type AlertSettingsRow,
  agencyCodeOf,
  chatHeldByAnotherJob,
  claimAlertLines,
  lastSentAt,
  lockAlertSettings,
  markAlertLinesSent,
  releaseAlertLines,
} from "./repository.ts";
import { alertText, type LinkBase, moreText, type StaffAlert } from "./texts.ts";

/* The job that sends what waits for one chat of an agency, as one message. */

/** Telegram allows about 20 messages a minute in a group: one message per chat every 3 s stays under it. */
export const CHAT_PACE_MS = 3000;
/** Lines read for one message; what does not fit waits for the next. */
const LINES_PER_MESSAGE = 50;
/** Room kept for the "and N more" line. */
const MORE_ROOM = 120;

export interface AlertSenderDeps {
  db: Db;
  secrets: SecretBox;
  telegramApiUrl: string;
  publicOrigin: string | undefined;
  timeoutMs: number;
  now: () => Date;
  log: FastifyBaseLogger;
  fetch?: typeof fetch;
}

/** The token is sealed to its agency: a row copied to another agency opens for none. */
export const tokenContext = (agencyId: string) => `staff-alerts:${agencyId}`;

export function openToken(secrets: SecretBox, settings: AlertSettingsRow): string | undefined {
  if (settings.botTokenCiphertext === null || settings.botTokenKeyId === null) return undefined;
  return secrets.open(
    { ciphertext: settings.botTokenCiphertext, keyId: settings.botTokenKeyId },
    tokenContext(settings.agencyId),
  );
}

export function staffLanguage(settings: AlertSettingsRow): Language {
  return isLanguage(settings.language) ? settings.language : "lo";
}

/** Whole alerts, oldest first, as many as fit in one message; the ids of those it holds. */
export function composeMessage(
  lines: Pick<AlertLineRow, "id" | "alert">[],
  language: Language,
  base: LinkBase,
): { text: string; kept: number[] } {
  const texts = lines.map((line) => alertText(line.alert as StaffAlert, language, base));
  const first = texts[0] ?? "";
  if (first.length > TELEGRAM_MESSAGE_MAX - MORE_ROOM) {
    const cut = `${first.slice(0, TELEGRAM_MESSAGE_MAX - MORE_ROOM - 1)}…`;
    const rest = lines.length - 1;
    return { text: rest > 0 ? `${cut}\n\n${moreText(language, rest)}` : cut, kept: [lines[0]!.id] };
  }
  let text = first;
  let count = 1;
  while (count < texts.length) {
    const next = `${text}\n\n${texts[count]}`;
    if (next.length > TELEGRAM_MESSAGE_MAX - MORE_ROOM) break;
    text = next;
    count++;
  }
  if (count < texts.length) text = `${text}\n\n${moreText(language, texts.length - count)}`;
  return { text, kept: lines.slice(0, count).map((line) => line.id) };
}

type Plan =
  | { step: "nothing" }
  | { step: "wait"; until: Date }
  | { step: "send"; token: string; text: string; count: number };

async function plan(deps: AlertSenderDeps, agencyId: string, chatId: string, job: JobRow): Promise<Plan> {
  const now = deps.now();
  return deps.db.transaction(async (tx): Promise<Plan> => {
    const settings = await lockAlertSettings(tx, agencyId);
    const token = settings && openToken(deps.secrets, settings);
    if (settings === undefined || token === undefined) {
      throw new Error("the agency has no Telegram bot token: its alerts cannot be sent");
    }
    if (await chatHeldByAnotherJob(tx, agencyId, chatId, job.id)) {
      return { step: "wait", until: new Date(now.getTime() + CHAT_PACE_MS) };
    }
    const last = await lastSentAt(tx, agencyId, chatId);
    if (last !== undefined && now.getTime() - last.getTime() < CHAT_PACE_MS) {
      return { step: "wait", until: new Date(last.getTime() + CHAT_PACE_MS) };
    }
    const lines = await claimAlertLines(tx, { agencyId, chatId, jobId: job.id, limit: LINES_PER_MESSAGE });
    if (lines.length === 0) return { step: "nothing" };
    const base = { publicOrigin: deps.publicOrigin, agencyCode: (await agencyCodeOf(tx, agencyId)) ?? "" };
    const { text, kept } = composeMessage(lines, staffLanguage(settings), base);
    if (kept.length < lines.length) await releaseAlertLines(tx, job.id, kept);
    return { step: "send", token, text, count: kept.length };
  });
}

/** A line is sent once: it is marked sent before the job finishes, and a rerun finds it sent. */
export async function sendWaitingAlerts(
  deps: AlertSenderDeps,
  payload: Record<string, unknown>,
  job: JobRow,
): Promise<JobOutcome> {
  const agencyId = String(payload.agencyId);
  const chatId = String(payload.chatId);
  const next = await plan(deps, agencyId, chatId, job);
  if (next.step === "nothing") return undefined;
  if (next.step === "wait") return { runAgainAt: next.until };
  const result = await sendMessage({
    baseUrl: deps.telegramApiUrl,
    token: next.token,
    chatId,
    text: next.text,
    timeoutMs: deps.timeoutMs,
    fetch: deps.fetch,
  });
  if (result.ok) {
    await deps.db.transaction((tx) => markAlertLinesSent(tx, job.id, deps.now()));
    deps.log.info({ chat: chatId, alerts: next.count }, "staff alerts sent to Telegram");
    return undefined;
  }
  deps.log.warn(
    { chat: chatId, status: result.status, failure: result.failure, description: result.description },
    "Telegram did not take the staff alerts",
  );
  if (result.failure === "RATE_LIMITED") {
    throw new JobMustWait(
      `Telegram asked to wait ${result.retryAfter ?? 1} s`,
      (result.retryAfter ?? 1) * 1000,
    );
  }
  throw new Error(`Telegram refused the alerts: ${result.status} ${result.description}`);
}
