import { afterEach, describe, expect, it, vi } from "vitest";
import { seedPlayer } from "@/features/auth/api/player-keys";
import { createQueryClient } from "@/lib/query-client";
import { stubApi } from "@/lib/test-app";
import { JUST_READ_MS, preloadDepositScreen } from "./preload";
import { depositOrderOf } from "./test-data";

const player = { id: "p1", username: "somchai", displayName: "Somchai P." };
const zero = { amount: "0.00", currency: "THB" } as const;
const pagePlayer = {
  info: { player, credential: { username: "somchai", providers: [] }, bankAccounts: [] },
  me: { player },
  credits: { credits: [{ provider: "gclub" as const, credit: zero }], total: zero },
  rates: [{ currency: "LAK" as const, buy: "640", sell: "660" }],
  deposit: {
    bankAccounts: [],
    paymentMethods: [],
    openDeposits: [depositOrderOf()],
    currentUsage: null,
    banks: [],
    depositLimits: [],
  },
};

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the deposit screen's arrival", () => {
  it("takes the answers the page came with as they are: the app takes a rendered screen over asking nothing", async () => {
    const calls = stubApi(() => ({ status: 200, body: { data: [] } }));
    const queryClient = createQueryClient();
    seedPlayer(queryClient, pagePlayer);
    await preloadDepositScreen(queryClient);
    expect(calls.map((call) => call.path)).toEqual([]);
  });

  it("reads the open order, the promotion in use and the credit again once they are older than a moment", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const calls = stubApi((call) =>
      call.path === "/v2/players/promotions/using"
        ? { status: 200, body: { data: null } }
        : call.path === "/v2/players/credits"
          ? { status: 200, body: { data: pagePlayer.credits } }
          : { status: 200, body: { data: [] } },
    );
    const queryClient = createQueryClient();
    seedPlayer(queryClient, pagePlayer);
    vi.setSystemTime(Date.now() + JUST_READ_MS + 1);
    await preloadDepositScreen(queryClient);
    await vi.waitFor(() =>
      expect(calls.map((call) => call.path).sort()).toEqual([
        "/v2/deposits/open",
        "/v2/players/credits",
        "/v2/players/promotions/using",
      ]),
    );
  });
});
