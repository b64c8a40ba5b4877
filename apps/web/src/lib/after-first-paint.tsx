import { type ReactNode, useEffect, useState } from "react";

/** For what nobody needs in the first second, so its code does not compete with the first screen. */
export function AfterFirstPaint({ children, timeout = 2000 }: { children: ReactNode; timeout?: number }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const handle = window.requestIdleCallback(() => setReady(true), { timeout });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setReady(true), 200);
    return () => window.clearTimeout(timer);
  }, [timeout]);
  return ready ? children : null;
}
