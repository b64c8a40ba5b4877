import { describe, expect, it } from "vitest";
import { signatureHeader, signatureOf, signatureProblem } from "./signature.ts";

const secret = "sandbox-webhook-secret";
const body = '{"eventId":"evt_1"}';
const now = new Date("2026-11-21T08:00:00Z");
const seconds = Math.floor(now.getTime() / 1000);

describe("webhook signatures", () => {
  it("accepts its own signature within 300 seconds either way", () => {
    expect(signatureProblem(secret, body, signatureHeader(secret, body, now), now)).toBeUndefined();
    const earlier = new Date(now.getTime() - 300_000);
    expect(signatureProblem(secret, body, signatureHeader(secret, body, earlier), now)).toBeUndefined();
  });

  it("is HMAC-SHA256 of t + '.' + the raw body, in hex", () => {
    expect(signatureHeader(secret, body, now)).toBe(`t=${seconds},v1=${signatureOf(secret, seconds, body)}`);
    expect(signatureOf(secret, seconds, body)).toMatch(/^[0-9a-f]{64}$/);
  });

  it("refuses a stale, tampered, foreign, malformed or missing signature", () => {
    const stale = new Date(now.getTime() - 301_000);
    expect(signatureProblem(secret, body, signatureHeader(secret, body, stale), now)).toBe("stale");
    expect(signatureProblem(secret, `${body} `, signatureHeader(secret, body, now), now)).toBe("mismatch");
    expect(signatureProblem(secret, body, signatureHeader("another-secret-value", body, now), now)).toBe(
      "mismatch",
    );
    expect(signatureProblem(secret, body, `t=${seconds},v1=abc`, now)).toBe("malformed");
    expect(signatureProblem(secret, body, "v1=00", now)).toBe("malformed");
    expect(signatureProblem(secret, body, undefined, now)).toBe("missing");
  });
});
