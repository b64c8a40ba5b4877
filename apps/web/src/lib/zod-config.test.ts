// @vitest-environment node
import { describe, expect, it } from "vitest";
import "./zod-config";

describe("zod under the CSP", () => {
  it("makes zod, loaded afterwards, run without its eval probe", async () => {
    const { config, z } = await import("zod");
    expect(config().jitless).toBe(true);
    expect(z.strictObject({ username: z.string() }).safeParse({ username: "somchai" }).success).toBe(true);
  });
});
