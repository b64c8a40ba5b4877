import { describeRenderedArrival, pageFor } from "@/lib/test-screen-arrival";
import { preloadDepositScreen } from "./preload";
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
