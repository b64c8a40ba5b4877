import { askmebetScreenAddress } from "@kham/contract";

/** The visitor's screens the server renders: the landing page, login and register. */
export const VISITOR_SCREENS: readonly string[] = ["/", "/login", "/register"];

/** One address of each logged-in screen the server renders, as the menu links to it. */
export const PLAYER_SCREENS: readonly string[] = [
  "/player",
  "/player/deposit",
  "/player/withdraw",
  "/player/promotion",
  "/player/bank",
  "/player/deposit/history",
  "/player/withdraw/history",
  "/player/promotion/history",
  "/player/game/alphabet",
  "/player/game/gclub",
  "/player/game/gclub_live",
  askmebetScreenAddress(),
];
