import type { AnyRouter } from "@tanstack/react-router";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { InstallHint } from "./install-hint";
import { installHintWay, isIosSafari } from "./install-hint-rules";
import {
  acceptInstallOffer,
  hintDismissed,
  INSTALL_HINT_DISMISSED_KEY,
  installOffer,
  subscribeToInstallOffer,
} from "./install-prompt";
import { OfflineNotice } from "./offline-notice";
import { countPageView } from "./page-views";
import { registerServiceWorker } from "./register-service-worker";
import { useOnline } from "./use-online";

/** Phones and small tablets: where the footer switches to its phone layout. */
const PHONE_QUERY = "(max-width: 768px)";

function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Counted once per page load, however often the component mounts. */
let viewsAtLoad: number | undefined;

/** Loaded after the first paint. */
export default function AppInstall({ router }: { router: AnyRouter }) {
  const online = useOnline();
  const phone = useMediaQuery(PHONE_QUERY);
  const standalone =
    useMediaQuery("(display-mode: standalone)") ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true;
  const offer = useSyncExternalStore(subscribeToInstallOffer, installOffer, () => undefined);
  const [dismissed, setDismissed] = useState(hintDismissed);
  const [pathname, setPathname] = useState<string>(router.state.location.pathname);
  const [views, setViews] = useState(() => {
    viewsAtLoad ??= countPageView();
    return viewsAtLoad;
  });

  useEffect(() => {
    if (import.meta.env.PROD) void registerServiceWorker();
  }, []);

  // Back online: the screens load again what failed offline, with no "try again" to press.
  const wasOffline = useRef(false);
  useEffect(() => {
    if (!online) wasOffline.current = true;
    else if (wasOffline.current) {
      wasOffline.current = false;
      void router.invalidate();
    }
  }, [online, router]);

  useEffect(
    () =>
      router.subscribe("onResolved", (event) => {
        setPathname(event.toLocation.pathname);
        if (event.fromLocation !== undefined && event.pathChanged) setViews(countPageView());
      }),
    [router],
  );

  const way = installHintWay({
    standalone,
    dismissed,
    phone,
    online,
    pageViews: views,
    pathname,
    hasPrompt: offer !== undefined,
    iosSafari: isIosSafari(navigator.userAgent, navigator.maxTouchPoints),
  });

  const dismiss = () => {
    setDismissed(true);
    try {
      localStorage.setItem(INSTALL_HINT_DISMISSED_KEY, new Date().toISOString());
    } catch {
      // Private mode: the hint stays away for this page at least.
    }
  };

  return (
    <>
      <OfflineNotice online={online} />
      {way !== undefined && (
        <InstallHint
          way={way}
          onDismiss={dismiss}
          onInstall={() => {
            // Installed or refused in the browser's own dialog: either way, the hint has done its job.
            dismiss();
            void acceptInstallOffer();
          }}
        />
      )}
    </>
  );
}
