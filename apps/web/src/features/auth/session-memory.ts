/**
 * Whether this browser had a logged-in player who has not logged out: when the player area then
 * finds no session, the session ran out, and the login screen says so instead of "please log in".
 * Only a flag, never anything about the player.
 */
const SESSION_KEY = "kham.player_session";

export function rememberPlayerSession(): void {
  try {
    localStorage.setItem(SESSION_KEY, "1");
  } catch {
    // Private mode may refuse storage; the login screen then shows the general message.
  }
}

export function forgetPlayerSession(): void {
  try {
    localStorage.removeItem(SESSION_KEY);
  } catch {
    // Nothing was stored either.
  }
}

export function hadPlayerSession(): boolean {
  try {
    return localStorage.getItem(SESSION_KEY) === "1";
  } catch {
    return false;
  }
}

/**
 * Whether a storage event says another tab of this browser logged a player in or out (or cleared
 * the site's storage): this tab's cookie then belongs to someone else, or to nobody.
 */
export function isPlayerSessionChange(event: StorageEvent): boolean {
  return event.key === SESSION_KEY || event.key === null;
}
