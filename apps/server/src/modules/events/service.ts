/** Live events of the players' pages: the public face other modules use. */
export {
  type EventBus,
  endPlayerStreams,
  endSessionStreams,
  endsStream,
  type PlayerEvent,
} from "./bus.ts";
export { sessionHeartbeat } from "./heartbeat.ts";

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
