import { describeRenderedArrival } from "@/lib/test-screen-arrival";
import { preloadBankScreen } from "./preload";

// The bank account changes only by the player's own hand: nothing on the screen is read again.
describeRenderedArrival(
  "bank account",
  {
    "/v2/players/bank-accounts": [],
    "/v2/banks": [{ code: "BCEL", name: "BCEL One", logoUrl: "/banks/bcel.svg" }],
  },
  preloadBankScreen,
  [],
);
