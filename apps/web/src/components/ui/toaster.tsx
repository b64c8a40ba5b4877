import { lazy, type ReactNode, Suspense, useSyncExternalStore } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

/** Toasts show one at a time and stay for a very long time unless dismissed. */
export const TOAST_DURATION_MS = 60 * 60 * 1000;

type Sonner = typeof import("sonner");

// sonner is kept out of the first screen: it loads with the first toast, which most visits never show.
let markReady: (sonner: Sonner) => void = () => {};
const toasterReady = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

// The drawing (sonner and its look) loads with the first toast, beside sonner.
const DrawnToaster = lazy(() => import("./drawn-toaster"));

let wanted = false;
const wantedListeners = new Set<() => void>();

function wantToaster() {
  if (wanted) return;
  wanted = true;
  for (const listener of wantedListeners) listener();
}

function onWanted(listener: () => void) {
  wantedListeners.add(listener);
  return () => wantedListeners.delete(listener);
}

export function Toaster(props: ToasterProps) {
  const shown = useSyncExternalStore(
    onWanted,
    () => wanted,
    () => false,
  );
  if (!shown) return null;
  // Its own boundary: the texts and sonner both load when needed, and never hold up the page.
  return (
    <Suspense fallback={null}>
      <DrawnToaster duration={TOAST_DURATION_MS} {...props} onMounted={markReady} />
    </Suspense>
  );
}

/** A tap on a toast lies outside the dialog but must not close it, or the form it is about is lost. */
export function keepOpenOnToast(event: { target: EventTarget | null; preventDefault: () => void }): void {
  if (event.target instanceof Element && event.target.closest("[data-sonner-toaster]"))
    event.preventDefault();
}

type ShowToast = (message: ReactNode, options?: ExternalToast) => void;
type Kind = "success" | "error" | "info" | "warning" | "message";

function show(kind: Kind): ShowToast {
  return (message, options) => {
    wantToaster();
    void toasterReady.then((sonner) => sonner.toast[kind](message, options));
  };
}

/** sonner's `toast`: the first one mounts the <Toaster /> (and loads sonner), and shows once it has. */
export const toast = Object.assign(show("message"), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  dismiss: (id?: string | number) => {
    void toasterReady.then((sonner) => sonner.toast.dismiss(id));
  },
});
