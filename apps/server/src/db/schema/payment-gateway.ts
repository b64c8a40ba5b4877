import { sql } from "drizzle-orm";
import { boolean, check, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";

/** The gateway an agency's new orders are paid through; no row means the sandbox. */
export const paymentGatewaySettings = pgTable(
  "payment_gateway_settings",
  {
    agencyId: uuid("agency_id")
      .primaryKey()
      .references(() => agencies.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["sandbox", "phajay"] }).notNull(),
    baseUrl: text("base_url").notNull(),
    sandbox: boolean("sandbox").notNull(),
    /** AES-256-GCM under SECRETS_KEY, bound to the agency id; never read back out of the server. */
    secretKeyCiphertext: text("secret_key_ciphertext"),
    /** Which SECRETS_KEY sealed it, so keys can rotate. */
    secretKeyId: text("secret_key_id"),
    secretKeyLast4: text("secret_key_last4"),
    /** The unguessable segment of the agency's webhook address. */
    webhookToken: text("webhook_token").notNull().unique("payment_gateway_settings_webhook_token"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    check("payment_gateway_settings_kind", sql`${table.kind} in ('sandbox', 'phajay')`),
    check(
      "payment_gateway_settings_key",
      sql`(${table.secretKeyCiphertext} is null) = (${table.secretKeyId} is null) and (${table.secretKeyCiphertext} is null) = (${table.secretKeyLast4} is null)`,
    ),
    check(
      "payment_gateway_settings_phajay_key",
      sql`${table.kind} <> 'phajay' or ${table.secretKeyCiphertext} is not null`,
    ),
  ],
);
