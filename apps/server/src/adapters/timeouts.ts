import { type GameProvider, GameProviderError, type GameProviders } from "./game-provider/types.ts";
import { type PaymentGateway, PaymentGatewayError } from "./payment-gateway/types.ts";

/** Told of every bounded call (metrics): labelled by kind and operation, never by an agency's account or URL. */
export type CallObserver = (
  call: { adapter: "gateway" | "provider"; name: string; operation: string },
  seconds: number,
  failed: boolean,
) => void;

function observed<T>(
  call: Promise<T>,
  what: Parameters<CallObserver>[0],
  observe: CallObserver | undefined,
): Promise<T> {
  if (observe === undefined) return call;
  const started = performance.now();
  const done = (failed: boolean) => observe(what, (performance.now() - started) / 1000, failed);
  call.then(
    () => done(false),
    () => done(true),
  );
  return call;
}

/** A call past this is failed-with-unknown-outcome: the job retries and looks the transfer up first. */
export const ADAPTER_TIMEOUT_MS = 10_000;

/** One promise and one timer per call: every credit read goes through here. */
export function withTimeout<T>(call: Promise<T>, ms: number, timeoutError: () => Error): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(timeoutError()), ms);
    timer.unref();
    call.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/** The same provider, every call bounded by `ms` (a timeout is GameProviderError TIMEOUT). */
export function timeLimitedGameProvider(
  adapter: GameProvider,
  ms: number,
  observe?: CallObserver,
): GameProvider {
  // Observed after the time limit, so a call that never answers counts as failed when it times out.
  const limit = <T>(what: string, call: Promise<T>) =>
    observed(
      withTimeout(
        call,
        ms,
        () => new GameProviderError("TIMEOUT", `${adapter.provider} ${what} did not answer within ${ms} ms`),
      ),
      { adapter: "provider", name: adapter.provider, operation: what },
      observe,
    );
  return {
    provider: adapter.provider,
    wallet: adapter.wallet,
    reconcile: adapter.reconcile,
    createMember: (member) => limit("createMember", adapter.createMember(member)),
    getBalance: (member) => limit("getBalance", adapter.getBalance(member)),
    transferIn: (transfer) => limit("transferIn", adapter.transferIn(transfer)),
    transferOut: (transfer) => limit("transferOut", adapter.transferOut(transfer)),
    findTransfer: (reference) => limit("findTransfer", adapter.findTransfer(reference)),
    listGames: () => limit("listGames", adapter.listGames()),
    gamesAvailable: adapter.gamesAvailable,
    launchGame: (input) => limit("launchGame", adapter.launchGame(input)),
  };
}

export function timeLimitedGameProviders(
  adapters: GameProviders,
  ms: number,
  observe?: CallObserver,
): GameProviders {
  return Object.fromEntries(
    Object.entries(adapters).map(([provider, adapter]) => [
      provider,
      timeLimitedGameProvider(adapter, ms, observe),
    ]),
  ) as GameProviders;
}

/** The same gateway with every network call bounded by `ms` (a timeout is PaymentGatewayError UNAVAILABLE). */
export function timeLimitedGateway(
  gateway: PaymentGateway,
  ms: number,
  observe?: CallObserver,
): PaymentGateway {
  const limit = <T>(what: string, call: Promise<T>, operation: string) =>
    observed(
      withTimeout(
        call,
        ms,
        () =>
          new PaymentGatewayError("UNAVAILABLE", `${gateway.name} ${what} did not answer within ${ms} ms`),
      ),
      { adapter: "gateway", name: gateway.name, operation },
      observe,
    );
  return {
    name: gateway.name,
    currencies: gateway.currencies,
    createCheckout: (input) => limit("checkout", gateway.createCheckout(input), "createCheckout"),
    findPayment: (query) => limit("payment query", gateway.findPayment(query), "findPayment"),
    findTransaction: (reference) =>
      limit("transaction query", gateway.findTransaction(reference), "findTransaction"),
    readWebhook: (rawBody, headers, now) => gateway.readWebhook(rawBody, headers, now),
  };
}
