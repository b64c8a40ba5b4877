/** What the browser keeps after a successful send, under `fingerprint:<agentId>`. */
export interface StoredFingerprint {
  /** YYYY-MM-DD (local day) of the last successful send. */
  date: string;
  fingerprint: string;
}

export const fingerprintStorageKey = (agentId: string) => `fingerprint:${agentId}`;

/** Send again when nothing was stored, the device changed, or the last send was not today. */
export function shouldSendFingerprint(
  stored: StoredFingerprint | null,
  current: string,
  today: string,
): boolean {
  if (!stored) return true;
  return stored.fingerprint !== current || stored.date !== today;
}

export function readStoredFingerprint(storage: Storage, agentId: string): StoredFingerprint | null {
  try {
    const raw = storage.getItem(fingerprintStorageKey(agentId));
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (
      parsed &&
      typeof parsed === "object" &&
      typeof (parsed as StoredFingerprint).date === "string" &&
      typeof (parsed as StoredFingerprint).fingerprint === "string"
    ) {
      return parsed as StoredFingerprint;
    }
    return null;
  } catch {
    return null;
  }
}

export function storeFingerprint(storage: Storage, agentId: string, value: StoredFingerprint): void {
  try {
    storage.setItem(fingerprintStorageKey(agentId), JSON.stringify(value));
  } catch {
    // A full or disabled storage only means the fingerprint is sent again next time.
  }
}
