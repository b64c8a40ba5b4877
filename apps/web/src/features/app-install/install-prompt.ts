/** Chromium fires `beforeinstallprompt` once, often before the hint's code loads: this keeps it until then. */

/** The event Chromium fires when the app can be installed; not in TypeScript's DOM types yet. */
export interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  readonly userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

/** Where the player's "not now" is remembered: the hint shows once, never again after it. */
export const INSTALL_HINT_DISMISSED_KEY = "kham:install-hint-dismissed";

let offer: InstallPromptEvent | undefined;
const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export function hintDismissed(storage: Pick<Storage, "getItem"> = localStorage): boolean {
  try {
    return storage.getItem(INSTALL_HINT_DISMISSED_KEY) !== null;
  } catch {
    return false;
  }
}

/** Starts listening; call once, before the first render. */
export function captureInstallPrompt(target: Window = window): void {
  target.addEventListener("beforeinstallprompt", (event) => {
    // Holding the offer stops Chromium's own mini bar; a player who said "not now" gets the browser's.
    if (hintDismissed()) return;
    event.preventDefault();
    offer = event as InstallPromptEvent;
    notify();
  });
  target.addEventListener("appinstalled", () => {
    offer = undefined;
    notify();
  });
}

export function installOffer(): InstallPromptEvent | undefined {
  return offer;
}

/** Shows the browser's install dialog; the offer can be used only once, whatever the answer. */
export async function acceptInstallOffer(): Promise<void> {
  const current = offer;
  offer = undefined;
  notify();
  if (current === undefined) return;
  await current.prompt();
  await current.userChoice;
}

export function subscribeToInstallOffer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
