// A server-rendered page paints before the app's scripts load; a player's screen loads the app at once.

/** The entry, its imports in the order they run, and the screen's own code, as the server writes them. */
export const ENTRY_ATTRIBUTE = "data-app-entry";
export const IMPORTS_ATTRIBUTE = "data-app-imports";
export const PRELOAD_ATTRIBUTE = "data-app-preload";

/** One link per task: each starts a request, and more per task made long tasks on a phone. */
export const PRELOADS_PER_TASK = 1;

/** Preloads side by side, then runs one module per task so no task keeps a tap waiting. */
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
  // Without modulepreload (Safari before 17) imports would load one after another: run the entry at once.
  const preloading = supportsModulePreload(doc);
  const run = preloading ? [...imports, entry] : [entry];
  const runNext = () => {
    const url = run.shift();
    if (url === undefined) return;
    const loading = url === entry && preloading ? linked.then(() => load(url)) : load(url);
    // The entry's own failure stays unhandled so the browser reports it as before.
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

/** Calls `start` once the page is painted (first contentful paint, else the next frame); hidden, at once. */
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

/** Holds a form sent before the app took it over, so it is not posted as a plain form; the app sends it. */
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
/** Set as hydration starts: from then on React replays a tap on a part not hydrated yet. */
export const APP_HYDRATING = "data-app-hydrating";

/** Remembers the last tap on a button not live yet and makes it again once the layout is live. */
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
