// zod's config comes before zod loads, as in main.tsx.
import "./lib/zod-config";
import { focusManager, onlineManager } from "@tanstack/react-query";
import { cleanup, configure } from "@testing-library/react";
import { afterAll, afterEach, vi } from "vitest";
import { FakeEventSource } from "./lib/test-event-source";

// Lazy route chunks on busy CI cores can take over a second; a longer wait changes no outcome.
configure({ asyncUtilTimeout: 5_000 });

// jsdom has no scrolling and warns on every call; a test that watches scrolling spies on this.
if (typeof window !== "undefined") {
  window.scrollTo = () => {};
  Element.prototype.scrollIntoView = () => {};
}

// happy-dom's EventSource connects to the page's address, where no server listens, and prints the
// refusal; here a screen's stream stays connecting unless its test drives it.
if (typeof window !== "undefined") {
  globalThis.EventSource = FakeEventSource as unknown as typeof EventSource;
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
  FakeEventSource.instances = [];
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
