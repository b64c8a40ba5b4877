import { FIRST_PAGE } from "@/lib/page-key";
import { describeRenderedArrival, moneyAnswers } from "@/lib/test-screen-arrival";
import { preloadWithdrawHistory, preloadWithdrawScreen } from "./preload";
import { withdrawalOrderOf } from "./test-data";

describeRenderedArrival(
  "withdraw",
  {
    ...moneyAnswers,
    "/v2/players/bank-accounts": [],
    "/v2/withdrawals/open": [withdrawalOrderOf()],
    "/v2/players/promotions/using": null,
    "/v2/withdrawals/limits": { min: "100.00", max: "50000.00" },
    "/v2/banks": [],
  },
  preloadWithdrawScreen,
  ["/v2/players/credits", "/v2/players/promotions/using", "/v2/withdrawals/open"],
);

describeRenderedArrival(
  "withdraw history",
  { "/v2/withdrawals?page=1&pageSize=10": { items: [withdrawalOrderOf()], page: 1, pageSize: 10, total: 1 } },
  async (queryClient) => preloadWithdrawHistory(queryClient, FIRST_PAGE),
  // Not by the route: the list reads its page again as it mounts.
  [],
);
