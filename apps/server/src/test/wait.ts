/**
 * Resolves once `condition` holds, checking on every turn of the event loop (and at least every
 * 5 ms); rejects naming `what` after `timeoutMs`. Tests wait for a condition, never for a fixed time.
 */
export async function waitUntil(
  condition: () => boolean | Promise<boolean>,
  what: string | (() => string),
  timeoutMs = 5000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${typeof what === "string" ? what : what()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
