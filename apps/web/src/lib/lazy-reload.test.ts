import { afterEach, describe, expect, it, vi } from "vitest";
import { isChunkLoadError, listenForPreloadErrors, reloadIfChunkFailed } from "./lazy-reload";

afterEach(() => sessionStorage.clear());

describe("lazy chunk reload", () => {
  it("recognises the browsers' messages for a failed lazy module", () => {
    expect(isChunkLoadError(new TypeError("Failed to fetch dynamically imported module: /assets/a.js"))).toBe(
      true,
    );
    expect(isChunkLoadError(new TypeError("Importing a module script failed."))).toBe(true);
    expect(isChunkLoadError(new Error("Cannot read properties of undefined"))).toBe(false);
  });

  it("reloads once per message, then lets the error show", () => {
    const reload = vi.fn();
    const failure = new TypeError("Failed to fetch dynamically imported module: /assets/deposit-1.js");
    expect(reloadIfChunkFailed(failure, reload)).toBe(true);
    // The router's own once-per-message reload is marked too, so it does not reload a second time.
    expect(sessionStorage.getItem(`tanstack_router_reload:${failure.message}`)).toBe("1");
    expect(reloadIfChunkFailed(failure, reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);

    const otherChunk = new TypeError("Failed to fetch dynamically imported module: /assets/withdraw-2.js");
    expect(reloadIfChunkFailed(otherChunk, reload)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it("does not reload again when the router already reloaded for the same failure", () => {
    const reload = vi.fn();
    const failure = new TypeError("Failed to fetch dynamically imported module: /assets/register-1.js");
    sessionStorage.setItem(`tanstack_router_reload:${failure.message}`, "1");
    expect(reloadIfChunkFailed(failure, reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(`lazy-reload:${failure.message}`)).not.toBeNull();
  });

  it("does not reload for ordinary errors", () => {
    const reload = vi.fn();
    expect(reloadIfChunkFailed(new Error("boom"), reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it("reloads once on vite:preloadError and keeps Vite from throwing", () => {
    const reload = vi.fn();
    const stop = listenForPreloadErrors(reload);
    const fire = () => {
      const event = Object.assign(new Event("vite:preloadError", { cancelable: true }), {
        payload: new Error("Unable to preload CSS for /assets/login.css"),
      });
      window.dispatchEvent(event);
      return event;
    };
    expect(fire().defaultPrevented).toBe(true);
    expect(fire().defaultPrevented).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    stop();
  });
});
