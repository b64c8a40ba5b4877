import { useEffect } from "react";

/** Long enough for the first screen and its first interactions to finish on a slow phone. */
export const FINGERPRINT_DELAY_MS = 8000;

/** Loaded and run once the browser is idle, so it never competes with the first screen. */
export function useRefreshFingerprint(agentId: string): void {
  useEffect(() => {
    let cancelled = false;
    let idleHandle: number | undefined;
    const run = () => {
      void import("./send-fingerprint").then(({ refreshFingerprint }) => {
        if (!cancelled) void refreshFingerprint(agentId);
      });
    };
    const timer = window.setTimeout(() => {
      if (typeof window.requestIdleCallback === "function")
        idleHandle = window.requestIdleCallback(run, { timeout: 5000 });
      else run();
    }, FINGERPRINT_DELAY_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      if (idleHandle !== undefined) window.cancelIdleCallback(idleHandle);
    };
  }, [agentId]);
}
