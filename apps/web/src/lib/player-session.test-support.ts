import { SESSION_CHANNEL, type SessionNews } from "./player-session";

/**
 * For tests: another tab of this browser, on the player session's channel. jsdom has no
 * BroadcastChannel; the tests run on Node's global one, which talks between channels of one process.
 */
export function anotherTab() {
  const channel = new BroadcastChannel(SESSION_CHANNEL);
  const heard: SessionNews[] = [];
  channel.addEventListener("message", (event) => heard.push((event as MessageEvent<SessionNews>).data));
  return {
    tell: (news: SessionNews) => channel.postMessage(news),
    heard,
    close: () => channel.close(),
  };
}
