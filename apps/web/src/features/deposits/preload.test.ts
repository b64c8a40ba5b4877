import { FIRST_PAGE } from "@/lib/page-key";
import { describeRenderedArrival, pageFor } from "@/lib/test-screen-arrival";
import { preloadDepositHistory, preloadDepositScreen } from "./preload";
import { depositOrderOf } from "./test-data";

describeRenderedArrival(
  "deposit",
  pageFor({
    deposit: {
      bankAccounts: [],
      paymentMethods: [],
      openDeposits: [depositOrderOf()],
      currentUsage: null,
      banks: [],
      depositLimits: [],
    },
  }),
  preloadDepositScreen,
  ["/v2/deposits/open", "/v2/players/credits", "/v2/players/promotions/using"],
);

describeRenderedArrival(
  "deposit history",
  pageFor({ depositHistory: { items: [depositOrderOf()], page: 1, pageSize: 10, total: 1 } }),
  async (queryClient) => preloadDepositHistory(queryClient, FIRST_PAGE),
  // Not by the route: the list reads its page again as it mounts.
  [],
);
