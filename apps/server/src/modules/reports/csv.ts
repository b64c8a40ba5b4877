/* CSV as RFC 4180 writes it, safe to open in a spreadsheet (docs/reports.md). */

/** Excel reads a file as UTF-8, Lao included, only when it starts with this mark. */
export const BYTE_ORDER_MARK = "\uFEFF";

/** A spreadsheet runs a cell that starts with one of these as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;
/** A plain number ("-150.00", a ledger entry taking credit) is no formula and stays a number. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/** One cell: a would-be formula gets a leading `'` and quotes; quotes, commas and line breaks get quotes. */
export function csvCell(value: string | null | undefined): string {
  if (value === null || value === undefined || value === "") return "";
  if (FORMULA_START.test(value) && !PLAIN_NUMBER.test(value)) return `"'${value.replaceAll('"', '""')}"`;
  if (NEEDS_QUOTES.test(value)) return `"${value.replaceAll('"', '""')}"`;
  return value;
}

/** One record, ended by CRLF as RFC 4180 says. */
export function csvRow(cells: readonly (string | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}
