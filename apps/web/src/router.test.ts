// @vitest-environment node
import { createMemoryHistory } from "@tanstack/react-router";
import { describe, expect, it } from "vitest";
import { createQueryClient } from "@/lib/query-client";
import { createAppRouter } from "./router";

type Restore = (options: { location: unknown }) => boolean;

describe("the router's scroll restoration", () => {
  it("leaves the scroll of a hydrated page where the visitor put it, then restores as usual", () => {
    const router = createAppRouter(createQueryClient(), createMemoryHistory(), false, true);
    const restore = router.options.scrollRestoration as Restore;
    expect(restore({ location: router.latestLocation })).toBe(false);
    expect(restore({ location: router.latestLocation })).toBe(true);
  });

  it("restores from the first render on a page the browser rendered, and never on the server", () => {
    const fresh = createAppRouter(createQueryClient(), createMemoryHistory());
    expect((fresh.options.scrollRestoration as Restore)({ location: fresh.latestLocation })).toBe(true);
    expect(createAppRouter(createQueryClient(), createMemoryHistory(), true).options.scrollRestoration).toBe(
      false,
    );
  });
});
