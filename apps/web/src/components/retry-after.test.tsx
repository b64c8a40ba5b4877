// @vitest-environment node
import { describe, expect, it } from "vitest";
import { readableWait } from "./retry-after";

describe("readableWait", () => {
  it("counts seconds under a minute, then whole minutes rounded up, so no one comes back too early", () => {
    expect(readableWait(1)).toEqual({ unit: "seconds", count: 1 });
    expect(readableWait(59)).toEqual({ unit: "seconds", count: 59 });
    expect(readableWait(60)).toEqual({ unit: "minutes", count: 1 });
    expect(readableWait(61)).toEqual({ unit: "minutes", count: 2 });
    expect(readableWait(300)).toEqual({ unit: "minutes", count: 5 });
    expect(readableWait(600)).toEqual({ unit: "minutes", count: 10 });
  });
});
