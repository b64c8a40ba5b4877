import { sql } from "drizzle-orm";
import {
  bigint,
  bigserial,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";
import { createdAt, money } from "./columns.ts";
import { staff } from "./staff.ts";

/** Where an agency's staff alerts go (Telegram); no row means no alerts. */
export const staffAlertSettings = pgTable(
  "staff_alert_settings",
  {
    agencyId: uuid("agency_id")
      .primaryKey()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** The bot's token, AES-256-GCM under SECRETS_KEY bound to the agency id; never read back out of the server. */
    botTokenCiphertext: text("bot_token_ciphertext"),
    botTokenKeyId: text("bot_token_key_id"),
    botTokenLast4: text("bot_token_last4"),
    /** The staff's language the alerts are written in. */
    language: text("language").notNull(),
    withdrawalsChat: text("withdrawals_chat"),
    depositsChat: text("deposits_chat"),
    exceptionsChat: text("exceptions_chat"),
    securityChat: text("security_chat"),
    /** A deposit credited above this much credit is told to the deposits chat. */
    depositAlertAbove: money("deposit_alert_above").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("staff_alert_settings_language", sql`${table.language} in ('lo', 'th', 'cn', 'vn')`),
    check(
      "staff_alert_settings_token",
      sql`(${table.botTokenCiphertext} is null) = (${table.botTokenKeyId} is null) and (${table.botTokenCiphertext} is null) = (${table.botTokenLast4} is null)`,
    ),
    check("staff_alert_settings_threshold", sql`${table.depositAlertAbove} >= 0`),
  ],
);

/** The outbox: one line per alert, written in the transaction of what it tells, sent by a job. */
export const staffAlertLines = pgTable(
  "staff_alert_lines",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    topic: text("topic").notNull(),
    /** The chat the topic went to when the line was written. */
    chatId: text("chat_id").notNull(),
    /** What happened, as facts; worded in the agency's staff language when sent. */
    alert: jsonb("alert").notNull(),
    /** The job that took the line into its message; it alone sends it. */
    jobId: bigint("job_id", { mode: "number" }),
    createdAt: createdAt(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("staff_alert_lines_chat").on(table.agencyId, table.chatId, table.sentAt),
    check(
      "staff_alert_lines_topic",
      sql`${table.topic} in ('withdrawals', 'deposits', 'exceptions', 'security')`,
    ),
  ],
);

/** The addresses each staff member has finished a login from, so a new one is told to the security chat. */
export const staffLoginAddresses = pgTable(
  "staff_login_addresses",
  {
    staffId: uuid("staff_id")
      .notNull()
      .references(() => staff.id, { onDelete: "cascade" }),
    address: text("address").notNull(),
    firstSeenAt: timestamp("first_seen_at", { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.staffId, table.address] })],
);

/** Where each agency's own game provider and gateway accounts stand for staff alerts: failing since when, what was told. */
export const staffAlertServiceWatch = pgTable(
  "staff_alert_service_watch",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    /** A game provider (`gclub`, …) or the payment gateway (`phajay`). */
    service: text("service").notNull(),
    /** The first failure since the last success. */
    failingSince: timestamp("failing_since", { withTimezone: true }),
    downToldAt: timestamp("down_told_at", { withTimezone: true }),
    creditToldAt: timestamp("credit_told_at", { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.service] })],
);
