/**
 * The tabs of one browser share the player's session cookie, so a login, a logout or an end the
 * server answered in one tab is news to the others: they hear it on a BroadcastChannel. Only news:
 * who is logged in is always the server's answer, which a tab that hears it asks for again.
 */
export type SessionNews = "login" | "logout" | "ended";

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
  return value === "login" || value === "logout" || value === "ended";
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

/**
 * Set once this tab is on its way out: to the login screen, a reload, or the player's own logout.
 * The first word decides: a 401 or a piece of news after it sends the tab nowhere else and tells
 * the other tabs nothing (a 401 during the player's own logout is the end they chose).
 */
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

/** The player this tab shows, if any. */
export function shownPlayerId(): string | undefined {
  return shownPlayer();
}
