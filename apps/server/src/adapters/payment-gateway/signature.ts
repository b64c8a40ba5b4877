import { createHmac, timingSafeEqual } from "node:crypto";

/** A webhook older or newer than this is refused (replay window). */
export const SIGNATURE_TOLERANCE_S = 300;

export function signatureOf(secret: string, timestamp: number, rawBody: string): string {
  return createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex");
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>` */
export function signatureHeader(secret: string, rawBody: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${signatureOf(secret, timestamp, rawBody)}`;
}

export type SignatureProblem = "missing" | "malformed" | "stale" | "mismatch";

/** Answers undefined for a valid signature, else why not; the comparison runs in constant time. */
export function signatureProblem(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): SignatureProblem | undefined {
  if (header === undefined || header === "") return "missing";
  const parts = new Map<string, string>();
  for (const part of header.split(",")) {
    const [key, value] = part.trim().split("=", 2);
    if (key && value) parts.set(key, value);
  }
  const timestampText = parts.get("t");
  const presented = parts.get("v1");
  if (timestampText === undefined || presented === undefined) return "malformed";
  if (!/^\d{1,12}$/.test(timestampText) || !/^[0-9a-f]{64}$/i.test(presented)) return "malformed";
  const timestamp = Number(timestampText);
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_S) return "stale";
  const expected = Buffer.from(signatureOf(secret, timestamp, rawBody), "hex");
  const given = Buffer.from(presented, "hex");
  return timingSafeEqual(expected, given) ? undefined : "mismatch";
}
