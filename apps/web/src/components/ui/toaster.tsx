import { lazy, type ReactNode, Suspense, useEffect } from "react";
import type { ExternalToast, ToasterProps } from "sonner";

/** Toasts show one at a time and stay for a very long time unless dismissed. */
export const TOAST_DURATION_MS = 60 * 60 * 1000;

type Sonner = typeof import("sonner");

// sonner is kept out of the first screen: it loads right after the first render, and toasts wait for it.
let markReady: (sonner: Sonner) => void = () => {};
const toasterReady = new Promise<Sonner>((resolve) => {
  markReady = resolve;
});

let loadedSonner: Sonner | undefined;

const LazyToaster = lazy(async () => {
  loadedSonner = await import("sonner");
  return { default: ReadyToaster };
});

function ReadyToaster(props: ToasterProps) {
  const sonner = loadedSonner!;
  useEffect(() => markReady(sonner), []);
  return <sonner.Toaster {...props} />;
}

export function Toaster(props: ToasterProps) {
  return (
    <Suspense fallback={null}>
      <LazyToaster
        theme="dark"
        position="top-center"
        visibleToasts={1}
        duration={TOAST_DURATION_MS}
        closeButton
        style={
          {
            "--normal-bg": "var(--color-surface)",
            "--normal-text": "var(--color-foreground)",
            "--normal-border": "color-mix(in oklab, var(--color-gold) 30%, transparent)",
            "--border-radius": "0.75rem",
          } as React.CSSProperties
        }
        {...props}
      />
    </Suspense>
  );
}

type ShowToast = (message: ReactNode, options?: ExternalToast) => void;
type Kind = "success" | "error" | "info" | "warning" | "message";

function show(kind: Kind): ShowToast {
  return (message, options) => {
    void toasterReady.then((sonner) => sonner.toast[kind](message, options));
  };
}

/** sonner's `toast`, shown once the <Toaster /> has mounted. */
export const toast = Object.assign(show("message"), {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
  dismiss: (id?: string | number) => {
    void toasterReady.then((sonner) => sonner.toast.dismiss(id));
  },
});
