import { currencyNumericCode } from "@kham/contract";
import { encode, tag, withCrcTag } from "promptparse";
import type { LaoQrInput } from "./types.ts";

/** LAPNet's application id in tag 38. */
export const LAPNET_AID = "A005266284662577";
const LAPNET_SERVICE = "002";
const MERCHANT_NAME_MAX = 25;
const MERCHANT_CITY_MAX = 15;

/** EMVCo text fields are ASCII: diacritics are dropped, anything else becomes a space. */
export function asciiField(text: string, max: number): string {
  const ascii = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  return ascii.slice(0, max).trim();
}

/** The EMVCo merchant-presented dynamic QR of a deposit (docs/adapters.md), encoded by promptparse. */
export function buildLaoQr(input: LaoQrInput): string {
  const merchantAccount = encode([
    tag("00", LAPNET_AID),
    tag("01", input.bankIin),
    tag("02", LAPNET_SERVICE),
    tag("03", input.mid),
  ]);
  const payload = encode([
    tag("00", "01"),
    tag("01", "12"),
    tag("38", merchantAccount),
    tag("52", input.merchantCategoryCode),
    tag("53", currencyNumericCode[input.currency]),
    tag("54", input.amount),
    tag("58", "LA"),
    tag("59", asciiField(input.merchantName, MERCHANT_NAME_MAX) || "MERCHANT"),
    tag("60", asciiField(input.merchantCity, MERCHANT_CITY_MAX) || "VIENTIANE"),
    tag("62", encode([tag("01", input.orderCode)])),
  ]);
  return withCrcTag(payload, "63", true);
}
