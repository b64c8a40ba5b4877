import { PHAJAY_GATEWAY, PhaJayGateway } from "../../adapters/payment-gateway/phajay/gateway.ts";
import {
  type PaymentGateway,
  PaymentGatewayError,
  type PaymentGateways,
} from "../../adapters/payment-gateway/types.ts";
import { type CallObserver, timeLimitedGateway } from "../../adapters/timeouts.ts";
import type { Db } from "../../db/client.ts";
import type { SecretBox } from "../../plugins/secrets.ts";
import { findGatewaySettings, type GatewaySettingsRow } from "./repository.ts";

export interface GatewayDirectoryOptions {
  db: Db;
  secrets: SecretBox;
  /** The sandbox (or a test's gateway): agencies without PhaJay, and orders made with it. */
  fallback: PaymentGateway;
  timeoutMs: number;
  /** Told of every call to the adapter (metrics). */
  observe?: CallObserver;
  now: () => Date;
  fetch?: typeof fetch;
}

/** Told of every call to an agency's own PhaJay account: its outcome (staff alerts); must not throw. */
export type GatewayListener = (outcome: {
  agencyId: string;
  service: string;
  failure: string | undefined;
}) => void;

/** The gateway answered, even to refuse; only no answer or a refused key is a failure of the account. */
function gatewayFailure(operation: string, error: unknown): string | undefined {
  if (!(error instanceof PaymentGatewayError)) return `${operation}: no usable answer`;
  return error.reason === "UNAVAILABLE" || error.reason === "UNAUTHORIZED"
    ? `${operation}: ${error.reason}`
    : undefined;
}

function watchedGateway(
  gateway: PaymentGateway,
  tell: (failure: string | undefined) => void,
): PaymentGateway {
  const watched = <T>(operation: string, call: Promise<T>): Promise<T> =>
    call.then(
      (value) => {
        tell(undefined);
        return value;
      },
      (error: unknown) => {
        tell(gatewayFailure(operation, error));
        throw error;
      },
    );
  return {
    name: gateway.name,
    currencies: gateway.currencies,
    createCheckout: (input) => watched("createCheckout", gateway.createCheckout(input)),
    findPayment: (query) => watched("findPayment", gateway.findPayment(query)),
    findTransaction: (reference) => watched("findTransaction", gateway.findTransaction(reference)),
    readWebhook: (rawBody, headers, now) => gateway.readWebhook(rawBody, headers, now),
  };
}

/** The key is sealed to its agency: a row copied to another agency opens for none. */
export const secretContext = (agencyId: string) => `payment-gateway:${agencyId}`;

/** Each agency's gateway, read from its settings at every call, so a change applies at once in every process. */
export class AgencyPaymentGateways implements PaymentGateways {
  private readonly options: GatewayDirectoryOptions;
  private readonly listeners: GatewayListener[] = [];

  constructor(options: GatewayDirectoryOptions) {
    this.options = options;
  }

  onOutcome(listener: GatewayListener): void {
    this.listeners.push(listener);
  }

  async forAgency(agencyId: string): Promise<PaymentGateway> {
    const settings = await findGatewaySettings(this.options.db, agencyId);
    if (settings === undefined || settings.kind !== PHAJAY_GATEWAY) return this.options.fallback;
    return this.phaJayOf(settings);
  }

  /** An order stays with the gateway it was made with, even after its agency switched. */
  async forOrder(order: { agencyId: string; gateway: string }): Promise<PaymentGateway> {
    if (order.gateway !== PHAJAY_GATEWAY) return this.options.fallback;
    const settings = await findGatewaySettings(this.options.db, order.agencyId);
    if (settings === undefined) throw new PaymentGatewayError("UNAUTHORIZED", "the agency has no PhaJay key");
    return this.phaJayOf(settings);
  }

  phaJayOf(settings: GatewaySettingsRow): PaymentGateway {
    const { secretKeyCiphertext, secretKeyId } = settings;
    if (secretKeyCiphertext === null || secretKeyId === null) {
      throw new PaymentGatewayError("UNAUTHORIZED", "the agency has no PhaJay key");
    }
    const secretKey = this.options.secrets.open(
      { ciphertext: secretKeyCiphertext, keyId: secretKeyId },
      secretContext(settings.agencyId),
    );
    const gateway = new PhaJayGateway({
      baseUrl: settings.baseUrl,
      sandbox: settings.sandbox,
      secretKey,
      now: this.options.now,
      timeoutMs: this.options.timeoutMs,
      fetch: this.options.fetch,
    });
    const limited = timeLimitedGateway(gateway, this.options.timeoutMs, this.options.observe);
    if (this.listeners.length === 0) return limited;
    return watchedGateway(limited, (failure) => {
      for (const listener of this.listeners)
        listener({ agencyId: settings.agencyId, service: gateway.name, failure });
    });
  }
}
