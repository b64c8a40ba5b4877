/**
 * Ends the current task and resumes in a new one, so the browser can handle input and paint in
 * between: a slow phone's main thread is never held by one long task of several steps.
 * `scheduler.yield()` resumes ahead of other queued work where the browser has it (Chromium 129+).
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
