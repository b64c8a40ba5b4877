// The first script of a page the server rendered (see apps/server/src/modules/pages/page-html.ts).
// That page is complete without the app: it is painted first, and only then are the app's scripts
// fetched and run to bring it to life. On a slow line the fonts and the images in view so get the
// bandwidth before ~130 KiB of scripts do, and the visitor reads the page while those arrive.
// A page the browser renders itself (a player's screen) loads the app at once, as before.

/**
 * The attributes the server writes on this script: the app's entry, the files the entry imports (in
 * the order they run, each before what imports it, as Vite lists its preloads), and the screen's own
 * code, which the router asks for as the app starts.
 */
export const ENTRY_ATTRIBUTE = "data-app-entry";
export const IMPORTS_ATTRIBUTE = "data-app-imports";
export const PRELOAD_ATTRIBUTE = "data-app-preload";

/**
 * Links added per task. Adding one starts a request: in Lighthouse's traces on the bench machine
 * 3–7 ms of main thread each, so two made tasks of 8–15 ms, which its 4× simulation of a phone
 * counted as long tasks (over 50 ms); one per task stays under.
 */
export const PRELOADS_PER_TASK = 1;

/**
 * Preloads the entry, its imports and the screen's own code side by side, as the page's
 * modulepreload links would, a few per task (`next`); the first requests leave at once. Then runs
 * the entry's imports one per task, in their order, and the entry last. Run as one module graph, the
 * framework and the app's modules evaluated in one task of 20–30 ms on a fast machine, several times
 * that on a slow phone, during which a tap waited; in this order each task evaluates one file, and
 * the modules run in the order they would have anyway.
 *
 * The entry runs only once every link is in the page. It starts the router, which asks for the
 * screen's code through Vite's loader, and that loader links each of its files not linked yet, all
 * in one task: when the imports had arrived before the last links were added (as they usually do),
 * it added the rest at once, a task of 30–55 ms in Lighthouse's traces.
 */
export function startApp(
  doc: Document,
  load: (url: string) => Promise<unknown>,
  next: (then: () => void) => void = (then) => setTimeout(then, 0),
): void {
  const script = doc.querySelector(`script[${ENTRY_ATTRIBUTE}]`);
  const entry = script?.getAttribute(ENTRY_ATTRIBUTE);
  if (!script || !entry) return;
  const listed = (attribute: string) => (script.getAttribute(attribute) ?? "").split(" ").filter(Boolean);
  const imports = listed(IMPORTS_ATTRIBUTE);
  const hrefs = [...new Set([entry, ...imports, ...listed(PRELOAD_ATTRIBUTE)])];
  let allLinked = () => {};
  const linked = new Promise<void>((resolve) => {
    allLinked = resolve;
  });
  const preloadNext = () => {
    for (const href of hrefs.splice(0, PRELOADS_PER_TASK)) {
      const link = doc.createElement("link");
      link.rel = "modulepreload";
      link.crossOrigin = "";
      link.href = href;
      doc.head.append(link);
    }
    if (hrefs.length > 0) next(preloadNext);
    else allLinked();
  };
  preloadNext();
  // Without modulepreload (Safari before 17) each import would be fetched only once the one before
  // it had run, one round trip after another: such a browser runs the entry at once, which fetches
  // its imports side by side.
  const preloading = supportsModulePreload(doc);
  const run = preloading ? [...imports, entry] : [entry];
  const runNext = () => {
    const url = run.shift();
    if (url === undefined) return;
    const loading = url === entry && preloading ? linked.then(() => load(url)) : load(url);
    // A file that failed to load fails the entry too; the entry's own failure is left unhandled, so
    // the browser reports it as it did when the page ran the entry itself.
    if (run.length > 0) loading.then(() => next(runNext), runNext);
  };
  runNext();
}

function supportsModulePreload(doc: Document): boolean {
  try {
    return doc.createElement("link").relList.supports("modulepreload");
  } catch {
    return false;
  }
}

/** A page that has not painted text by then (a font that never came?) starts all the same. */
export const PAINT_WAIT_MAX_MS = 1500;

/**
 * Calls `start` once the page has been painted: when the browser reports its first contentful
 * paint (the moment the visitor sees the text), else after the next frame, for a browser without
 * paint timing. A page out of view paints nothing, so it starts at once.
 */
export function afterFirstPaint(doc: Document, start: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  if (doc.visibilityState !== "visible") {
    once();
    return;
  }
  if (
    typeof PerformanceObserver !== "undefined" &&
    PerformanceObserver.supportedEntryTypes?.includes("paint")
  ) {
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      setTimeout(once, 0);
    });
    observer.observe({ type: "paint", buffered: true });
    setTimeout(() => {
      observer.disconnect();
      once();
    }, PAINT_WAIT_MAX_MS);
    return;
  }
  // A frame's callbacks run just before it paints, and a task queued from one runs after.
  requestAnimationFrame(() => setTimeout(once, 0));
}

/** Marks a form the app has taken over (see holdEarlySubmits). */
export const LIVE_FORM = "data-live";
/** Marks a form sent before the app took it over, which the app sends once it has. */
export const HELD_SUBMIT = "data-submit-held";

/**
 * A form sent before the app has taken it over (a quick tap on "log in" while the scripts are on
 * their way) would reach the server as a plain form post and reload the page. It is held instead,
 * and the app sends it once the form is live (use-typed-before-hydration.ts).
 */
export function holdEarlySubmits(doc: Document): void {
  // The server's forms: those the app renders later are live from the start.
  const early = new Set<Element>(Array.from(doc.forms));
  doc.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || !early.has(form) || form.hasAttribute(LIVE_FORM)) return;
      event.preventDefault();
      form.setAttribute(HELD_SUBMIT, "");
    },
    true,
  );
}

/** Set on <html> once the layout and the screen are hydrated (routes/__root.tsx). */
export const APP_LIVE = "data-app-live";
/**
 * Set on <html> as the app hands the server's HTML to React to hydrate (main.tsx). From then on
 * React hears every tap itself: one on a part not hydrated yet hydrates it at once and reaches it.
 */
export const APP_HYDRATING = "data-app-hydrating";

/**
 * A tap on a button the app has not taken over yet (the contact drawer's, the menu's) would do
 * nothing: the button has no code yet. The last such tap is remembered and made again once the
 * layout is live. Once React hydrates the page, taps are its own; links work as plain links.
 */
export function holdEarlyTaps(doc: Document): void {
  const root = doc.documentElement;
  let held: HTMLButtonElement | undefined;
  doc.addEventListener(
    "click",
    (event) => {
      if (root.hasAttribute(APP_LIVE) || root.hasAttribute(APP_HYDRATING)) return;
      if (!(event.target instanceof Element)) return;
      const button = event.target.closest("button");
      // A submit is the form's to hold (holdEarlySubmits).
      if (button !== null && button.type !== "submit") held = button;
    },
    true,
  );
  const observer = new MutationObserver(() => {
    if (!root.hasAttribute(APP_LIVE)) return;
    observer.disconnect();
    if (held?.isConnected) held.click();
    held = undefined;
  });
  observer.observe(root, { attributes: true, attributeFilter: [APP_LIVE] });
}

holdEarlySubmits(document);
holdEarlyTaps(document);
afterFirstPaint(document, () => startApp(document, (url) => import(/* @vite-ignore */ url)));
