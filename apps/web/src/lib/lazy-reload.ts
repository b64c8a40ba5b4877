const STORAGE_PREFIX = "lazy-reload:";
// The router's lazy components reload under this key too; both marks are set so one failure reloads once.
const ROUTER_STORAGE_PREFIX = "tanstack_router_reload:";

const chunkFailurePatterns = [
  /Failed to fetch dynamically imported module/i,
  /Importing a module script failed/i,
  /error loading dynamically imported module/i,
];

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return chunkFailurePatterns.some((pattern) => pattern.test(message));
}

/** After a deploy old chunks are gone; the message is remembered so a lasting failure never loops. */
export function reloadOnceFor(message: string, reload: () => void = () => window.location.reload()): boolean {
  // Offline a reload ends on the browser's own error page; the app's network view offers the retry.
  if (navigator.onLine === false) return false;
  const key = `${STORAGE_PREFIX}${message}`;
  const routerKey = `${ROUTER_STORAGE_PREFIX}${message}`;
  try {
    const alreadyReloaded =
      sessionStorage.getItem(key) !== null || sessionStorage.getItem(routerKey) !== null;
    if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, new Date().toISOString());
    if (alreadyReloaded) return false;
    sessionStorage.setItem(routerKey, "1");
  } catch {
    return false;
  }
  reload();
  return true;
}

/** Reloads once when the error is a failed lazy chunk; answers whether it did. */
export function reloadIfChunkFailed(error: unknown, reload?: () => void): boolean {
  if (!isChunkLoadError(error)) return false;
  return reloadOnceFor((error as Error).message ?? String(error), reload);
}

/** Vite fires vite:preloadError when a lazily imported chunk (or its CSS) cannot be fetched. */
export function listenForPreloadErrors(reload?: () => void): () => void {
  const onPreloadError = (event: Event) => {
    const payload = (event as Event & { payload?: unknown }).payload;
    const message = payload instanceof Error ? payload.message : "vite:preloadError";
    if (reloadOnceFor(message, reload)) event.preventDefault();
  };
  window.addEventListener("vite:preloadError", onPreloadError);
  return () => window.removeEventListener("vite:preloadError", onPreloadError);
}
