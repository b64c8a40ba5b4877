import { useEffect, useState } from "react";
import { formatCountdown, remainingMs } from "../rules";

/** The time left to `expiresAt`, as MM:SS, ticking every second; `done` once it reaches zero. */
export function useCountdown(expiresAt: string | undefined): { text: string; done: boolean } {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!expiresAt) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  const left = expiresAt ? remainingMs(expiresAt, now) : 0;
  return { text: formatCountdown(left), done: expiresAt !== undefined && left === 0 };
}
