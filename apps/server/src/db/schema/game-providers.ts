import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { agencies } from "./agency.ts";

/** The provider account an agency's players' credit is kept at, per provider; no row means the sandbox. */
export const gameProviderSettings = pgTable(
  "game_provider_settings",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    kind: text("kind", { enum: ["sandbox", "amb"] }).notNull(),
    baseUrl: text("base_url"),
    agent: text("agent"),
    productId: text("product_id"),
    lobbyCode: text("lobby_code"),
    reconcile: text("reconcile", { enum: ["repeat", "none"] }).notNull(),
    /** AES-256-GCM under SECRETS_KEY, bound to the agency and provider; never read back out of the server. */
    apiKeyCiphertext: text("api_key_ciphertext"),
    apiKeyId: text("api_key_id"),
    apiKeyLast4: text("api_key_last4"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.agencyId, table.provider] }),
    check("game_provider_settings_kind", sql`${table.kind} in ('sandbox', 'amb')`),
    check("game_provider_settings_reconcile", sql`${table.reconcile} in ('repeat', 'none')`),
    check(
      "game_provider_settings_key",
      sql`(${table.apiKeyCiphertext} is null) = (${table.apiKeyId} is null) and (${table.apiKeyCiphertext} is null) = (${table.apiKeyLast4} is null)`,
    ),
    check(
      "game_provider_settings_amb",
      sql`${table.kind} <> 'amb' or (${table.apiKeyCiphertext} is not null and ${table.baseUrl} is not null and ${table.agent} is not null and ${table.productId} is not null)`,
    ),
  ],
);

/** How each agency's provider account has been answering, for staff; one row per agency and provider. */
export const gameProviderHealth = pgTable(
  "game_provider_health",
  {
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    lastSuccessAt: timestamp("last_success_at", { withTimezone: true }),
    lastFailureAt: timestamp("last_failure_at", { withTimezone: true }),
    /** Redacted: the reason and the call, never the provider's body. */
    lastFailure: text("last_failure"),
    lastLatencyMs: integer("last_latency_ms"),
  },
  (table) => [primaryKey({ columns: [table.agencyId, table.provider] })],
);
