import { randomBytes } from "node:crypto";
import {
  type PaymentGatewayBody,
  type PaymentGatewaySettings,
  PHAJAY_DEFAULT_BASE_URL,
  PHAJAY_WEBHOOK_PATH,
  paymentGatewayErrors,
} from "@kham/contract";
import { acceptableBaseUrl } from "../../adapters/base-url.ts";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { SecretBox } from "../../plugins/secrets.ts";
import { secretContext } from "./directory.ts";
import {
  ensureGatewaySettings,
  findGatewaySettingsByToken,
  type GatewaySettingsRow,
  updateGatewaySettings,
} from "./repository.ts";

/* An agency's payment gateway: its settings for the owner, and the agency a webhook address names. */

export interface GatewaySettingsDeps {
  db: Db;
  secrets: SecretBox;
  production: boolean;
  now: () => Date;
}

/** 32 random bytes: the webhook address is the only thing that tells one agency's hints from another's. */
function newWebhookToken(): string {
  return randomBytes(32).toString("base64url");
}

function settingsRow(deps: GatewaySettingsDeps, agency: AgencyRow): Promise<GatewaySettingsRow> {
  return ensureGatewaySettings(deps.db, {
    agencyId: agency.id,
    kind: "sandbox",
    baseUrl: PHAJAY_DEFAULT_BASE_URL,
    sandbox: false,
    webhookToken: newWebhookToken(),
    updatedAt: deps.now(),
  });
}

/** What the owner is shown: never the key, only its last four characters. */
export function toGatewaySettings(row: GatewaySettingsRow, origin: string): PaymentGatewaySettings {
  return {
    kind: row.kind,
    baseUrl: row.baseUrl,
    sandbox: row.sandbox,
    secretKeyLast4: row.secretKeyLast4,
    webhookUrl: `${origin}${PHAJAY_WEBHOOK_PATH}/${row.webhookToken}`,
  };
}

export async function gatewaySettingsOf(
  deps: GatewaySettingsDeps,
  agency: AgencyRow,
  origin: string,
): Promise<PaymentGatewaySettings> {
  return toGatewaySettings(await settingsRow(deps, agency), origin);
}

/** The sandbox keeps the stored PhaJay key (orders made with it are still asked about); PhaJay needs a key. */
export async function changeGatewaySettings(
  deps: GatewaySettingsDeps,
  agency: AgencyRow,
  body: PaymentGatewayBody,
  origin: string,
): Promise<PaymentGatewaySettings> {
  const current = await settingsRow(deps, agency);
  const now = deps.now();
  if (body.kind === "sandbox") {
    return toGatewaySettings(
      await updateGatewaySettings(deps.db, agency.id, { kind: "sandbox", updatedAt: now }),
      origin,
    );
  }
  const baseUrl = acceptableBaseUrl(body.baseUrl ?? current.baseUrl, deps.production);
  if (baseUrl === undefined) {
    throw new AppError("VALIDATION_ERROR", "The gateway address must be HTTPS", {
      baseUrl: paymentGatewayErrors.baseUrlHttps,
    });
  }
  const key =
    body.secretKey === undefined
      ? undefined
      : {
          sealed: deps.secrets.seal(body.secretKey, secretContext(agency.id)),
          last4: body.secretKey.slice(-4),
        };
  if (key === undefined && current.secretKeyCiphertext === null) {
    throw new AppError("VALIDATION_ERROR", "PhaJay needs the account's secret key", {
      secretKey: paymentGatewayErrors.keyRequired,
    });
  }
  const updated = await updateGatewaySettings(deps.db, agency.id, {
    kind: "phajay",
    baseUrl,
    sandbox: body.sandbox ?? current.sandbox,
    ...(key && {
      secretKeyCiphertext: key.sealed.ciphertext,
      secretKeyId: key.sealed.keyId,
      secretKeyLast4: key.last4,
    }),
    updatedAt: now,
  });
  return toGatewaySettings(updated, origin);
}

/** The agency a PhaJay webhook address names, if it has a key to look its hints up with. */
export async function phaJayWebhookAgency(db: Db, token: string): Promise<string | undefined> {
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) return undefined;
  const row = await findGatewaySettingsByToken(db, token);
  return row?.secretKeyCiphertext ? row.agencyId : undefined;
}
