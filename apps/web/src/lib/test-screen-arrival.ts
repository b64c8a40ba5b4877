import type { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import { type PagePlayer, seedPlayer } from "@/features/auth/api/player-keys";
import { createQueryClient, JUST_READ_MS } from "./query-client";
import { stubApi } from "./test-app";

const player = { id: "p1", username: "somchai", displayName: "Somchai P." };
const zero = { amount: "0.00", currency: "THB" } as const;

/** A player's page as the server wrote it for one of their screens: who, credit, rates, and the screen's own data. */
export function pageFor(screenData: Omit<PagePlayer, "info" | "me" | "credits" | "rates">): PagePlayer {
  return {
    info: { player, credential: { username: "somchai", providers: [] }, bankAccounts: [] },
    me: { player },
    credits: { credits: [{ provider: "gclub", credit: zero }], total: zero },
    rates: [{ currency: "LAK", buy: "640", sell: "660" }],
    ...screenData,
  };
}

/**
 * The arrival of a screen the server rendered for its player: its route's loader takes the page's answers
 * as they are, and reads the ever-fresh ones (`everFresh`, the API paths) again once they are older
 * than a moment.
 */
export function describeRenderedArrival(
  screen: string,
  page: PagePlayer,
  preload: (queryClient: QueryClient) => Promise<unknown>,
  everFresh: string[],
) {
  describe(`the ${screen} screen's arrival`, () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.unstubAllGlobals();
    });

    it("takes the answers the page came with as they are: the route waits on no call before it hydrates", async () => {
      const calls = stubApi(() => ({ status: 200, body: { data: [] } }));
      const queryClient = createQueryClient();
      seedPlayer(queryClient, page);
      await preload(queryClient);
      expect(calls.map((call) => call.path)).toEqual([]);
    });

    it("reads the ever-fresh calls (the open order, the promotion in use, the credit, a history's page) again once they are older than a moment", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      const calls = stubApi((call) =>
        call.path === "/v2/players/promotions/using"
          ? { status: 200, body: { data: null } }
          : call.path === "/v2/players/credits"
            ? { status: 200, body: { data: page.credits } }
            : call.path.includes("?page=")
              ? { status: 200, body: { data: { items: [], page: 1, pageSize: 10, total: 0 } } }
              : { status: 200, body: { data: [] } },
      );
      const queryClient = createQueryClient();
      seedPlayer(queryClient, page);
      vi.setSystemTime(Date.now() + JUST_READ_MS + 1);
      await preload(queryClient);
      await vi.waitFor(() => expect(calls.map((call) => call.path).sort()).toEqual([...everFresh].sort()));
    });
  });
}
