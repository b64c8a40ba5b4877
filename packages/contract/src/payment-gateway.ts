import { z } from "zod";
import { text } from "./text.ts";

/* An agency's payment gateway, set by its owner in the back office (`/agencies/{agency}/payment-gateway`). */

export const paymentGatewayKinds = ["sandbox", "phajay"] as const;
export type PaymentGatewayKind = (typeof paymentGatewayKinds)[number];

/** PhaJay's production host; a test host or a local fake is reached by setting `baseUrl`. */
export const PHAJAY_DEFAULT_BASE_URL = "https://payment-gateway.phajay.co";

/** What the back office is shown: never the key, only its last four characters. */
export const paymentGatewaySettingsSchema = z.object({
  kind: z.enum(paymentGatewayKinds),
  baseUrl: z.string(),
  sandbox: z.boolean(),
  secretKeyLast4: z.string().nullable(),
  webhookUrl: z.string(),
});
export type PaymentGatewaySettings = z.infer<typeof paymentGatewaySettingsSchema>;

/** A change of gateway; a PhaJay key omitted on a later change keeps the stored one. */
export const paymentGatewayBody = z.discriminatedUnion("kind", [
  z.strictObject({ kind: z.literal("sandbox") }),
  z.strictObject({
    kind: z.literal("phajay"),
    secretKey: text().trim().min(8, "admin.gateway_key_too_short").max(512).optional(),
    baseUrl: text().trim().url("admin.gateway_base_url_invalid").max(300).optional(),
    sandbox: z.boolean().optional(),
  }),
]);
export type PaymentGatewayBody = z.infer<typeof paymentGatewayBody>;

/** The server's own refusals of a gateway change (beside the schema's), as translation keys. */
export const paymentGatewayErrors = {
  /** PhaJay chosen with no key given and none stored. */
  keyRequired: "admin.gateway_key_required",
  /** A base URL that is not HTTPS (outside production a loopback http one is accepted too). */
  baseUrlHttps: "admin.gateway_base_url_https",
} as const;

/** The segment of the agency's PhaJay webhook address before its unguessable token. */
export const PHAJAY_WEBHOOK_PATH = "/api/v2/payments/phajay/webhook";
