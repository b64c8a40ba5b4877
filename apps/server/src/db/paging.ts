import type { SQL } from "drizzle-orm";

/** Merges disjoint parts each read in the list's order by its own index, which one `or` query cannot do. */
export function pageAcross<Row>(
  parts: readonly (readonly Row[])[],
  order: (a: Row, b: Row) => number,
  page: number,
  pageSize: number,
): Row[] {
  const start = (page - 1) * pageSize;
  return parts
    .flat()
    .sort(order)
    .slice(start, start + pageSize);
}

/** Newest first by a timestamp, then by a tie-breaking key, as the lists' SQL orders them. */
export function newestFirst<Row>(at: (row: Row) => Date, key: (row: Row) => number | string) {
  return (a: Row, b: Row) => {
    const byTime = at(b).getTime() - at(a).getTime();
    if (byTime !== 0) return byTime;
    const [left, right] = [key(a), key(b)];
    return left === right ? 0 : left < right ? 1 : -1;
  };
}

/** A page and total over `parts`, conditions no row meets two of. */
export async function pageOfParts<Row>(input: {
  parts: readonly SQL[];
  rows: (part: SQL, limit: number) => Promise<Row[]>;
  total: (part: SQL) => Promise<number>;
  order: (a: Row, b: Row) => number;
  page: number;
  pageSize: number;
}): Promise<{ items: Row[]; total: number }> {
  const [parts, totals] = await Promise.all([
    Promise.all(input.parts.map((part) => input.rows(part, input.page * input.pageSize))),
    Promise.all(input.parts.map(input.total)),
  ]);
  return {
    items: pageAcross(parts, input.order, input.page, input.pageSize),
    total: totals.reduce((sum, total) => sum + total, 0),
  };
}
