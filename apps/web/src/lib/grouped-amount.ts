import { groupWhole, type NumberSeparators } from "@kham/contract";

/** What an amount field shows, the plain decimal string the form sends, and where the caret goes. */
export interface GroupedEdit {
  display: string;
  /** "1234.5": digits and at most one point, never a group separator; a trailing point is dropped. */
  plain: string;
  caret: number;
}

/** Lao (໐–໙) and Thai (๐–๙) digits, which a phone's Lao or Thai keyboard may type, as 0–9. */
function asciiDigit(char: string): string {
  const code = char.codePointAt(0) ?? 0;
  if (code >= 0x0ed0 && code <= 0x0ed9) return String(code - 0x0ed0);
  if (code >= 0x0e50 && code <= 0x0e59) return String(code - 0x0e50);
  return char;
}

const isDigit = (char: string) => char >= "0" && char <= "9";
const isSeparator = (char: string) => char === "." || char === ",";

/** A mark in the text: a digit, the decimal point, or nothing that counts. */
type Mark = string | "." | undefined;

/**
 * Marks of text that arrived at once (a paste, autofill, early typing): amounts have at most two
 * decimals, so a separator followed by exactly three digits groups them; any other is the point.
 */
function pastedMarks(text: string): Mark[] {
  const chars = [...text].map(asciiDigit);
  return chars.map((char, index) => {
    if (isDigit(char)) return char;
    if (!isSeparator(char)) return undefined;
    const after = chars.slice(index + 1, index + 5);
    const groups = after.slice(0, 3).every(isDigit) && after.length >= 3 && !isDigit(after[3] ?? "");
    return groups ? undefined : ".";
  });
}

/** Marks of the text as the field showed it: its own separators mean what the language says. */
function shownMarks(text: string, separators: NumberSeparators): Mark[] {
  return [...text].map((char) => {
    const digit = asciiDigit(char);
    if (isDigit(digit)) return digit;
    return char === separators.decimal ? "." : undefined;
  });
}

/** Marks of typed text: one digit or separator typed is what the player meant, "." or "," the point. */
function typedMarks(text: string): Mark[] {
  if ([...text].length > 1) return pastedMarks(text);
  const char = asciiDigit(text);
  if (isDigit(char)) return [char];
  return [isSeparator(char) ? "." : undefined];
}

/** Writes marks as the field shows them: whole part grouped, the point, at most `decimals` places. */
function write(marks: Mark[], decimals: number, separators: NumberSeparators) {
  let whole = "";
  let fraction: string | undefined;
  // How many marks kept before each mark: the caret is placed by this count.
  const keptBefore: number[] = [];
  for (const mark of marks) {
    keptBefore.push(whole.length + (fraction === undefined ? 0 : fraction.length + 1));
    if (mark === undefined) continue;
    if (mark === ".") {
      if (decimals > 0 && fraction === undefined) fraction = "";
      continue;
    }
    if (fraction === undefined) whole += mark;
    else if (fraction.length < decimals) fraction += mark;
  }
  keptBefore.push(whole.length + (fraction === undefined ? 0 : fraction.length + 1));
  // "007" reads as 7; a lone 0 stays, as does "0," before a fraction.
  const zeros = whole.length - whole.replace(/^0+(?=\d)/, "").length;
  whole = whole.slice(zeros);
  for (let index = 0; index < keptBefore.length; index++) {
    keptBefore[index] = Math.max(0, (keptBefore[index] ?? 0) - zeros);
  }
  const grouped = groupWhole(whole, separators.group);
  const display = fraction === undefined ? grouped : `${grouped}${separators.decimal}${fraction}`;
  const plain = fraction ? `${whole}.${fraction}` : whole;
  return { display, plain, keptBefore };
}

/** Where the caret goes in `display` after `kept` marks (digits and the point). */
function caretAfter(display: string, kept: number, separators: NumberSeparators): number {
  if (kept <= 0) return 0;
  let count = 0;
  for (let index = 0; index < display.length; index++) {
    if (display[index] !== separators.group) count += 1;
    if (count === kept) return index + 1;
  }
  return display.length;
}

/**
 * The field after the player changed `before` into `after` with the caret at `caret`: digits are
 * grouped as typed, the point is the language's, and the caret stays after the same digit.
 * `deleted` says which way a deletion went, so deleting a group separator deletes its digit.
 */
export function editGrouped(
  before: string,
  after: string,
  caret: number,
  decimals: number,
  separators: NumberSeparators,
  deleted?: "backward" | "forward",
): GroupedEdit {
  let text = after;
  let at = caret;
  let prefix = 0;
  while (prefix < before.length && prefix < text.length && before[prefix] === text[prefix]) prefix += 1;
  // The inserted part ends at the caret, or as far as the texts differ when the caret is unknown.
  let suffix = 0;
  const maxSuffix = Math.min(before.length, text.length) - prefix;
  while (
    suffix < maxSuffix &&
    before[before.length - 1 - suffix] === text[text.length - 1 - suffix] &&
    text.length - suffix > at
  ) {
    suffix += 1;
  }
  const removed = before.slice(prefix, before.length - suffix);
  const inserted = text.slice(prefix, text.length - suffix);
  if (inserted === "" && removed === separators.group && deleted) {
    // A group separator alone cannot be deleted (it comes back): its neighbouring digit goes instead.
    const index = deleted === "backward" ? prefix - 1 : prefix;
    if (index >= 0 && index < text.length) {
      text = text.slice(0, index) + text.slice(index + 1);
      at = deleted === "backward" ? index : prefix;
      prefix = index;
    }
  }
  const insertedEnd = prefix + inserted.length;
  const marks: Mark[] = [
    ...shownMarks(text.slice(0, prefix), separators),
    ...typedMarks(inserted),
    ...shownMarks(text.slice(insertedEnd), separators),
  ];
  // typedMarks gives one mark per character of the insertion, so positions line up with `text`.
  const written = write(marks, decimals, separators);
  const kept = written.keptBefore[Math.min(Math.max(at, 0), marks.length)] ?? 0;
  return {
    display: written.display,
    plain: written.plain,
    caret: caretAfter(written.display, kept, separators),
  };
}

/** What a field shows for a plain decimal string the form holds ("50000" → "50.000" in Lao). */
export function showGrouped(plain: string, decimals: number, separators: NumberSeparators): string {
  return editGrouped("", plain, plain.length, decimals, separators).display;
}
