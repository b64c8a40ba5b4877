import { randomBytes } from "node:crypto";

const CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** Base32 (Crockford: no I, L, O, U) of the bytes, 5 bits per character. */
function base32(bytes: Buffer): string {
  let bits = 0;
  let value = 0;
  let text = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      text += CROCKFORD[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
    value &= (1 << bits) - 1;
  }
  if (bits > 0) text += CROCKFORD[(value << (5 - bits)) & 31];
  return text;
}

/** ASCII, at most 20 characters, unguessable (88 random bits): the provider's and gateway's idempotency reference. */
function newCode(kind: "D" | "W" | "T"): string {
  return `${kind}${base32(randomBytes(11))}`;
}

export function newDepositCode(): string {
  return newCode("D");
}

export function newWithdrawalCode(): string {
  return newCode("W");
}

/** A credit transfer between the player's providers. */
export function newTransferCode(): string {
  return newCode("T");
}
