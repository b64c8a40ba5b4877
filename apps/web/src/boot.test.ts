import { afterEach, describe, expect, it, vi } from "vitest";
import {
  afterFirstPaint,
  holdEarlySubmits,
  holdEarlyTaps,
  PAINT_WAIT_MAX_MS,
  PRELOADS_PER_TASK,
  startApp,
} from "./boot";

// The boot script starts itself once imported, after the page's first paint. Out of view it starts
// at once: while this file imports it, before any test has put an entry on the page to run.
vi.hoisted(() => {
  Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
});

afterEach(() => {
  document.head.replaceChildren();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** The prototype of a link's rel list, where the browser says which rel values it supports. */
const relList = Object.getPrototypeOf(document.createElement("link").relList) as DOMTokenList;

function bootTag(entry: string, imports: string, preload: string) {
  const script = document.createElement("script");
  script.setAttribute("data-app-entry", entry);
  script.setAttribute("data-app-imports", imports);
  script.setAttribute("data-app-preload", preload);
  document.head.append(script);
}

const preloaded = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map(
    (link) => new URL(link.href).pathname,
  );

describe("the boot script of a rendered page", () => {
  it("preloads the entry, its imports and the screen's code, a few per task", () => {
    const imports = ["/assets/framework-b.js", "/assets/icons-c.js"];
    const screen = Array.from({ length: PRELOADS_PER_TASK * 2 }, (_, index) => `/assets/screen-${index}.js`);
    bootTag("/assets/main-a.js", imports.join(" "), [...screen, imports[1]].join(" "));
    const tasks: (() => void)[] = [];
    // Nothing loads: only the preloads' tasks are queued.
    startApp(
      document,
      () => new Promise(() => {}),
      (then) => tasks.push(then),
    );
    const files = ["/assets/main-a.js", ...imports, ...screen];
    // Adding a link is main-thread work: the rest wait for tasks of their own.
    expect(preloaded()).toEqual(files.slice(0, PRELOADS_PER_TASK));
    tasks.shift()!();
    expect(preloaded()).toEqual(files.slice(0, PRELOADS_PER_TASK * 2));
    while (tasks.length > 0) tasks.shift()!();
    // Each file once, though the page listed one twice.
    expect(preloaded()).toEqual(files);
    // As Vite's own tags: the module requests and the preloads must match to be reused.
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')];
    expect(links.every((link) => link.crossOrigin === "")).toBe(true);
  });

  it("runs the entry's imports one per task in their order, then the entry, and not the screen's code", async () => {
    vi.spyOn(relList, "supports").mockReturnValue(true);
    bootTag("/assets/main-a.js", "/assets/runtime-r.js /assets/framework-b.js", "/assets/screen-s.js");
    const loaded: string[] = [];
    const tasks: (() => void)[] = [];
    const load = vi.fn(async (url: string) => {
      loaded.push(url);
    });
    startApp(document, load, (then) => tasks.push(then));
    const runTasks = async () => {
      await Promise.resolve();
      // Only the preloads' first task and the loads' next step are queued: run them as the browser would.
      while (tasks.length > 0) {
        tasks.shift()!();
        await Promise.resolve();
      }
    };
    await Promise.resolve();
    // Loaded, the next file waits for a task of its own.
    expect(loaded).toEqual(["/assets/runtime-r.js"]);
    await runTasks();
    expect(loaded).toEqual(["/assets/runtime-r.js", "/assets/framework-b.js", "/assets/main-a.js"]);
  });

  it("runs the entry only once every link is in the page, however soon its imports arrive", async () => {
    vi.spyOn(relList, "supports").mockReturnValue(true);
    const screen = ["/assets/screen-s.js", "/assets/field-f.js", "/assets/eye-e.js"];
    bootTag("/assets/main-a.js", "/assets/framework-b.js", screen.join(" "));
    const load = vi.fn(async () => undefined);
    const preloads: (() => void)[] = [];
    const runs: (() => void)[] = [];
    // The preloads' tasks are held apart from the loads' next steps, which run at once.
    let linking = true;
    const linkNext = () => {
      linking = true;
      preloads.shift()!();
      linking = false;
    };
    startApp(document, load, (then) => (linking ? preloads : runs).push(then));
    linking = false;
    const settle = async () => {
      for (let turn = 0; turn < 5; turn++) {
        await Promise.resolve();
        while (runs.length > 0) runs.shift()!();
      }
    };
    await settle();
    expect(load.mock.calls).toEqual([["/assets/framework-b.js"]]);
    // The router's first call for the screen's code would link the files still missing all at once.
    while (preloads.length > 0 && preloaded().length < 4) {
      linkNext();
      await settle();
      expect(load).not.toHaveBeenCalledWith("/assets/main-a.js");
    }
    linkNext();
    await settle();
    expect(preloaded()).toEqual(["/assets/main-a.js", "/assets/framework-b.js", ...screen]);
    expect(load).toHaveBeenLastCalledWith("/assets/main-a.js");
  });

  it("runs the entry at once in a browser without modulepreload, which then fetches its imports side by side", () => {
    vi.spyOn(relList, "supports").mockReturnValue(false);
    bootTag("/assets/main-a.js", "/assets/runtime-r.js /assets/framework-b.js", "");
    const load = vi.fn(async () => undefined);
    startApp(document, load, () => {});
    expect(load.mock.calls).toEqual([["/assets/main-a.js"]]);
  });

  it("goes on to the entry when a file fails to load, which then reports the failure", async () => {
    vi.spyOn(relList, "supports").mockReturnValue(true);
    bootTag("/assets/main-a.js", "/assets/framework-b.js", "");
    const load = vi.fn((url: string) =>
      url.includes("framework") ? Promise.reject(new Error("offline")) : Promise.resolve(),
    );
    startApp(document, load);
    await vi.waitFor(() => expect(load).toHaveBeenCalledWith("/assets/main-a.js"));
  });

  it("does nothing on a page that names no entry", () => {
    const load = vi.fn(async () => undefined);
    startApp(document, load);
    expect(load).not.toHaveBeenCalled();
  });

  it("starts once the browser reports the first contentful paint, not before", () => {
    vi.useFakeTimers();
    const observers: { callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void }[] = [];
    class FakeObserver {
      static supportedEntryTypes = ["paint"];
      constructor(readonly callback: (typeof observers)[number]["callback"]) {
        observers.push(this);
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", FakeObserver);
    vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    const start = vi.fn();
    afterFirstPaint(document, start);
    observers[0]!.callback({ getEntriesByName: (name) => (name === "first-paint" ? [{}] : []) });
    vi.advanceTimersByTime(10);
    expect(start).not.toHaveBeenCalled();
    observers[0]!.callback({ getEntriesByName: () => [{}] });
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);
    // The time limit does not start it a second time.
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS);
    expect(start).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("starts all the same when no paint is reported in time, after a frame without paint timing, and at once out of view", () => {
    vi.useFakeTimers();
    class SilentObserver {
      static supportedEntryTypes = ["paint"];
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", SilentObserver);
    const visibility = vi.spyOn(document, "visibilityState", "get").mockReturnValue("visible");
    const start = vi.fn();
    afterFirstPaint(document, start);
    vi.advanceTimersByTime(PAINT_WAIT_MAX_MS - 1);
    expect(start).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(start).toHaveBeenCalledTimes(1);

    vi.stubGlobal("PerformanceObserver", undefined);
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal("requestAnimationFrame", (callback: FrameRequestCallback) => frames.push(callback));
    afterFirstPaint(document, start);
    frames[0]!(0);
    expect(start).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(start).toHaveBeenCalledTimes(2);

    visibility.mockReturnValue("hidden");
    afterFirstPaint(document, start);
    expect(start).toHaveBeenCalledTimes(3);
    vi.useRealTimers();
  });
});

describe("a form sent before the app took it over", () => {
  it("is held, not posted; a live form and one the app rendered later go as they are", () => {
    document.body.innerHTML = '<form id="server"></form>';
    holdEarlySubmits(document);
    const server = document.getElementById("server") as HTMLFormElement;
    const early = new Event("submit", { cancelable: true, bubbles: true });
    server.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(server.hasAttribute("data-submit-held")).toBe(true);

    server.setAttribute("data-live", "");
    const live = new Event("submit", { cancelable: true, bubbles: true });
    server.dispatchEvent(live);
    expect(live.defaultPrevented).toBe(false);

    const later = document.createElement("form");
    document.body.append(later);
    const fromApp = new Event("submit", { cancelable: true, bubbles: true });
    later.dispatchEvent(fromApp);
    expect(fromApp.defaultPrevented).toBe(false);
    expect(later.hasAttribute("data-submit-held")).toBe(false);
    document.body.replaceChildren();
  });
});

describe("a tap on a button before the app took the page over", () => {
  it("is made again once the app is live; a tap once React hydrates the page is left to it", async () => {
    // A page of its own: the module's own holder watches the test's document.
    const page = document.implementation.createHTMLDocument("page");
    page.body.innerHTML =
      '<button type="button" id="contact">contact</button><form><button id="send">send</button></form>';
    holdEarlyTaps(page);
    const contact = page.getElementById("contact")!;
    const taps = vi.fn();
    contact.addEventListener("click", taps);
    contact.click();
    // A submit button is the form's business.
    page.getElementById("send")!.addEventListener("click", (event) => event.preventDefault());
    page.getElementById("send")!.click();
    expect(taps).toHaveBeenCalledTimes(1);
    // The app hands the page to React (main.tsx), which hears a tap from then on: it is not held
    // to be made again.
    page.documentElement.setAttribute("data-app-hydrating", "");
    const menu = page.createElement("button");
    page.body.append(menu);
    const own = vi.fn();
    menu.addEventListener("click", own);
    menu.click();
    page.documentElement.setAttribute("data-app-live", "");
    await vi.waitFor(() => expect(taps).toHaveBeenCalledTimes(2));
    expect(own).toHaveBeenCalledTimes(1);
    contact.click();
    // The holder acts on a change of the page's attributes: one more, heard by an observer added
    // after the holder's, tells when the holder would have replayed the tap.
    await new Promise<void>((resolve) => {
      const after = new MutationObserver(() => {
        after.disconnect();
        resolve();
      });
      after.observe(page.documentElement, { attributes: true });
      page.documentElement.setAttribute("data-app-live", "");
    });
    expect(taps).toHaveBeenCalledTimes(3);
  });
});
