import { FIRST_PAGE } from "@/lib/page-key";
import { describeRenderedArrival, moneyAnswers } from "@/lib/test-screen-arrival";
import { preloadDepositHistory, preloadDepositScreen } from "./preload";
import { depositOrderOf } from "./test-data";

describeRenderedArrival(
  "deposit",
  {
    ...moneyAnswers,
    "/v2/players/bank-accounts": [],
    "/v2/payment-methods": [],
    "/v2/deposits/open": [depositOrderOf()],
    "/v2/players/promotions/using": null,
    "/v2/banks": [],
    "/v2/deposits/limits": [],
    "/v2/withdrawals/limits": { min: "100.00", max: "50000.00" },
  },
  preloadDepositScreen,
  ["/v2/deposits/open", "/v2/players/credits", "/v2/players/promotions/using"],
);

describeRenderedArrival(
  "deposit history",
  { "/v2/deposits?page=1&pageSize=10": { items: [depositOrderOf()], page: 1, pageSize: 10, total: 1 } },
  async (queryClient) => preloadDepositHistory(queryClient, FIRST_PAGE),
  // Not by the route: the list reads its page again as it mounts.
  [],
);
