/** Every cached query about the logged-in player sits under ["player"], so logout drops them all at once. */
export const playerKeys = {
  all: ["player"] as const,
  info: ["player", "info"] as const,
  me: ["player", "me"] as const,
};
