// Under ["player"] so logout drops it with the rest of the player's data.
export const creditKeys = {
  all: ["player", "credits"] as const,
  provider: (provider: string) => ["player", "credits", provider] as const,
};
