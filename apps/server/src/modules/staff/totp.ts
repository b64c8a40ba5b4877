import { generateSecret, generateURI, verify } from "otplib";

/** The issuer the authenticator app shows beside the account. */
export const TOTP_ISSUER = "Kham back office";

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(username: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

/**
 * Whether the code is the secret's for now (RFC 6238, 6 digits, 30 s steps), allowing one step
 * either side for a phone's clock being a little off.
 */
export async function totpCodeValid(secret: string, code: string, now: Date): Promise<boolean> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
    });
    return result.valid;
  } catch {
    return false;
  }
}
