import { useRouter } from "@tanstack/react-router";
import { RotateCcw, WifiOff } from "lucide-react";
import { useEffect, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/i18n-react";

/** How long a screen may load, once its spinner shows, before the player is offered a retry. */
export const SLOW_LOAD_MS = 4000;

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener("online", onChange);
  window.addEventListener("offline", onChange);
  return () => {
    window.removeEventListener("online", onChange);
    window.removeEventListener("offline", onChange);
  };
}

/** Offline, the screen's calls wait for the network (Query pauses them) and go on once it is back. */
function useBrowserOnline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => navigator.onLine,
    () => true,
  );
}

function useLongerThan(ms: number): boolean {
  const [long, setLong] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setLong(true), ms);
    return () => clearTimeout(timer);
  }, [ms]);
  return long;
}

/** A screen on its way, inside the app's frame: header, menu and bottom bar stay usable meanwhile. */
export function RoutePending() {
  const { t, ready } = useTranslation({ suspend: false });
  const router = useRouter();
  const online = useBrowserOnline();
  const slow = useLongerThan(SLOW_LOAD_MS);
  const message = !online ? "network.offline_wait" : slow ? "network.slow" : "common.loading";
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex min-h-[40dvh] flex-col items-center justify-center gap-5 px-4 py-12 text-center"
    >
      {online ? (
        <span className="size-12 animate-spin rounded-full border-2 border-gold/15 border-t-gold-light [animation-duration:1.1s]" />
      ) : (
        <span className="inline-flex size-12 items-center justify-center rounded-full bg-warning/15 text-warning">
          <WifiOff aria-hidden="true" className="size-6" />
        </span>
      )}
      <p className="min-h-5 max-w-sm text-muted-foreground text-sm">{ready ? t(message) : ""}</p>
      {!online || slow ? (
        <Button variant="outline" size="lg" onClick={() => void router.invalidate()}>
          <RotateCcw />
          {ready ? t("network.retry") : ""}
        </Button>
      ) : null}
    </div>
  );
}
