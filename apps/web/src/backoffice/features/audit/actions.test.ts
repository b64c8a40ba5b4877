import { auditActions } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { auditFamilies } from "./actions";

describe("the audit filter's families", () => {
  it("offer every action of the contract once, under its family", () => {
    expect(auditFamilies.flatMap((family) => family.actions)).toEqual([...auditActions]);
    for (const { family, actions } of auditFamilies) {
      for (const action of actions) expect(action.startsWith(`${family}.`), action).toBe(true);
    }
    expect(new Set(auditFamilies.map((each) => each.family)).size).toBe(auditFamilies.length);
  });
});
