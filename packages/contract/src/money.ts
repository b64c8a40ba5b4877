// Without zod, so the player's home can use these while the schemas stay out of its scripts.

/** Currencies a player can pay in; credit itself is always THB. */
export const currencies = ["LAK", "THB", "USD"] as const;
export type Currency = (typeof currencies)[number];

/** Decimal places of an amount in each currency: LAK is whole, the others have cents. */
export const currencyScale: Record<Currency, number> = { LAK: 0, THB: 2, USD: 2 };
/** Credit has two decimals ("150.00"). */
export const CREDIT_SCALE = 2;

/** ISO 4217 numeric codes, used in the LAO QR tag 53. */
export const currencyNumericCode: Record<Currency, string> = { LAK: "418", THB: "764", USD: "840" };

export function isCurrency(value: unknown): value is Currency {
  return typeof value === "string" && (currencies as readonly string[]).includes(value);
}

/** Units of currency per 1 credit: the player pays `sell` per credit and receives `buy` per credit. */
export interface ExchangeRate {
  currency: string;
  buy: string;
  sell: string;
}

export type ConversionKind = "DEPOSIT" | "WITHDRAW" | "DEPOSIT_FROM";

const DECIMAL = /^\d{1,20}(\.\d{1,12})?$/;

/** A non-negative decimal string as an integer and its number of decimals; undefined when malformed. */
interface Scaled {
  units: bigint;
  scale: number;
}

function parseDecimal(value: string): Scaled | undefined {
  const text = value.trim();
  if (!DECIMAL.test(text)) return undefined;
  const [whole = "0", fraction = ""] = text.split(".");
  return { units: BigInt(whole + fraction), scale: fraction.length };
}

const pow10 = (exponent: number) => 10n ** BigInt(exponent);

/** `units / 10^scale` written with exactly `scale` decimals. */
function formatScaled(units: bigint, scale: number): string {
  const digits = units.toString().padStart(scale + 1, "0");
  if (scale === 0) return digits;
  return `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}

/** (a × b) rounded down to `scale` decimals. */
function multiplyDown(a: Scaled, b: Scaled, scale: number): string {
  const product = a.units * b.units; // has a.scale + b.scale decimals
  return formatScaled((product * pow10(scale)) / pow10(a.scale + b.scale), scale);
}

/** (a ÷ b) rounded down to `scale` decimals; b must be positive. */
function divideDown(a: Scaled, b: Scaled, scale: number): string {
  // a/b = (a.units / 10^a.scale) / (b.units / 10^b.scale)
  const numerator = a.units * pow10(b.scale + scale);
  const denominator = b.units * pow10(a.scale);
  return formatScaled(numerator / denominator, scale);
}

/** The spec's conversion rule; integer arithmetic only, and a bad value or rate gives "0". */
export function convert(
  kind: ConversionKind,
  value: string,
  currency: string,
  rates: readonly ExchangeRate[],
): string {
  const rate = rates.find((candidate) => candidate.currency === currency);
  if (rate === undefined || !isCurrency(currency)) return "0";
  const amount = parseDecimal(value);
  const factor = parseDecimal(kind === "WITHDRAW" ? rate.buy : rate.sell);
  if (amount === undefined || factor === undefined) return "0";
  switch (kind) {
    case "DEPOSIT":
      if (factor.units === 0n) return "0";
      return divideDown(amount, factor, CREDIT_SCALE);
    case "WITHDRAW":
    case "DEPOSIT_FROM":
      return multiplyDown(amount, factor, currencyScale[currency]);
  }
}

/** A decimal string rounded down to a currency's places ("66000.9" LAK → "66000"); undefined if malformed. */
export function formatAmount(value: string, currency: Currency): string | undefined {
  const parsed = parseDecimal(value);
  if (parsed === undefined) return undefined;
  return multiplyDown(parsed, { units: 1n, scale: 0 }, currencyScale[currency]);
}

/** Compares two non-negative decimal strings: -1, 0 or 1. Both must be well formed. */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 {
  const left = parseDecimal(a);
  const right = parseDecimal(b);
  if (left === undefined || right === undefined) throw new Error(`not a decimal: ${a} / ${b}`);
  const scale = Math.max(left.scale, right.scale);
  const l = left.units * pow10(scale - left.scale);
  const r = right.units * pow10(scale - right.scale);
  return l < r ? -1 : l > r ? 1 : 0;
}

/** Exact, with no float in between; rounded down, as every amount here is. */
export function sumDecimals(values: readonly string[], scale: number): string {
  const parsed = values.map((value) => {
    const decimal = parseDecimal(value);
    if (decimal === undefined) throw new Error(`not a decimal: ${value}`);
    return decimal;
  });
  const common = Math.max(scale, ...parsed.map((decimal) => decimal.scale));
  const total = parsed.reduce((sum, decimal) => sum + decimal.units * pow10(common - decimal.scale), 0n);
  return formatScaled(total / pow10(common - scale), scale);
}

/** An amount as typed: digits with an optional fraction of at most two places. */
export const AMOUNT_PATTERN = /^\d{1,15}(\.\d{1,2})?$/;
