import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from "@tanstack/react-router";
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { testI18n } from "@/components/layout/test-utils";
import { I18nProvider } from "@/lib/i18n-react";
import { INSTALL_HINT_DISMISSED_KEY } from "./install-prompt";

const iPhoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
const androidChrome =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";

function onA(device: { userAgent: string; phone: boolean; standalone?: boolean }) {
  vi.spyOn(navigator, "userAgent", "get").mockReturnValue(device.userAgent);
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: query.includes("max-width") ? device.phone : query.includes("standalone") && !!device.standalone,
    addEventListener() {},
    removeEventListener() {},
  }));
}

/** How often a screen has loaded its data. */
let loads = 0;

/** The network as the page sees it: navigator.onLine, its events, and whether the server answers. */
let serverReachable = true;

async function setOnline(online: boolean) {
  serverReachable = online;
  vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
  await act(async () => {
    window.dispatchEvent(new Event(online ? "online" : "offline"));
  });
}

/** Loads the feature fresh, as a new page load would, and renders it beside the app's router. */
async function openApp(path: string) {
  vi.resetModules();
  const { default: AppInstall } = await import("./app-install");
  const prompt = await import("./install-prompt");
  prompt.captureInstallPrompt(window);
  const rootRoute = createRootRoute({ component: Outlet });
  const pages = ["/", "/player", "/player/deposit"].map((page) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path: page,
      loader: () => {
        loads += 1;
      },
      component: () => <h1>{page}</h1>,
    }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(pages),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  render(
    <I18nProvider i18n={testI18n}>
      <RouterProvider router={router} />
      <AppInstall router={router} />
    </I18nProvider>,
  );
  await screen.findByRole("heading", { name: path });
  return { router, prompt };
}

const hint = () => screen.queryByRole("complementary", { name: "app.install.title" });

describe("the installed app's notices", () => {
  beforeEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    serverReachable = true;
    vi.stubGlobal("fetch", async () => {
      if (!serverReachable) throw new TypeError("Failed to fetch");
      return new Response(null, { status: 200 });
    });
  });
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("says the phone is offline while it is; back online, the notice goes and the screen loads again", async () => {
    onA({ userAgent: androidChrome, phone: true });
    await openApp("/");
    expect(screen.queryByText("app.offline")).toBeNull();
    await setOnline(false);
    expect(screen.getByRole("status").textContent).toContain("app.offline");
    const loadsOffline = loads;
    await setOnline(true);
    await waitFor(() => expect(screen.queryByText("app.offline")).toBeNull());
    await waitFor(() => expect(loads).toBe(loadsOffline + 1));
  });

  it("says so when the app opens offline although the browser claims to be online", async () => {
    serverReachable = false;
    onA({ userAgent: androidChrome, phone: true });
    await openApp("/");
    await waitFor(() => expect(screen.getByRole("status").textContent).toContain("app.offline"));
  });

  it("explains Safari's steps on an iPhone from the player's second page view, until dismissed", async () => {
    onA({ userAgent: iPhoneSafari, phone: true });
    const { router } = await openApp("/player");
    expect(hint()).toBeNull();

    await act(() => router.navigate({ to: "/player/deposit" }));
    expect(hint()?.textContent).toContain("app.install.ios_steps");
    expect(screen.queryByRole("button", { name: "app.install.button" })).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "app.install.later" }));
    expect(hint()).toBeNull();
    expect(localStorage.getItem(INSTALL_HINT_DISMISSED_KEY)).not.toBeNull();

    cleanup();
    await openApp("/player");
    expect(hint()).toBeNull();
  });

  it("offers Chromium's install dialog, which can be used once", async () => {
    onA({ userAgent: androidChrome, phone: true });
    sessionStorage.setItem("kham:page-views", "1");
    await openApp("/player");
    expect(hint()).toBeNull();

    const offer = Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: "accepted" as const }),
    });
    act(() => {
      window.dispatchEvent(offer);
    });
    expect(offer.defaultPrevented).toBe(true);
    fireEvent.click(screen.getByRole("button", { name: "app.install.button" }));
    expect(offer.prompt).toHaveBeenCalledTimes(1);
    expect(hint()).toBeNull();
  });

  it("stays away on a desktop, in the installed app and on the first page view", async () => {
    const offer = () =>
      act(() => {
        window.dispatchEvent(
          Object.assign(new Event("beforeinstallprompt", { cancelable: true }), {
            prompt: async () => {},
            userChoice: Promise.resolve({ outcome: "dismissed" as const }),
          }),
        );
      });
    sessionStorage.setItem("kham:page-views", "1");
    onA({ userAgent: androidChrome, phone: false });
    await openApp("/player");
    offer();
    expect(hint()).toBeNull();

    cleanup();
    onA({ userAgent: iPhoneSafari, phone: true, standalone: true });
    await openApp("/player");
    expect(hint()).toBeNull();

    cleanup();
    sessionStorage.clear();
    onA({ userAgent: androidChrome, phone: true });
    await openApp("/player");
    offer();
    expect(hint()).toBeNull();
  });
});
