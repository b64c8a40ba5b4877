import type { EventBus } from "./bus.ts";

/* Live events of the players' and the staff's pages: what other modules use besides the bus. */

/** Ends the streams of one session, in every server process (logout). */
export function endSessionStreams(events: EventBus, playerId: string, sessionId: string): Promise<void> {
  return events.endStreams({ playerId, sessionId });
}

/**
 * Ends every live stream of the player in every server process (a staff block), or every one but
 * the streams of `keepSessionId` (a password change). Call after the change has committed.
 */
export function endPlayerStreams(
  events: EventBus,
  playerId: string,
  options: { keepSessionId?: string } = {},
): Promise<void> {
  return events.endStreams(
    options.keepSessionId === undefined ? { playerId } : { playerId, keepSessionId: options.keepSessionId },
  );
}

/**
 * The agency's staff hear their agency's order events (the back office's live queue) on a channel
 * of their own, carried by the same bus: an "agency:" key can never be a player's id.
 */
export function staffChannel(agencyId: string): string {
  return `agency:${agencyId}`;
}

/**
 * The key under which a staff member's live streams are ended (logout, disabling, a second-factor
 * reset), on the same bus as players' stream ends: a "staff:" key can never be a player's id.
 */
export function staffStreamKey(staffId: string): string {
  return `staff:${staffId}`;
}
