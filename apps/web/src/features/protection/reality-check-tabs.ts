/** The tabs of a browser tell each other which reality check one of them showed, so the others skip it. */
export const REALITY_CHECK_CHANNEL = "kham.reality-check";

let channel: BroadcastChannel | null | undefined;

function otherTabs(): BroadcastChannel | null {
  channel ??=
    typeof window === "undefined" || typeof BroadcastChannel === "undefined"
      ? null
      : new BroadcastChannel(REALITY_CHECK_CHANNEL);
  return channel;
}

/** Tells the other tabs this tab shows the session's check number `index`. */
export function tellCheckShown(index: number): void {
  otherTabs()?.postMessage({ shown: index });
}

/** Calls `listener` with the number of each check another tab shows; answers the unsubscribe. */
export function hearChecksShown(listener: (index: number) => void): () => void {
  const tabs = otherTabs();
  if (tabs === null) return () => {};
  const heard = (event: MessageEvent) => {
    const shown: unknown = (event.data as { shown?: unknown } | null)?.shown;
    if (typeof shown === "number" && Number.isInteger(shown)) listener(shown);
  };
  tabs.addEventListener("message", heard);
  return () => tabs.removeEventListener("message", heard);
}
