/** Lets the browser handle input and paint between steps; `scheduler.yield()` resumes ahead where available. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise<void>((resolve) => setTimeout(resolve, 0));
}
