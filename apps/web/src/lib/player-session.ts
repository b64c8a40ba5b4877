/**
 * Tabs share the session cookie and hear each other's news here; who is logged in is still the server's.
 * `excluded`: the player took a break (cool-off or self-exclusion) and every session ended.
 */
export type SessionNews = "login" | "logout" | "ended" | "excluded";

export const SESSION_CHANNEL = "kham.player-session";

let channel: BroadcastChannel | null | undefined;

/** This tab's end of the channel, opened on first use; none on the server or in a browser without one. */
function otherTabs(): BroadcastChannel | null {
  channel ??=
    typeof window === "undefined" || typeof BroadcastChannel === "undefined"
      ? null
      : new BroadcastChannel(SESSION_CHANNEL);
  return channel;
}

export function tellOtherTabs(news: SessionNews): void {
  otherTabs()?.postMessage(news);
}

function isNews(value: unknown): value is SessionNews {
  return value === "login" || value === "logout" || value === "ended" || value === "excluded";
}

/** Calls `listener` with each piece of news another tab tells; answers the unsubscribe. */
export function hearOtherTabs(listener: (news: SessionNews) => void): () => void {
  const tabs = otherTabs();
  if (tabs === null) return () => {};
  const heard = (event: MessageEvent) => {
    if (isNews(event.data)) listener(event.data);
  };
  tabs.addEventListener("message", heard);
  return () => tabs.removeEventListener("message", heard);
}

/** The first word decides: once leaving, a 401 or news sends the tab nowhere else and tells no one. */
let leavingTab = false;

export function isLeaving(): boolean {
  return leavingTab;
}

export function leaving(): void {
  leavingTab = true;
}

/** The tab stays after all (the player's own logout failed). */
export function staying(): void {
  leavingTab = false;
}

let shownPlayer: () => string | undefined = () => undefined;

/** How the app tells which player this tab shows (its cached players/me), for every call to name. */
export function showPlayerOf(read: () => string | undefined): void {
  shownPlayer = read;
}

export function shownPlayerId(): string | undefined {
  return shownPlayer();
}
