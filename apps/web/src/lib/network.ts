import { isChunkLoadError } from "./lazy-reload";

/** A call that never reached the server (no network, a dropped link): fetch's TypeError, named. */
export class NetworkError extends TypeError {
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
    this.name = "NetworkError";
  }
}

const listeners = new Set<() => void>();

/** Tells `listener` each time a call fails for want of a network; answers the unsubscribe. */
export function onNetworkError(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportNetworkError(): void {
  for (const listener of listeners) listener();
}

/** Only sure when false; on the server there is no such thing. */
export function browserOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** The network, not the app, is why this failed: the player is told so, and to try again. */
export function isNetworkFailure(error: unknown): boolean {
  if (error instanceof NetworkError) return true;
  // A screen's code that could not be fetched offline: a reload would only show the browser's error page.
  return isChunkLoadError(error) && browserOffline();
}
