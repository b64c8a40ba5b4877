import { describe, expect, it } from "vitest";
import { newestFirst, pageAcross } from "./paging.ts";

interface Row {
  at: Date;
  id: string;
}

const row = (iso: string, id: string): Row => ({ at: new Date(iso), id });
const order = newestFirst<Row>(
  (each) => each.at,
  (each) => each.id,
);

describe("a page across parts", () => {
  const agency = [row("2026-11-03", "a3"), row("2026-11-02", "b2"), row("2026-11-01", "a1")];
  const unassigned = [row("2026-11-04", "c4"), row("2026-11-02", "c2"), row("2026-10-30", "c0")];

  it("orders newest first, and one instant by the larger key first, as the lists' SQL does", () => {
    expect(pageAcross([agency, unassigned], order, 1, 10).map((each) => each.id)).toEqual([
      "c4",
      "a3",
      "c2",
      "b2",
      "a1",
      "c0",
    ]);
  });

  it("cuts the asked page from the merge", () => {
    expect(pageAcross([agency, unassigned], order, 2, 2).map((each) => each.id)).toEqual(["c2", "b2"]);
    expect(pageAcross([agency, unassigned], order, 4, 2)).toEqual([]);
  });

  it("compares numeric keys as numbers", () => {
    const byNumber = newestFirst<{ at: Date; id: number }>(
      (each) => each.at,
      (each) => each.id,
    );
    const same = new Date("2026-11-01");
    expect(
      [
        { at: same, id: 9 },
        { at: same, id: 10 },
      ]
        .sort(byNumber)
        .map((each) => each.id),
    ).toEqual([10, 9]);
  });
});
