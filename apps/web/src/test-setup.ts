// zod's config comes before zod loads, as in main.tsx.
import "./lib/zod-config";
import { focusManager, onlineManager } from "@tanstack/react-query";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";

// Lazy route chunks on busy CI cores can take over a second; a longer wait changes no outcome.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling and warns on every call; a test that watches scrolling spies on this.
if (typeof window !== "undefined") {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

// happy-dom's EventSource connects to the page's address, where no server listens, and prints the
// refusal; a screen's stream stays connecting here, and a test that follows the stream stubs its own.
if (typeof window !== "undefined") {
  class ConnectingEventSource extends EventTarget {
    static readonly CONNECTING = 0;
    static readonly OPEN = 1;
    static readonly CLOSED = 2;
    readonly CONNECTING = 0;
    readonly OPEN = 1;
    readonly CLOSED = 2;
    readyState = 0;
    readonly url: string;
    readonly withCredentials: boolean;
    onopen: ((event: Event) => void) | null = null;
    onmessage: ((event: MessageEvent) => void) | null = null;
    onerror: ((event: Event) => void) | null = null;
    constructor(url: string | URL, init?: EventSourceInit) {
      super();
      this.url = String(url);
      this.withCredentials = init?.withCredentials ?? false;
    }
    close() {
      this.readyState = 2;
    }
  }
  globalThis.EventSource = ConnectingEventSource as unknown as typeof EventSource;
}

// The API client loads its answer checker (zod and the contract) on the first call; loading it here
// keeps that cold import out of each test's one-second waits.
if (typeof window !== "undefined") await import("./lib/check-answer");

// Test files share a worker's page (isolate: false): each test unmounts what it drew, and each file
// leaves the page, the globals and the clock as it found them.
afterEach(() => cleanup());
afterAll(async () => {
  // sonner keeps its toasts in module state and shows the ones still open to the next Toaster.
  (await import("sonner")).toast.dismiss();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // TanStack Query's managers are module state that an "offline" or "visibilitychange" event moves.
  onlineManager.setOnline(true);
  focusManager.setFocused(undefined);
  if (typeof window === "undefined") return;
  localStorage.clear();
  sessionStorage.clear();
  for (const cookie of document.cookie.split(";")) {
    const name = cookie.split("=")[0]!.trim();
    // biome-ignore lint/suspicious/noDocumentCookie: clearing what the page's own code wrote, the way it wrote it.
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  // A test that fixed a page property for itself (its visibility, its scroll) gives the page's own back.
  Reflect.deleteProperty(document, "visibilityState");
  Reflect.deleteProperty(window, "scrollY");
  document.head.replaceChildren();
  document.body.replaceChildren();
  for (const attribute of [...document.documentElement.attributes]) {
    document.documentElement.removeAttribute(attribute.name);
  }
  history.replaceState(null, "", "/");
});
