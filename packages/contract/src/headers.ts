// Plain constants, no zod: the player's first screen imports them.

/** Marks a call staff did not make, so a back office left open still idles out. */
export const UNATTENDED_CALL_HEADER = "x-kham-unattended";
/** The player a tab of the player app shows; a call whose session is another player's is refused. */
export const SHOWN_PLAYER_HEADER = "x-kham-player";
