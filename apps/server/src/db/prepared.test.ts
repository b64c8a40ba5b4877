import { describe, expect, it } from "vitest";
import type { Db } from "./client.ts";
import { preparedQuery } from "./prepared.ts";

describe("preparedQuery", () => {
  it("builds a statement once per database handle", () => {
    let built = 0;
    const statement = preparedQuery((db) => ({ db, serial: ++built }));
    const first = {} as Db;
    const second = {} as Db;
    expect(statement(first)).toBe(statement(first));
    expect(statement(second).serial).toBe(2);
    expect(statement(first).serial).toBe(1);
    expect(built).toBe(2);
  });
});
