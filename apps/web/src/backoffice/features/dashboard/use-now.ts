import { useEffect, useState } from "react";

/** How often ages on the dashboard are written again. */
const AGE_TICK_MS = 30_000;

/** The current time, renewed every tick, for "… ago" texts. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), AGE_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
