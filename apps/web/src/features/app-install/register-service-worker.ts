/** The worker vite-plugin-pwa builds (Workbox): it keeps the player's app for offline use. */
export const SERVICE_WORKER_URL = "/sw.js";
/** An app left open in the background asks for a new version when it comes back, at most this often. */
export const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Called after first paint; a new worker takes over for the next visit, never reloading mid-deposit. */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  page: Pick<Document, "addEventListener" | "visibilityState"> = document,
  now: () => number = Date.now,
): Promise<ServiceWorkerRegistration | undefined> {
  if (container === undefined) return undefined;
  let registration: ServiceWorkerRegistration;
  try {
    registration = await container.register(SERVICE_WORKER_URL, { scope: "/" });
  } catch {
    // No worker (a private window, a development server): the app works online as before.
    return undefined;
  }
  let lastCheck = now();
  page.addEventListener("visibilitychange", () => {
    if (page.visibilityState !== "visible" || now() - lastCheck < UPDATE_CHECK_MS) return;
    lastCheck = now();
    registration.update().catch(() => {});
  });
  return registration;
}
