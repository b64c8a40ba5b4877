import { compareDecimal, type StaffAlertTopic } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import type { JobWorker } from "../jobs/worker.ts";
import {
  type AlertSettingsRow,
  findAlertSettings,
  insertAlertLine,
  rememberLoginAddress,
} from "./repository.ts";
import { maskAccount, type StaffAlert, topicOf } from "./texts.ts";

/* Staff alerts (Telegram) as other modules raise them: a line in the outbox, written in their transaction. */

/** One job per line, each sending everything its chat has waiting; see docs/decisions/staff-alerts.md. */
export const STAFF_ALERT_JOB = "staff-alert.send";

export interface AlertContext {
  jobs: Pick<JobWorker, "enqueue">;
  now: () => Date;
}

export function chatOfTopic(settings: AlertSettingsRow, topic: StaffAlertTopic): string | null {
  const chats: Record<StaffAlertTopic, string | null> = {
    withdrawals: settings.withdrawalsChat,
    deposits: settings.depositsChat,
    exceptions: settings.exceptionsChat,
    security: settings.securityChat,
  };
  return chats[topic];
}

/** Writes the alert to its topic's chat, if the agency has a bot and that chat; answers whether it will be sent. */
export async function queueStaffAlert(
  tx: Db,
  context: AlertContext,
  agencyId: string,
  alert: StaffAlert,
): Promise<boolean> {
  const settings = await findAlertSettings(tx, agencyId);
  if (settings === undefined || settings.botTokenCiphertext === null) return false;
  const topic = topicOf[alert.kind];
  const chatId = chatOfTopic(settings, topic);
  if (chatId === null) return false;
  if (alert.kind === "deposit-credited" && compareDecimal(alert.credit, settings.depositAlertAbove) <= 0) {
    return false;
  }
  const facts = alert.kind === "withdrawal-asked" ? { ...alert, account: maskAccount(alert.account) } : alert;
  const now = context.now();
  const line = await insertAlertLine(tx, { agencyId, topic, chatId, alert: facts, createdAt: now });
  await context.jobs.enqueue(tx, {
    kind: STAFF_ALERT_JOB,
    agencyId,
    payload: { agencyId, chatId },
    dedupeKey: `${STAFF_ALERT_JOB}:${line.id}`,
    runAt: now,
  });
  return true;
}

/** Remembers where a staff member logged in from; an address new to someone who logged in before is told. */
export async function noteStaffLogin(
  tx: Db,
  context: AlertContext,
  login: { staffId: string; agencyId: string | null; username: string; address: string },
): Promise<void> {
  const seen = await rememberLoginAddress(tx, {
    staffId: login.staffId,
    address: login.address,
    at: context.now(),
  });
  if (!seen.isNew || !seen.knewOthers || login.agencyId === null) return;
  await queueStaffAlert(tx, context, login.agencyId, {
    kind: "staff-new-address",
    username: login.username,
    address: login.address,
  });
}
