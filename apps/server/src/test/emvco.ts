/**
 * An EMVCo TLV reader and CRC written here from the specification, independent of the library the
 * builder uses, so the test can catch a mistake in either.
 */
export function parseTlv(payload: string): Map<string, string> {
  const tags = new Map<string, string>();
  let position = 0;
  while (position < payload.length) {
    const id = payload.slice(position, position + 2);
    const lengthText = payload.slice(position + 2, position + 4);
    if (!/^\d{2}$/.test(id) || !/^\d{2}$/.test(lengthText)) throw new Error(`bad TLV at ${position}`);
    const length = Number(lengthText);
    const value = payload.slice(position + 4, position + 4 + length);
    if (value.length !== length) throw new Error(`tag ${id} is cut short`);
    if (tags.has(id)) throw new Error(`tag ${id} twice`);
    tags.set(id, value);
    position += 4 + length;
  }
  return tags;
}

/** CRC-16/CCITT-FALSE: polynomial 0x1021, initial value 0xFFFF, no reflection, no final XOR. */
export function crc16CcittFalse(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** The payload's tags after checking its CRC (tag 63, over everything up to and including 6304). */
export function readVerifiedQr(payload: string): Map<string, string> {
  const tags = parseTlv(payload);
  if (!payload.endsWith(`6304${tags.get("63")}`)) throw new Error("the CRC is not the last tag");
  if (tags.get("63") !== crc16CcittFalse(payload.slice(0, -4))) throw new Error("the CRC does not match");
  return tags;
}
