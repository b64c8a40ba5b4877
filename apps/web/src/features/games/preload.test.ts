import { describeRenderedArrival } from "@/lib/test-screen-arrival";
import { preloadAlphabetGames, preloadLobby } from "./preload";
import { alphabetGames, creditAt, gclubTables } from "./test-data";

// The credit is the provider's live balance: read again once older than a moment; the games are not.
describeRenderedArrival(
  "gclub game",
  { "/v2/games?provider=gclub": gclubTables, "/v2/players/credits/gclub": creditAt("gclub", "150.00") },
  (queryClient) => preloadLobby(queryClient, "gclub"),
  ["/v2/players/credits/gclub"],
);

describeRenderedArrival(
  "alphabet game",
  { "/v2/games/alphabet": alphabetGames, "/v2/players/credits/alphabet": creditAt("alphabet", "0.00") },
  preloadAlphabetGames,
  ["/v2/players/credits/alphabet"],
);
