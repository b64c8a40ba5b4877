import { onNetworkError } from "@/lib/network";

/** Asked to tell "no network" from "the server answers": any answer at all, even an error, is online. */
export const PROBE_URL = "/api/health";
/** While offline, how often to look again: quietly, and the notice goes soon after the network is back. */
export const OFFLINE_RECHECK_MS = 5000;

export interface ConnectionOptions {
  probe?: () => Promise<boolean>;
  events?: Pick<Window, "addEventListener" | "removeEventListener">;
  onLine?: () => boolean;
  /** Calls the app made that got no answer: a weak or lost link the browser's events may not report. */
  failedCalls?: (listener: () => void) => () => void;
}

function probeServer(): Promise<boolean> {
  // The service worker never answers /api, so this reaches the network or fails.
  return fetch(PROBE_URL, { method: "HEAD", cache: "no-store" }).then(
    () => true,
    () => false,
  );
}

/** navigator.onLine is only sure when offline, so the events and a request to the server decide. */
export function watchConnection(onChange: (online: boolean) => void, options: ConnectionOptions = {}) {
  const {
    probe = probeServer,
    events = window,
    onLine = () => navigator.onLine,
    failedCalls = onNetworkError,
  } = options;
  let online = onLine();
  let stopped = false;
  let recheck: ReturnType<typeof setTimeout> | undefined;

  const set = (next: boolean) => {
    if (stopped) return;
    clearTimeout(recheck);
    if (!next) recheck = setTimeout(check, OFFLINE_RECHECK_MS);
    if (next === online) return;
    online = next;
    onChange(next);
  };
  function check() {
    void probe().then((reachable) => set(reachable && onLine()));
  }
  const goneOffline = () => set(false);

  events.addEventListener("offline", goneOffline);
  events.addEventListener("online", check);
  const stopHearingFailures = failedCalls(check);
  check();
  return () => {
    stopped = true;
    clearTimeout(recheck);
    stopHearingFailures();
    events.removeEventListener("offline", goneOffline);
    events.removeEventListener("online", check);
  };
}
