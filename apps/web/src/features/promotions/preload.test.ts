import { FIRST_PAGE } from "@/lib/page-key";
import { describeRenderedArrival, moneyAnswers } from "@/lib/test-screen-arrival";
import { preloadPromotionList, preloadUsageHistory } from "./preload";
import { usageOf, welcomePromotion } from "./test-data";

describeRenderedArrival(
  "promotions",
  { ...moneyAnswers, "/v2/promotions": [welcomePromotion], "/v2/players/promotions/using": null },
  preloadPromotionList,
  ["/v2/players/credits", "/v2/players/promotions/using"],
);

describeRenderedArrival(
  "promotion history",
  { "/v2/promotions/usages?page=1&pageSize=10": { items: [usageOf()], page: 1, pageSize: 10, total: 1 } },
  (queryClient) => preloadUsageHistory(queryClient, FIRST_PAGE),
  // Not by the route: the list reads its page again as it mounts.
  [],
);
