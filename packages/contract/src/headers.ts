// Plain constants, no zod: the player's first screen imports them.

/**
 * Sent by the back office with a call its staff member did not make (a poll, a refresh after a live
 * update) while nobody has touched the screen for a minute: the call is answered but does not count
 * as activity, so a back office left open still ends after its 30 minutes idle.
 */
export const UNATTENDED_CALL_HEADER = "x-kham-unattended";
/** The player a tab of the player app shows; a call whose session is another player's is refused. */
export const SHOWN_PLAYER_HEADER = "x-kham-player";
