import { INLINED_BLOCKS } from "@kham/contract";
import { type DehydratedState, dehydrate, type QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { takePageData } from "./page-data";
import { createQueryClient, JUST_READ_MS } from "./query-client";
import { type ApiCall, stubApi } from "./test-app";

const zero = { amount: "0.00", currency: "THB" } as const;

/** What the calls every player's money screen shares answer: the credit and the rates. */
export const moneyAnswers: Record<string, unknown> = {
  "/v2/players/credits": { credits: [{ provider: "gclub", credit: zero }], total: zero },
  "/v2/exchange-rates": [{ currency: "LAK", buy: "640", sell: "660" }],
};

/** The API answering `answers` (by path, query included), and nothing else. */
function answering(answers: Record<string, unknown>) {
  return stubApi((call: ApiCall) =>
    call.path in answers ? { status: 200, body: { data: answers[call.path] } } : undefined,
  );
}

/** The page's data block as entry-server.tsx writes it from the loader's answers. */
async function pageWrittenBy(
  preload: (queryClient: QueryClient) => Promise<unknown>,
  answers: Record<string, unknown>,
) {
  answering(answers);
  const server = createQueryClient();
  await preload(server);
  await vi.waitFor(() => expect(server.isFetching()).toBe(0));
  writePageData(dehydrate(server));
  server.clear();
}

/** Puts `data` into the document as the server writes a page's data block. */
export function writePageData(data: DehydratedState): void {
  const block = document.createElement("script");
  block.type = "application/json";
  block.id = INLINED_BLOCKS.pageData;
  block.textContent = JSON.stringify(data);
  document.body.append(block);
}

/** A server-rendered arrival: the loader takes the page's answers and rereads the ever-fresh ones. */
export function describeRenderedArrival(
  screen: string,
  answers: Record<string, unknown>,
  preload: (queryClient: QueryClient) => Promise<unknown>,
  everFresh: string[],
) {
  describe(`the ${screen} screen's arrival`, () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
      document.body.innerHTML = "";
    });

    it("takes the answers the page came with as they are: the route waits on no call before it hydrates", async () => {
      await pageWrittenBy(preload, answers);
      const calls = answering(answers);
      const queryClient = createQueryClient();
      takePageData(queryClient);
      await preload(queryClient);
      expect(queryClient.isFetching()).toBe(0);
      expect(calls.map((call) => call.path)).toEqual([]);
    });

    it("reads the ever-fresh calls (the open order, the promotion in use, the credit, a history's page) again once they are older than a moment", async () => {
      await pageWrittenBy(preload, answers);
      vi.useFakeTimers({ toFake: ["Date"] });
      const calls = answering(answers);
      const queryClient = createQueryClient();
      takePageData(queryClient);
      vi.setSystemTime(Date.now() + JUST_READ_MS + 1);
      await preload(queryClient);
      await vi.waitFor(() => expect(calls.map((call) => call.path).sort()).toEqual([...everFresh].sort()));
    });
  });
}
