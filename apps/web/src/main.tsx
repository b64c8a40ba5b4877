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

/** Hydrates the server's HTML only when this browser shows the same language; otherwise renders afresh. */
const serverRendered = root.hasChildNodes();

/** Starts the app in steps, each a task of its own, so a tap never waits on one long task. */
async function start(container: HTMLElement) {
  // Past the task that evaluated the modules: language and translations are read in their own.
  await yieldToBrowser();
  const hydrating = serverRendered && document.documentElement.lang === languageTag(storedLanguage());
  // Else they load now, and components suspend behind the spinner until they arrive.
  const i18nReady = initI18n();
  await yieldToBrowser();
  const queryClient = createQueryClient();
  showPlayerOf(() => queryClient.getQueryData<{ player: Player }>(playerKeys.me)?.player.id);
  // With the page's agency and loader data, the route loads and renders asking for none of it.
  seedAgencyInfo(queryClient);
  takePageData(queryClient);
  // Building the router is a task of its own: with the page's data it is long on a slow phone.
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
  // The guard may have redirected or failed: the server's HTML is then not this screen's.
  const { location, matches } = router.state;
  if (location.pathname !== renderedFor || matches.some((match) => match.status !== "success")) {
    container.replaceChildren();
    createRoot(container).render(app);
    return;
  }
  await yieldToBrowser();
  // What was chosen or typed meanwhile, before hydrating puts the forms' starting values back.
  rememberChangesBeforeHydration(container);
  // As a transition React hydrates in slices, answering input and painting between them.
  startTransition(() => {
    // The boot script holds no more taps: React hears them from here on (src/boot.ts).
    document.documentElement.setAttribute("data-app-hydrating", "");
    hydrateRoot(container, app);
  });
}

void start(root);
