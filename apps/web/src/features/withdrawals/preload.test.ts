import { describeRenderedArrival, pageFor } from "@/lib/test-screen-arrival";
import { preloadWithdrawScreen } from "./preload";
import { withdrawalOrderOf } from "./test-data";

describeRenderedArrival(
  "withdraw",
  pageFor({
    withdraw: {
      bankAccounts: [],
      openWithdrawals: [withdrawalOrderOf()],
      currentUsage: null,
      withdrawalLimits: { min: "100.00", max: "50000.00" },
      banks: [],
    },
  }),
  preloadWithdrawScreen,
  ["/v2/players/credits", "/v2/players/promotions/using", "/v2/withdrawals/open"],
);
