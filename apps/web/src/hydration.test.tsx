import fs from "node:fs";
import { join } from "node:path";
import type { AgencyInfo, Language } from "@kham/contract";
import { act } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createPageI18n } from "@/lib/i18n";
import { I18nProvider } from "@/lib/i18n-react";
import { takePageData } from "@/lib/page-data";
import { createQueryClient } from "@/lib/query-client";
import { stubApi } from "@/lib/test-app";
import { writePageData } from "@/lib/test-screen-arrival";
import { App } from "./app";
import { renderPage } from "./entry-server";
import { createAppRouter } from "./router";

// The browser hydrating what the server drew: the same tree, the same answers, so React keeps the
// server's elements and reports no mismatch (it would otherwise throw the HTML away, and with it
// what a player typed before the app started).

const agencyInfo: AgencyInfo = {
  agency: {
    id: "agency-1",
    code: "demo",
    name: "Kham Demo",
    logoUrl: "/brand/logo.svg",
    telegram: "",
    whatsapp: "",
    facebook: "",
    twitter: "",
    line: "",
  },
};
const somchai = { id: "p1", username: "somchai", displayName: "Somchai P." };
const zero = { amount: "0.00", currency: "THB" } as const;
const noSession = () => Response.json({ error: { code: "UNAUTHENTICATED", message: "-" } }, { status: 401 });

const visitor: Record<string, unknown> = {
  "/v2/agency/info": agencyInfo,
  "/v2/players/info": noSession,
  "/v2/promotions": [],
  "/v2/games": [],
};
const player: Record<string, unknown> = {
  "/v2/agency/info": agencyInfo,
  "/v2/players/info": {
    player: somchai,
    credential: { username: "somchai", providers: [] },
    bankAccounts: [],
  },
  "/v2/players/me": { player: somchai },
  "/v2/banks": [{ code: "BCEL", name: "BCEL One", logoUrl: "/banks/bcel.svg" }],
  "/v2/players/credits": { credits: [{ provider: "gclub", credit: zero }], total: zero },
  "/v2/exchange-rates": [{ currency: "LAK", buy: "640", sell: "660" }],
  "/v2/promotions": [],
  "/v2/games": [],
  "/v2/players/bank-accounts": [],
  "/v2/payment-methods": [],
  "/v2/deposits/open": [],
  "/v2/players/promotions/using": null,
  "/v2/deposits/limits": [],
  "/v2/withdrawals/limits": { min: "100.00", max: "50000.00" },
  "/v2/deposits?page=1&pageSize=10": { items: [], page: 1, pageSize: 10, total: 0 },
};

const answer = (answers: Record<string, unknown>, path: string): Response => {
  const value = answers[path];
  if (typeof value === "function") return (value as () => Response)();
  if (!(path in answers))
    return Response.json({ error: { code: "NOT_FOUND", message: "-" } }, { status: 404 });
  return Response.json({ data: value });
};

const translation = (language: Language) =>
  JSON.parse(
    fs.readFileSync(join(import.meta.dirname, "../public/locales", language, "translation.json"), "utf8"),
  ) as Record<string, unknown>;

let hydrated: Root | undefined;
// act() runs React's work (the hydration's passes included) to its end before the test goes on.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  act(() => hydrated?.unmount());
  hydrated = undefined;
  vi.unstubAllGlobals();
  document.body.innerHTML = "";
});

describe("a page the server drew, hydrated in the browser", () => {
  for (const [address, answers] of [
    ["/", visitor],
    ["/login", visitor],
    ["/player", player],
    ["/player/deposit", player],
    ["/player/deposit/history", player],
  ] as const) {
    it(`keeps the server's elements on ${address}, asking the API for nothing first`, async () => {
      const page = await renderPage({
        address,
        language: "lo",
        translation: translation("lo"),
        fetch: async (url) => answer(answers, url.replace(/^\/api/, "")),
      });
      expect(page.screen, address).toBeDefined();
      const container = document.createElement("div");
      container.innerHTML = page.screen?.root ?? "";
      document.body.append(container);
      if (page.data) writePageData(page.data);
      const heading = container.querySelector("h1");

      const calls = stubApi((call) => ({ status: 200, body: { data: answers[call.path] } }));
      vi.stubGlobal("matchMedia", () => ({
        matches: false,
        addEventListener() {},
        removeEventListener() {},
      }));
      window.history.replaceState(null, "", address);
      const queryClient = createQueryClient();
      takePageData(queryClient);
      const router = createAppRouter(queryClient, undefined, false, true);
      await router.load();
      expect(calls.map((call) => call.path)).toEqual([]);

      const mismatches: unknown[] = [];
      // React warns, in development, when its server and browser renderers share a context in one
      // process (this test's, not a page's); any other word is a mismatch.
      const errors = vi.spyOn(console, "error").mockImplementation((...args) => {
        if (!String(args[0]).startsWith("Detected multiple renderers")) mismatches.push(args);
      });
      await act(async () => {
        hydrated = hydrateRoot(
          container,
          <I18nProvider i18n={createPageI18n("lo", translation("lo"))}>
            <App queryClient={queryClient} router={router} />
          </I18nProvider>,
          { onRecoverableError: (error) => mismatches.push(error) },
        );
      });
      errors.mockRestore();
      expect(mismatches).toEqual([]);
      expect(container.querySelector("h1")).toBe(heading);
    });
  }
});
