import { usernameSchema } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { uniqueUsername } from "./helper.ts";

describe("uniqueUsername", () => {
  it("never answers the same name twice, whatever the prefixes, and every name is a valid username", () => {
    const names = new Set<string>();
    const prefixes = ["p1", "p12", "player", "a-very-long-prefix-indeed", "X_Y", ""];
    for (let index = 0; index < 5000; index += 1) {
      const name = uniqueUsername(prefixes[index % prefixes.length]);
      expect(usernameSchema.safeParse(name).success, name).toBe(true);
      names.add(name);
    }
    expect(names.size).toBe(5000);
  });
});
