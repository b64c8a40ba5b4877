import { z } from "zod";
import { providers } from "./providers.ts";
import { text } from "./text.ts";

/* An agency's game provider accounts, set by its owner in the back office (`/agencies/{agency}/game-providers`). */

export const gameProviderKinds = ["sandbox", "amb"] as const;
export type GameProviderKind = (typeof gameProviderKinds)[number];

/** How a transfer whose answer was lost is settled: re-sent under the same reference, or left for staff. */
export const reconcileModes = ["repeat", "none"] as const;
export type ReconcileModeSetting = (typeof reconcileModes)[number];

/** AMB SuperAPI's product ids known from public code; gclub_live and alphabet are named by the agency. */
export const AMB_PRODUCT_IDS: Partial<Record<(typeof providers)[number], string>> = {
  askmebet: "ASKMEBET",
  gclub: "GCLUB",
};

/** AMB SuperAPI's production host (its staging host is https://test.ambsuperapi.com). */
export const AMB_DEFAULT_BASE_URL = "https://api.hentory.io";

/** How the provider account has been answering, for staff. */
export const providerHealthSchema = z.object({
  lastSuccessAt: z.string().nullable(),
  lastFailureAt: z.string().nullable(),
  /** In words, redacted: never the provider's body. */
  lastFailure: z.string().nullable(),
  latencyMs: z.number().int().nullable(),
  /** Transfer jobs of this agency still waiting on this provider (pending, running or dead). */
  openJobs: z.number().int(),
  /** Orders waiting because the agency's own credit at the provider is used up. */
  waitingOnAgentCredit: z.number().int(),
});
export type ProviderHealth = z.infer<typeof providerHealthSchema>;

/** What the back office is shown: never the key, only its last four characters. */
export const gameProviderSettingsSchema = z.object({
  provider: z.enum(providers),
  kind: z.enum(gameProviderKinds),
  baseUrl: z.string().nullable(),
  agent: z.string().nullable(),
  productId: z.string().nullable(),
  lobbyCode: z.string().nullable(),
  reconcile: z.enum(reconcileModes),
  apiKeyLast4: z.string().nullable(),
  health: providerHealthSchema,
});
export type GameProviderSettings = z.infer<typeof gameProviderSettingsSchema>;

/** A change of a provider's account; the key omitted on a later change keeps the stored one. */
export const gameProviderBody = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("sandbox") }),
  z.strictObject({
    kind: z.literal("amb"),
    baseUrl: text().trim().url("admin.provider_base_url_invalid").max(300),
    agent: text()
      .trim()
      .min(1, "admin.provider_agent_required")
      .max(64)
      .regex(/^[A-Za-z0-9_.-]+$/, "admin.provider_agent_invalid"),
    apiKey: text().trim().min(8, "admin.provider_key_too_short").max(512).optional(),
    productId: text()
      .trim()
      .min(1, "admin.provider_product_required")
      .max(64)
      .regex(/^[A-Za-z0-9_-]+$/, "admin.provider_product_invalid"),
    lobbyCode: text()
      .trim()
      .max(64)
      .regex(/^[A-Za-z0-9_-]*$/, "admin.provider_lobby_invalid")
      .optional(),
    reconcile: z.enum(reconcileModes).optional(),
  }),
]);
export type GameProviderBody = z.infer<typeof gameProviderBody>;

/** The server's own refusals of a provider change (beside the schema's), as translation keys. */
export const gameProviderErrors = {
  /** AMB chosen with no key given and none stored. */
  keyRequired: "admin.provider_key_required",
  /** A base URL that is not HTTPS (outside production a loopback http one is accepted too). */
  baseUrlHttps: "admin.provider_base_url_https",
  /** Transfers of this provider are still in flight: switching now would ask the wrong account about them. */
  busy: "admin.provider_busy",
} as const;

/** Why a connection test failed, for the back office to say in the staff's language. */
export const providerTestFailures = [
  "UNAUTHORIZED",
  "UNAVAILABLE",
  "TIMEOUT",
  "AGENT_CREDIT",
  "BAD_ANSWER",
  "MEMBER_NOT_FOUND",
] as const;

/** The answer of a connection test: `message` in words (English, for logs and the API), `failure` to translate. */
export const providerTestSchema = z.object({
  ok: z.boolean(),
  message: z.string(),
  failure: z.enum(providerTestFailures).nullable(),
  latencyMs: z.number().int().nullable(),
});
export type ProviderTest = z.infer<typeof providerTestSchema>;
