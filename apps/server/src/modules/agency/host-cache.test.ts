import { describe, expect, it } from "vitest";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AgencyHostCache } from "./host-cache.ts";

const agency = (name: string) => ({ id: "a1", code: "demo", name }) as AgencyRow;

function manualClock() {
  let now = 0;
  return {
    clock: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

describe("AgencyHostCache", () => {
  it("reads a host once, then answers from memory until the TTL has passed", async () => {
    const time = manualClock();
    const cache = new AgencyHostCache({ ttlMs: 1000, clock: time.clock });
    let reads = 0;
    const load = async () => agency(`read ${++reads}`);
    expect((await cache.get("host:a", load))?.name).toBe("read 1");
    time.advance(999);
    expect((await cache.get("host:a", load))?.name).toBe("read 1");
    time.advance(1);
    expect((await cache.get("host:a", load))?.name).toBe("read 2");
  });

  it("peeks at a fresh entry without loading, and at nothing once it is stale or forgotten", async () => {
    const time = manualClock();
    const cache = new AgencyHostCache({ ttlMs: 1000, clock: time.clock });
    expect(cache.peek("host:a")).toBeUndefined();
    await cache.get("host:a", async () => agency("kept"));
    expect(cache.peek("host:a")?.name).toBe("kept");
    time.advance(1000);
    expect(cache.peek("host:a")).toBeUndefined();
    await cache.get("host:a", async () => agency("again"));
    cache.forget();
    expect(cache.peek("host:a")).toBeUndefined();
  });

  it("reads again after forget", async () => {
    const cache = new AgencyHostCache();
    let reads = 0;
    const load = async () => agency(`read ${++reads}`);
    await cache.get("host:a", load);
    cache.forget();
    expect((await cache.get("host:a", load))?.name).toBe("read 2");
  });

  it("never keeps an unknown host, so a domain added later is found at once", async () => {
    const cache = new AgencyHostCache();
    let known: AgencyRow | undefined;
    const load = async () => known;
    expect(await cache.get("host:new", load)).toBeUndefined();
    known = agency("new");
    expect((await cache.get("host:new", load))?.name).toBe("new");
  });

  it("does not keep what a lookup read before a change it overlapped", async () => {
    const cache = new AgencyHostCache();
    let release: (row: AgencyRow) => void = () => {};
    const slow = cache.get("host:a", () => new Promise<AgencyRow>((resolve) => (release = resolve)));
    // Staff change the agency while the lookup is on its way back with the old row.
    cache.forget();
    release(agency("old"));
    expect((await slow)?.name).toBe("old");
    expect((await cache.get("host:a", async () => agency("new")))?.name).toBe("new");
  });
});
