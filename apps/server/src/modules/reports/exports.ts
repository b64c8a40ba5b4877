import { Readable } from "node:stream";
import { type ExportKind, ledgerCsvColumns, orderCsvColumns, type ReportRangeQuery } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { BYTE_ORDER_MARK, csvRow } from "./csv.ts";
import { type InstantRange, ledgerPage, orderPage } from "./repository.ts";
import { laoDaysInstants } from "./service.ts";

/* The CSV exports, read a page at a time and written as the client takes them (docs/reports.md). */

export const EXPORT_PAGE_SIZE = 1_000;
/** Enough to keep the socket busy; the reader waits while this much is unread. */
const STREAM_BUFFER_BYTES = 64 * 1024;

/** Orders made in the range, oldest first, a page at a time. */
async function* orderRows(db: Db, agencyId: string, range: InstantRange, pageSize: number) {
  let after = { at: range.start.toISOString(), code: "" };
  for (;;) {
    const page = await orderPage(db, agencyId, range, after, pageSize);
    if (page.length > 0) yield page.map((row) => orderCsvColumns.map((column) => row[column]));
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { at: last.cursorAt, code: last.order_code };
  }
}

/** Ledger entries written in the range, oldest first, a page at a time. */
async function* ledgerRows(db: Db, agencyId: string, range: InstantRange, pageSize: number) {
  let after = { at: range.start.toISOString(), id: "0" };
  for (;;) {
    const page = await ledgerPage(db, agencyId, range, after, pageSize);
    if (page.length > 0) yield page.map((row) => ledgerCsvColumns.map((column) => row[column]));
    if (page.length < pageSize) return;
    const last = page[page.length - 1]!;
    after = { at: last.cursorAt, id: last.id };
  }
}

async function* csvChunks(header: readonly string[], pages: AsyncGenerator<(string | null | undefined)[][]>) {
  yield Buffer.from(BYTE_ORDER_MARK + csvRow(header));
  // Destroying the stream (the client went away) returns this generator, which stops reading pages.
  for await (const rows of pages) yield Buffer.from(rows.map(csvRow).join(""));
}

/** The export as a byte stream that reads its next page only when the last one has been taken. */
export function exportStream(
  db: Db,
  agencyId: string,
  kind: ExportKind,
  range: ReportRangeQuery,
  pageSize = EXPORT_PAGE_SIZE,
): Readable {
  const instants = laoDaysInstants(range.from, range.to);
  const chunks =
    kind === "orders"
      ? csvChunks(orderCsvColumns, orderRows(db, agencyId, instants, pageSize))
      : csvChunks(ledgerCsvColumns, ledgerRows(db, agencyId, instants, pageSize));
  return Readable.from(chunks, { objectMode: false, highWaterMark: STREAM_BUFFER_BYTES });
}

export function exportFileName(kind: ExportKind, range: ReportRangeQuery): string {
  return `kham-${kind}-${range.from}-${range.to}.csv`;
}
