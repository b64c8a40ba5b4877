/** Failed session checks in a row after which a stream is ended rather than kept on trust. */
export const CHECK_FAILURES_TOLERATED = 3;

/**
 * A live stream's heartbeat: every `intervalMs` it asks whether the stream's session still lives,
 * beats while it does and ends the stream when it does not. A check still waiting is not doubled
 * by the next beat, so a database that hangs gets one query per stream, not a pile. A database
 * that fails ends the stream only after several beats in a row: one hiccup does not drop every
 * stream of the server at once (the browsers would all come back together). Answers the stop.
 */
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
