import "./lib/zod-config";
import type { Player } from "@kham/contract";
import { startTransition } from "react";
import { seedAgencyInfo } from "@/features/agency/api/get-agency-info";
import { captureInstallPrompt } from "@/features/app-install/install-prompt";
import { playerKeys } from "@/features/auth/api/player-keys";
import { rememberChangesBeforeHydration } from "@/lib/changes-before-hydration";
import { initI18n, languageTag, storedLanguage } from "@/lib/i18n";
import { listenForPreloadErrors } from "@/lib/lazy-reload";
import { takePageData } from "@/lib/page-data";
import { showPlayerOf } from "@/lib/player-session";
import { createQueryClient } from "@/lib/query-client";
import { createRoot, hydrateRoot } from "@/lib/react-dom-client";
import { yieldToBrowser } from "@/lib/yield-to-browser";
import { App } from "./app";
import { createAppRouter } from "./router";
import "./styles.css";

listenForPreloadErrors();
// Chromium may offer installing the app before the install hint's code has loaded.
captureInstallPrompt();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

/**
 * The server renders a visitor's screens and a player's own in the page's language (see
 * entry-server.tsx). That HTML is hydrated only when this browser shows the same language (its
 * stored choice may differ from the cookie the server read); otherwise the app renders afresh over it.
 */
const serverRendered = root.hasChildNodes();

/**
 * Starts the app in steps, each a task of its own: evaluating the modules, building the router,
 * matching the route, hydrating. In one task they held a slow phone's main thread for 40–60 ms
 * (150–250 ms at Lighthouse's 4× slowdown), during which a tap waited.
 */
async function start(container: HTMLElement) {
  // Past the task that evaluated the modules: the stored language and the page's translations are
  // read in a task of their own.
  await yieldToBrowser();
  const hydrating = serverRendered && document.documentElement.lang === languageTag(storedLanguage());
  // The page holds the translations of the player's language (else they load now, and components
  // suspend on them behind the spinner until they arrive).
  const i18nReady = initI18n();
  await yieldToBrowser();
  const queryClient = createQueryClient();
  showPlayerOf(() => queryClient.getQueryData<{ player: Player }>(playerKeys.me)?.player.id);
  // The page holds the host's agency, and what its route's loaders read on the server: the route
  // then loads, and the screen renders, asking for none of it.
  seedAgencyInfo(queryClient);
  takePageData(queryClient);
  // Building the router (its tree of every route) takes a task of its own: with the page's data
  // it was one of 15 ms in a trace of the player's home, a long task at a slow phone's speed.
  await yieldToBrowser();
  const router = createAppRouter(queryClient, undefined, false, hydrating);
  const app = <App queryClient={queryClient} router={router} />;
  if (!hydrating) {
    container.replaceChildren();
    createRoot(container).render(app);
    return;
  }
  await yieldToBrowser();
  const renderedFor = window.location.pathname;
  // Hydrating needs what the server's render had: the texts, the route's code and its data.
  await Promise.all([i18nReady, router.load()]);
  // The player area's guard may have sent the tab elsewhere (the session ended while the page
  // loaded) or met an error: the server's HTML is then not this screen's, and the app draws afresh.
  const { location, matches } = router.state;
  if (location.pathname !== renderedFor || matches.some((match) => match.status !== "success")) {
    container.replaceChildren();
    createRoot(container).render(app);
    return;
  }
  await yieldToBrowser();
  // What the player chose or typed in the server's forms meanwhile, before hydrating puts the
  // forms' own starting values back.
  rememberChangesBeforeHydration(container);
  // As a transition, React hydrates in slices of a few milliseconds between which the browser
  // answers input and paints, instead of one long task on a slow phone's CPU.
  startTransition(() => {
    // The boot script holds no more taps: React hears them from here on (src/boot.ts).
    document.documentElement.setAttribute("data-app-hydrating", "");
    hydrateRoot(container, app);
  });
}

void start(root);
