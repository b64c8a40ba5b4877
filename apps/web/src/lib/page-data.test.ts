import { dehydrate, QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { INLINED } from "./inlined-data";
import { takePageData } from "./page-data";
import { writePageData } from "./test-screen-arrival";

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = "";
});

describe("the page's data", () => {
  it("is taken into the cache as just read, whatever the server's clock said", () => {
    // The server's clock an hour behind the browser's: its answers would all look stale.
    vi.useFakeTimers({ toFake: ["Date"], now: Date.parse("2026-03-01T09:00:00Z") });
    const server = new QueryClient();
    server.setQueryData(["player", "info"], null);
    server.setQueryData(["promotions", "list"], [{ id: "welcome" }]);
    writePageData(dehydrate(server));
    vi.setSystemTime(Date.parse("2026-03-01T10:00:00Z"));

    const browser = new QueryClient();
    takePageData(browser);
    expect(browser.getQueryData(["promotions", "list"])).toEqual([{ id: "welcome" }]);
    expect(browser.getQueryState(["player", "info"])).toMatchObject({ status: "success", data: null });
    expect(browser.getQueryState(["promotions", "list"])?.dataUpdatedAt).toBe(Date.now());
    // Read once: the block leaves the page.
    expect(document.getElementById(INLINED.pageData)).toBeNull();
  });

  it("leaves out what is not a query the server wrote, and a page without data is no error", () => {
    const browser = new QueryClient();
    takePageData(browser);
    const server = new QueryClient();
    server.setQueryData(["banks"], []);
    const { queries } = dehydrate(server);
    writePageData({ mutations: [], queries: [...queries, { queryKey: "banks" } as never, null as never] });
    takePageData(browser);
    expect(
      browser
        .getQueryCache()
        .getAll()
        .map((query) => query.queryKey),
    ).toEqual([["banks"]]);
  });
});
