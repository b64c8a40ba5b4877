/**
 * Whether this browser had a logged-in player who has not logged out: when the player area then
 * finds no session, the session ran out, and the login screen says so instead of "please log in".
 * Only a marker, never anything about the player. Its value changes at every login, so the other
 * tabs of the browser, which share the cookie, hear of it (a storage event fires only on a change).
 */
const SESSION_KEY = "kham.player_session";
/**
 * Written when a tab finds the session ran out: the other tabs, which share the cookie and so the
 * same ended session, go to the login screen saying so too. A tab that found out on entering the
 * player area (and so said so itself) writes `out` over it at once. One whose call found out leaves
 * it: the next entry to the player area, by any tab, says so once and writes `out`, as it would of
 * the session's own marker. (Written where it already is, it changes nothing and no tab hears it.)
 */
const ENDED = "ended";
/**
 * How a marker written on entering the player area begins, where a login's does not: a tab can
 * enter with a player read before the session ended (a page the server rendered just then), so the
 * other tabs reload on it as on any change, but a login screen does not take it for a login.
 */
const ENTERED = "entered.";
/**
 * Written at a logout, and after a session's end has been said: no session, as a missing marker is,
 * but one this browser saw go. What a tab holds of a player is then in doubt (playerSessionInDoubt),
 * where a browser with no marker at all (its storage cleared, or no login here since the marker
 * came) only has no word on it. (A write, not a removal: the other tabs hear it as before.)
 */
const LOGGED_OUT = "out";

/** Whether a marker is a session's (a login's or an entry's): not missing, ended or logged out. */
function isSession(marker: string | null): marker is string {
  return marker !== null && marker !== ENDED && marker !== LOGGED_OUT;
}

function newMarker(): string {
  return `${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 10)}`;
}

/**
 * Where the page keeps the marker as this tab last knew it (on <html>, "" for none): noted by the
 * page's boot script as it found it (boot.ts), then at every write of this tab. A change by another
 * tab since is one this tab has not acted on (see playerSessionInDoubt).
 */
export const SESSION_AT_PAGE = "data-player-session";

function write(value: string): void {
  try {
    localStorage.setItem(SESSION_KEY, value);
    document.documentElement.setAttribute(SESSION_AT_PAGE, value);
  } catch {
    // Private mode may refuse storage; the login screen then shows the general message.
  }
}

function read(): string | null {
  try {
    return localStorage.getItem(SESSION_KEY);
  } catch {
    return null;
  }
}

/** At a login or a registration: a marker of its own, even where one was left by a session that ran out. */
export function startPlayerSession(): void {
  write(newMarker());
}

/** On entering the player area: marked if it was not (a session from before the marker existed). */
export function rememberPlayerSession(): void {
  const marker = read();
  if (!isSession(marker)) write(`${ENTERED}${newMarker()}`);
  enteredWith = read();
}

/** The session's marker as this tab sees it now: what a tab entered with, to know it later. */
export function currentPlayerSession(): string | null {
  return read();
}

/**
 * Set while this tab's own logout is on its way. The tab leaves for the login screen by itself once
 * it is done, and until then takes no word from the other tabs: a call of another tab refused as the
 * logout ends the session would write `ended`, and this tab would say the session ran out instead of
 * showing the login screen the player asked for.
 */
let loggingOut = false;

/** The player asked to log out in this tab; the marker as it was then, to know later whether it changed. */
export function startLogout(): string | null {
  loggingOut = true;
  return read();
}

/**
 * The logout failed and the player stays: answers whether another tab changed the session's marker
 * meanwhile (`before`: what `startLogout` answered), which this tab did not act on.
 */
export function logoutFailed(before: string | null): boolean {
  loggingOut = false;
  return read() !== before;
}

/** Whether this tab's own logout is on its way (see `startLogout`). */
export function isLoggingOut(): boolean {
  return loggingOut;
}

/** At a logout, or when the player area finds no session (`ended`: one this browser had ran out). */
export function forgetPlayerSession(options: { ended?: boolean } = {}): void {
  if (options.ended) write(ENDED);
  write(LOGGED_OUT);
}

/**
 * When one of the player's calls finds the session ran out, as the tab leaves for the login screen:
 * only if the marker is still the one the tab entered with (`entered`). Changed, it tells of a
 * logout or a login in another tab since, which the refused call only raced: that must not be
 * overwritten with an end the player did not have.
 */
export function markPlayerSessionEnded(entered: string | null): void {
  if (entered !== null && read() === entered) write(ENDED);
}

/**
 * The marker as it was when this tab last entered the player area (`rememberPlayerSession`): the
 * server, asked once, is not asked again while it stays so. A browser that reads storage but no
 * longer writes it (a full quota) keeps a logout's marker for good.
 */
let enteredWith: string | null | undefined;

/**
 * Whether what this tab holds of the player (a page the server rendered, an earlier screen) may be
 * older than the session: the marker says it was logged out or ran out (`out`, `ended`), or another
 * tab changed it since this page last knew it (a login while its scripts were on their way), and
 * this tab has not entered the player area with it since. The server is then to be asked. Never
 * where there is no storage to tell: the server's own render, which read the session itself, or a
 * browser whose storage cannot be read.
 */
export function playerSessionInDoubt(): boolean {
  // The server's own render read the session itself (and a server may have a storage of its own).
  if (typeof document === "undefined") return false;
  try {
    const marker = localStorage.getItem(SESSION_KEY);
    // A page with no note (one the browser drew itself) has no word on changes before the app ran.
    const known = document.documentElement.getAttribute(SESSION_AT_PAGE);
    return (
      marker !== enteredWith &&
      (marker === ENDED || marker === LOGGED_OUT || (known !== null && known !== (marker ?? "")))
    );
  } catch {
    // A browser that refuses storage: no word to tell.
    return false;
  }
}

/**
 * How the marker changed since a tab entered the player area with `entered`: `ended` (a tab found
 * the session ran out), `changed` (a logout or a login), or undefined (it did not). For a tab that
 * could not listen yet when the other tabs wrote it (let in by its guard, it was still hydrating).
 */
export function playerSessionChangeSince(entered: string | null): "ended" | "changed" | undefined {
  const marker = read();
  if (marker === entered) return undefined;
  return marker === ENDED ? "ended" : "changed";
}

/** Whether this browser had a session that was not logged out: live, or found ended by a call. */
export function hadPlayerSession(): boolean {
  const marker = read();
  return marker !== null && marker !== LOGGED_OUT;
}

/**
 * Whether a storage event says another tab of this browser logged a player in or out (or cleared
 * the site's storage): this tab's cookie then belongs to someone else, or to nobody.
 */
export function isPlayerSessionChange(event: StorageEvent): boolean {
  let local: Storage | undefined;
  try {
    local = localStorage;
  } catch {
    return false;
  }
  return event.storageArea === local && (event.key === SESSION_KEY || event.key === null);
}

/** Whether that change is a login or a registration in another tab. */
export function isPlayerSessionStart(event: StorageEvent): boolean {
  return (
    isPlayerSessionChange(event) &&
    event.key === SESSION_KEY &&
    isSession(event.newValue) &&
    !event.newValue.startsWith(ENTERED)
  );
}

/** Whether that change is another tab finding the session ran out (see ENDED). */
export function isPlayerSessionEnd(event: StorageEvent): boolean {
  return isPlayerSessionChange(event) && event.key === SESSION_KEY && event.newValue === ENDED;
}
