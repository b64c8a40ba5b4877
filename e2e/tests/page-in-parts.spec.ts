import http from "node:http";
import type { AddressInfo } from "node:net";
import { LANGUAGE_STORAGE_KEY, type Language, PAGE_FRAME_END } from "@kham/contract";
import { expect, test } from "../fixtures/test.ts";

// On a slow line a page arrives in pieces, and a browser paints what it has parsed so far. A row of
// the page's frame drawn before its last items came (the bottom bar's last tabs, the top bar's
// buttons) would move as they do: CI once saw the bottom bar's tabs narrow by a fifth, in Chinese.
// Here a proxy in front of the server holds the rest of the page back from a given point, and the
// page must neither be drawn before its frame is whole nor move afterwards.

/** Where the page is cut: just before a marker's first (or last) occurrence in the page. */
interface Cut {
  name: string;
  marker: string;
  last?: boolean;
}

const cuts: Cut[] = [
  { name: "inside the top bar, before its register button", marker: 'href="/register"' },
  {
    name: "inside the bottom bar, before its contact tab",
    marker: 'aria-haspopup="dialog"><svg',
    last: true,
  },
  { name: "after the frame, in the data the scripts read", marker: '<script type="application/json"' },
];

const PAUSE_MS = 600;

/** A proxy to the app that sends the landing page's bytes up to the cut, pauses, then sends the rest. */
async function startProxy(upstream: string, cut: Cut) {
  const server = http.createServer(async (request, response) => {
    const headers = new Headers();
    for (const name of ["cookie", "accept", "content-type"]) {
      const value = request.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    // Uncompressed, so the marker can be found in the bytes.
    headers.set("accept-encoding", "identity");
    const answer = await fetch(new URL(request.url ?? "/", upstream), { headers });
    const body = Buffer.from(await answer.arrayBuffer());
    const kept: Record<string, string | string[]> = {};
    answer.headers.forEach((value, name) => {
      if (
        !["content-encoding", "content-length", "transfer-encoding", "connection", "set-cookie"].includes(
          name,
        )
      ) {
        kept[name] = value;
      }
    });
    const cookies = answer.headers.getSetCookie();
    if (cookies.length > 0) kept["set-cookie"] = cookies;
    response.writeHead(answer.status, kept);
    const split = cut.last ? body.lastIndexOf(cut.marker) : body.indexOf(cut.marker);
    if (request.url !== "/" || split < 0) {
      response.end(body);
      return;
    }
    response.write(body.subarray(0, split));
    setTimeout(() => response.end(body.subarray(split)), PAUSE_MS);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

for (const language of ["lo", "cn"] as const satisfies readonly Language[]) {
  for (const cut of cuts) {
    test(`the landing page arriving in two parts, cut ${cut.name}, is drawn whole, in ${language}`, async ({
      page,
      baseURL,
    }) => {
      const { server, origin } = await startProxy(baseURL!, cut);
      try {
        await page.setViewportSize({ width: 390, height: 844 });
        await page.context().addCookies([{ name: "kham_lng", value: language, url: origin }]);
        await page.addInitScript(
          ([key, value, frameEnd]) => {
            localStorage.setItem(key, value);
            const seen = {
              shifts: [] as string[],
              frameWhenFirstDrawn: undefined as boolean | undefined,
              bottomTabsWhenFirstDrawn: undefined as number | undefined,
            };
            (window as unknown as { seen: typeof seen }).seen = seen;
            // The first frame's callbacks run just before it is drawn: was the frame whole then? The
            // bottom bar (the page's last nav) is counted too: Chromium lets a held paint go when the
            // element it waits for is inserted, before that element's children have arrived.
            requestAnimationFrame(() => {
              seen.frameWhenFirstDrawn = document.getElementById(frameEnd) !== null;
              seen.bottomTabsWhenFirstDrawn = [...document.querySelectorAll("nav")]
                .at(-1)
                ?.querySelectorAll("a, button").length;
            });
            new PerformanceObserver((list) => {
              for (const entry of list.getEntries() as (PerformanceEntry & {
                value: number;
                hadRecentInput: boolean;
                sources?: { node?: Node | null }[];
              })[]) {
                if (entry.hadRecentInput) continue;
                const nodes = (entry.sources ?? []).map((source) => {
                  const element = source.node instanceof Element ? source.node : source.node?.parentElement;
                  return `${element?.tagName.toLowerCase()}[${element?.textContent?.slice(0, 30)}]`;
                });
                seen.shifts.push(
                  `${entry.value.toPrecision(2)} at ${Math.round(entry.startTime)} ms: ${nodes}`,
                );
              }
            }).observe({ type: "layout-shift", buffered: true });
          },
          [LANGUAGE_STORAGE_KEY, language, PAGE_FRAME_END] as const,
        );
        // A returning visitor, whose fonts are at hand (a first visit's font swap is another matter).
        await page.goto(`${origin}/`);
        await page.evaluate(() => document.fonts.ready);
        await page.reload();
        await page.locator("html[data-app-live]").waitFor({ state: "attached" });
        await page.waitForLoadState("networkidle");
        const seen = await page.evaluate(
          () =>
            (
              window as unknown as {
                seen: { shifts: string[]; frameWhenFirstDrawn?: boolean; bottomTabsWhenFirstDrawn?: number };
              }
            ).seen,
        );
        expect(seen.frameWhenFirstDrawn, "the frame was whole at the first paint").toBe(true);
        expect(seen.bottomTabsWhenFirstDrawn, "the bottom bar's tabs at the first paint").toBe(5);
        expect(seen.shifts, `moved: ${seen.shifts.join(" | ")}`).toEqual([]);
      } finally {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
      }
    });
  }
}
