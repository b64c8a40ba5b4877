import type { DeviceFingerprint, FingerprintAnswer } from "@kham/contract";
import { api } from "@/lib/api-client";
import { localDay } from "@/lib/format";
import { collectFingerprint } from "./collect-fingerprint";
import { readStoredFingerprint, shouldSendFingerprint, storeFingerprint } from "./should-send-fingerprint";

export function sendFingerprint(fingerprint: DeviceFingerprint): Promise<FingerprintAnswer> {
  return api.post("/v2/fingerprint", { fingerprint }, (contract) => contract.fingerprintAnswerSchema);
}

/** Sent when changed or last sent another day; failures are silent, the next visit retries. */
export async function refreshFingerprint(agentId: string): Promise<void> {
  try {
    const fingerprint = await collectFingerprint();
    const today = localDay();
    if (!shouldSendFingerprint(readStoredFingerprint(localStorage, agentId), fingerprint.fingerprint, today))
      return;
    await sendFingerprint(fingerprint);
    storeFingerprint(localStorage, agentId, { date: today, fingerprint: fingerprint.fingerprint });
  } catch {
    // The fingerprint is best effort; it must never disturb the player.
  }
}
