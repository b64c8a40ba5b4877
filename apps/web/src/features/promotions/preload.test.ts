import { describeRenderedArrival, pageFor } from "@/lib/test-screen-arrival";
import { preloadPromotionList } from "./preload";
import { welcomePromotion } from "./test-data";

describeRenderedArrival(
  "promotions",
  pageFor({ promotion: { promotions: [welcomePromotion], currentUsage: null } }),
  preloadPromotionList,
  ["/v2/players/credits", "/v2/players/promotions/using"],
);
