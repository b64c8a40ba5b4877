import { generateSecret, generateURI, verify } from "otplib";

/** The issuer the authenticator app shows beside the account. */
export const TOTP_ISSUER = "Kham back office";

export function newTotpSecret(): string {
  return generateSecret();
}

export function otpauthUri(username: string, secret: string): string {
  return generateURI({ issuer: TOTP_ISSUER, label: username, secret });
}

/** One step either side allows for a phone's clock being a little off. */
export async function totpCodeStep(secret: string, code: string, now: Date): Promise<number | undefined> {
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      epochTolerance: 30,
    });
    return result.valid && "timeStep" in result ? result.timeStep : undefined;
  } catch {
    return undefined;
  }
}
