// Apart from the query, so the page's seeding (main.tsx) brings the key alone.
// Under ["player"] so logout drops it with the rest of the player's data.
export const bankAccountKeys = { all: ["player", "bank-accounts"] as const };
