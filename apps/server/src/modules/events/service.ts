/** Live events of the players' pages: the public face other modules use. */
export {
  type EventBus,
  endPlayerStreams,
  endSessionStreams,
  type PlayerEvent,
} from "./bus.ts";
