/** For tests: what another tab of this browser does to the player session's marker, as this tab sees it. */

export const SESSION_KEY = "kham.player_session";

/** The storage event another tab's write of `newValue` under `key` fires here. */
export function otherTabWrote(newValue: string | null, key = SESSION_KEY): StorageEvent {
  return new StorageEvent("storage", { key, newValue, storageArea: localStorage });
}

/** This tab hears another tab's write (the storage itself is left as it is). */
export function hearOtherTab(newValue: string | null, key = SESSION_KEY): void {
  window.dispatchEvent(otherTabWrote(newValue, key));
}

/** Another tab writes the marker (or removes it), and this tab hears it. */
export function otherTabWrites(newValue: string | null): void {
  if (newValue === null) localStorage.removeItem(SESSION_KEY);
  else localStorage.setItem(SESSION_KEY, newValue);
  hearOtherTab(newValue);
}
