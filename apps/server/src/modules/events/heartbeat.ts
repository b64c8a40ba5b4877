/** Failed session checks in a row after which a stream is ended rather than kept on trust. */
export const CHECK_FAILURES_TOLERATED = 3;

/** A waiting check is not doubled, and only several failures in a row end the stream, so a hiccup drops no one. */
export function sessionHeartbeat(options: {
  intervalMs: number;
  isLive: () => Promise<boolean>;
  beat: () => void;
  end: () => void;
}): () => void {
  let checking = false;
  let failures = 0;
  const timer = setInterval(async () => {
    if (checking) return;
    checking = true;
    try {
      const live = await options.isLive();
      failures = 0;
      if (live) options.beat();
      else options.end();
    } catch {
      failures += 1;
      if (failures >= CHECK_FAILURES_TOLERATED) options.end();
      else options.beat();
    } finally {
      checking = false;
    }
  }, options.intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
