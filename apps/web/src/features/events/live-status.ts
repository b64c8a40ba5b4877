import { useSyncExternalStore } from "react";

/** Whether the player's event stream is delivering; screens poll while it is not. */
export type LiveStatus = "connecting" | "live" | "down";

let status: LiveStatus = "connecting";
const listeners = new Set<() => void>();

export function setLiveStatus(next: LiveStatus): void {
  if (next === status) return;
  status = next;
  for (const listener of listeners) listener();
}

export function getLiveStatus(): LiveStatus {
  return status;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True when updates do not arrive by themselves, so the screen should poll. */
export function useShouldPoll(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => status !== "live",
    () => true,
  );
}
