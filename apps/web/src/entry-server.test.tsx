// @vitest-environment node
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import { type AgencyInfo, type Game, type Language, PAGE_FRAME_END, type Promotion } from "@kham/contract";
import { describe, expect, it, vi } from "vitest";
import { depositOrderOf } from "@/features/deposits/test-data";
import {
  alphabetGames,
  askmebetGames,
  creditAt,
  gclubLiveTables,
  gclubTables,
} from "@/features/games/test-data";
import { reloadPromotion, usageOf, welcomePromotion } from "@/features/promotions/test-data";
import { withdrawalOrderOf } from "@/features/withdrawals/test-data";
import { type PageFetch, renderPage } from "./entry-server";

// The server's render of a page runs in Node, as the API server runs it: no document, no window,
// the router in its server mode, its calls through the page's own fetch (here, answers by path).

const agencyInfo: AgencyInfo = {
  agency: {
    id: "agency-1",
    code: "demo",
    name: "Kham Demo",
    logoUrl: "/brand/logo.svg",
    telegram: "https://t.me/khamdemo",
    whatsapp: "",
    facebook: "",
    twitter: "",
    line: "",
  },
};

const translation = (language: Language) =>
  JSON.parse(
    fs.readFileSync(new URL(`../public/locales/${language}/translation.json`, import.meta.url), "utf8"),
  ) as Record<string, unknown>;

/** A text by its key, as t() finds it in the nested translation.json. */
const text = (language: Language, key: string) =>
  key
    .split(".")
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], translation(language));

/** A call the page's fetch gave up on: its answer did not come within the page's budget. */
const TOO_SLOW = Symbol("too slow");
/** A call the API refused. */
const FAILED = Symbol("failed");
/** What players/info answers a request whose session cookie resumes no session (or that has none). */
const noSession = (code: "UNAUTHENTICATED" | "SESSION_ENDED") => () =>
  Response.json({ error: { code, message: "no session" } }, { status: 401 });

type Answers = Record<string, unknown>;

/** The app's API as the page's fetch reaches it: `answers` by path (query included), 404 otherwise. */
function apiAnswering(answers: Answers) {
  const calls: { method: string; path: string }[] = [];
  const fetch: PageFetch = async (url, init) => {
    const path = url.replace(/^\/api/, "");
    calls.push({ method: init.method ?? "GET", path });
    const answer = answers[path];
    if (answer === TOO_SLOW) throw new Error(`${path} did not answer within the page's budget`);
    if (typeof answer === "function") return (answer as () => Response)();
    if (answer === FAILED || !(path in answers))
      return Response.json({ error: { code: "INTERNAL", message: "refused" } }, { status: 500 });
    return Response.json({ data: answer });
  };
  return { fetch, calls };
}

/** What every visitor's page reads: the host's agency, and nobody logged in. */
const visitor: Answers = { "/v2/agency/info": agencyInfo, "/v2/players/info": noSession("UNAUTHENTICATED") };

const somchai = { id: "p1", username: "somchai", displayName: "Somchai P." };
const bcel = { code: "BCEL", name: "BCEL One", logoUrl: "/banks/bcel.svg" };
/** What every page of Somchai's reads: the agency, who he is, and the banks of the footer. */
const player: Answers = {
  "/v2/agency/info": agencyInfo,
  "/v2/players/info": {
    player: somchai,
    credential: { username: "somchai", providers: [] },
    bankAccounts: [],
  },
  "/v2/players/me": { player: somchai },
  "/v2/banks": [bcel],
};

const zero = { amount: "0.00", currency: "THB" } as const;
/** A new player's credit at every provider, as players/credits answers it. */
const noCredit = {
  credits: (["alphabet", "askmebet", "gclub", "gclub_live"] as const).map((provider) => ({
    provider,
    credit: zero,
  })),
  total: zero,
};
const lakRates = [{ currency: "LAK" as const, buy: "640", sell: "660" }];
/** The credit and the rates a money screen reads. */
const money: Answers = { "/v2/players/credits": noCredit, "/v2/exchange-rates": lakRates };
/** The player's one bank account, as players/bank-accounts answers it. */
const bcelAccount = {
  id: "a1",
  bankCode: "BCEL",
  bankName: "BCEL One",
  accountNumber: "0101000123456",
  accountName: "SOMCHAI P",
  currency: "LAK" as const,
  createdAt: "2026-01-01T09:00:00Z",
};

async function render(address: string, language: Language, answers: Answers) {
  const api = apiAnswering(answers);
  const page = await renderPage({ address, language, translation: translation(language), fetch: api.fetch });
  return { ...page, root: page.screen?.root, head: page.screen?.head, calls: api.calls };
}

/** The keys of the queries the page's data holds. */
const keysOf = (page: { data?: { queries: { queryKey: readonly unknown[] }[] } }) =>
  page.data?.queries.map((query) => JSON.stringify(query.queryKey)).sort();

describe("the server's render of a visitor's screens", () => {
  it("renders the landing page, login and register in the page's language", async () => {
    for (const [path, language, title] of [
      ["/", "lo", "landing.title"],
      ["/login", "th", "login.title"],
      ["/register", "cn", "register.title"],
      ["/register", "vn", "register.title"],
    ] as const) {
      const page = await render(path, language, visitor);
      expect(page.root, path).toBeDefined();
      const heading = page.root?.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
      expect(heading, `${path} ${language}`).toBe(text(language, title));
    }
  });

  it("shows the visitor's top bar and the agency, with every menu rendered rather than waiting", async () => {
    const page = await render("/", "lo", visitor);
    expect(page.root).toContain('href="/login"');
    expect(page.root).toContain('href="/register"');
    expect(page.root).toContain('alt="Kham Demo"');
    // A suspended boundary would be a spinner to the visitor and client-rendered after hydration.
    expect(page.root).not.toContain("<!--$!-->");
    expect(page.root).not.toContain("<!--$?-->");
  });

  it("sends the footer and the landing page's rows below a phone's first screen in boundaries of their own", async () => {
    // React hydrates a server-rendered Suspense boundary (<!--$--> … <!--/$-->) in a pass of its
    // own after the rest of the page: the first screen becomes live sooner, in shorter tasks.
    const root = (await render("/", "lo", visitor)).root ?? "";
    expect(root).toMatch(/<!--\$--><footer[^>]*>[\s\S]*<\/footer><!--\/\$-->/);
    expect(root).toMatch(/<!--\$--><section aria-labelledby="popular-games-title"/);
    // Nothing before the rows is inside that boundary: the hero and the banners hydrate first.
    const rows = root.indexOf('<!--$--><section aria-labelledby="popular-games-title"');
    expect(root.indexOf('aria-labelledby="promotion-banners-title"')).toBeLessThan(rows);
  });

  it("ends the page's frame with the element the page holds its first paint for", async () => {
    // The server's page asks the browser to paint nothing until this element is parsed; one the
    // screen lacks would hold the paint until the page's last byte.
    for (const path of ["/", "/login", "/register"]) {
      const root = (await render(path, "lo", visitor)).root ?? "";
      expect(root.match(new RegExp(`id="${PAGE_FRAME_END}"`, "g")), path).toHaveLength(1);
      // After the footer: what follows it in the frame is fixed or hidden, nothing a late byte moves.
      expect(root.indexOf(`id="${PAGE_FRAME_END}"`), path).toBeGreaterThan(root.indexOf("</footer>"));
    }
  });

  it("writes no script into the page (the CSP allows no inline script) and hoists its hints out of #root", async () => {
    for (const path of ["/", "/login", "/register"]) {
      const page = await render(path, "lo", visitor);
      expect(page.root, path).not.toMatch(/<script/i);
      expect(page.root, path).not.toMatch(/^<link/);
      expect(page.head, path).toMatch(/^(<link [^>]*>)*$/);
    }
  });

  it("holds what the route's loaders read in the page's data, answers only", async () => {
    const page = await render("/", "lo", { ...visitor, "/v2/promotions": [welcomePromotion] });
    expect(keysOf(page)).toEqual(['["agency","info"]', '["player","info"]', '["promotions","list"]'].sort());
    const promotions = page.data?.queries.find((query) => query.queryKey[0] === "promotions");
    expect(promotions?.state.data).toEqual([welcomePromotion]);
    // Every call is a read through the page's fetch, made once.
    expect(page.calls.every((call) => call.method === "GET")).toBe(true);
    const paths = page.calls.map((call) => call.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toContain("/v2/games");
  });

  it("draws the landing page's banners from the live promotions, in the page's language", async () => {
    const promotion = (id: string, lo: string): Promotion => ({
      ...welcomePromotion,
      id,
      title: { lo, cn: `${lo} cn`, vn: `${lo} vn`, th: `${lo} th` },
      imageUrl: `/promotions/${id}.svg`,
    });
    const page = await render("/", "th", {
      ...visitor,
      "/v2/promotions": [promotion("welcome", "ຍິນດີຕ້ອນຮັບ"), promotion("reload", "ເຕີມ")],
    });
    expect(page.root).toContain("ຍິນດີຕ້ອນຮັບ th");
    expect(page.root).toContain("ເຕີມ th");
    expect(page.root).toContain('href="/player/promotion/welcome"');
    // The first banner's image is fetched at once: it is in view, often the page's largest.
    expect(page.root).toMatch(/<img [^>]*src="\/promotions\/welcome.svg"[^>]*loading="eager"/);
    expect(page.root).toMatch(/<img [^>]*src="\/promotions\/reload.svg"[^>]*loading="lazy"/);
    expect(page.root).not.toContain("promotion-banner-placeholder");
    // Without the list the banners keep their place while the browser asks for it.
    const slow = await render("/", "lo", { ...visitor, "/v2/promotions": TOO_SLOW });
    expect(slow.root).toContain("promotion-banner-placeholder");
    expect(keysOf(slow)).not.toContain('["promotions","list"]');
  });

  it("draws the popular games row from the providers' games, the placeholders when they are slow", async () => {
    const game = (code: string, name: string, provider: Game["provider"]): Game => ({
      code,
      name,
      provider,
      category: "slot",
      imageUrl: `/games/${code}.webp`,
    });
    const catalogue = [
      game("abc-wild-buffalo", "Wild Buffalo Rush", "alphabet"),
      game("amb-lucky-naga", "Lucky Naga Gold", "askmebet"),
    ];
    const page = await render("/", "lo", { ...visitor, "/v2/games": catalogue });
    const row =
      page.root?.match(/<section aria-labelledby="popular-games-title"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(row).toContain("Wild Buffalo Rush");
    expect(row).toMatch(/<img [^>]*src="\/games\/amb-lucky-naga.webp"[^>]*loading="lazy"/);
    expect(row).not.toContain("popular-game-placeholder");
    // Without the catalogue the row keeps its place while the browser asks for it.
    expect((await render("/", "lo", { ...visitor, "/v2/games": TOO_SLOW })).root).toContain(
      "popular-game-placeholder",
    );
  });

  it("enters no AsyncLocalStorage, so the server's promises stay unhooked after a page", async () => {
    // On Node before 24, the first AsyncLocalStorage entered hooks every promise the process makes
    // from then on: React's Node build enters one per render, and every API call was 4–6% slower
    // for good once the server had rendered one page.
    const run = vi.spyOn(AsyncLocalStorage.prototype, "run");
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, "enterWith");
    try {
      expect((await render("/", "lo", visitor)).root).toBeDefined();
      expect((await render("/login", "vn", visitor)).root).toBeDefined();
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });

  it("sends nothing where the route sends the request elsewhere, and draws no screen for an unknown path", async () => {
    // A visitor in the player area goes to /login; a player on the login screen or the landing
    // page goes home: no screen, and none of what was read on the way.
    for (const [path, answers] of [
      ["/player", visitor],
      ["/player/deposit", visitor],
      ["/login", player],
      ["/", player],
    ] as const) {
      const page = await render(path, "lo", answers);
      expect(page.screen, path).toBeUndefined();
      expect(page.data, path).toBeUndefined();
    }
    const unknown = await render("/no-such-screen", "lo", visitor);
    expect(unknown.screen).toBeUndefined();
    // A host no agency has: its screen is the app's notice, drawn by the browser.
    expect(
      (await render("/", "lo", { "/v2/players/info": noSession("UNAUTHENTICATED") })).screen,
    ).toBeUndefined();
  });
});

describe("the server's render of a player's screens", () => {
  it("renders a player's home for them, from who they are", async () => {
    const page = await render("/player", "lo", player);
    expect(page.root?.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe("Somchai P.");
    expect(page.root).toContain("somchai");
    expect(page.root).not.toContain("<!--$!-->");
    expect(page.root).not.toMatch(/<script/i);
    expect(page.root).toContain(`id="${PAGE_FRAME_END}"`);
    // Who he is and the footer's banks are in the page's data, for the browser's first render.
    expect(keysOf(page)).toEqual(
      expect.arrayContaining(['["player","info"]', '["player","me"]', '["banks"]']),
    );
  });

  it("draws the player's credit into their home when it comes in time, the skeleton when not", async () => {
    const panel = (html: string | undefined) =>
      html?.match(/<section aria-labelledby="credits-title".*?<\/section>/s)?.[0] ?? "";
    const withCredit = await render("/player", "lo", { ...player, ...money });
    // The total, the rate and the invite to deposit are in the server's HTML: nothing appears
    // above the promotions once the app has started.
    expect(panel(withCredit.root)).toContain('data-testid="credits-total"');
    expect(panel(withCredit.root)).toContain(text("lo", "credits.empty"));
    expect(panel(withCredit.root)).toContain(String(text("lo", "credits.rate")).split("{{")[0]);
    expect(panel(withCredit.root)).not.toContain('aria-busy="true"');
    // A slow provider: the home is drawn all the same, with the credit's placeholder.
    const without = await render("/player", "lo", { ...player, ...money, "/v2/players/credits": TOO_SLOW });
    expect(panel(without.root)).not.toContain('data-testid="credits-total"');
    expect(panel(without.root)).toContain('aria-busy="true"');
    expect(keysOf(without)).not.toContain('["credits"]');
  });

  it("renders the deposit screen from its first calls: the form, the open order, or the bank account it needs", async () => {
    const screen: Answers = {
      ...player,
      ...money,
      "/v2/players/bank-accounts": [bcelAccount],
      "/v2/payment-methods": [
        { isEnabled: true, code: "BCEL", mid: "BCEL01", displayName: "BCEL One", currency: "LAK" },
      ],
      "/v2/deposits/open": [],
      "/v2/players/promotions/using": null,
      "/v2/deposits/limits": [{ currency: "LAK", min: "20000", max: "3000000" }],
      "/v2/withdrawals/limits": { min: "100.00", max: "50000.00" },
    };
    const deposit = (answers: Answers) => render("/player/deposit", "th", { ...screen, ...answers });
    const form = await deposit({});
    expect(form.root).toContain(text("th", "page.deposit.title"));
    // The form with its first bank picked and the QR button, in the page's language.
    expect(form.root).toMatch(/<form[^>]*novalidate/i);
    expect(form.root).toContain("BCEL One");
    expect(form.root).toContain(text("th", "deposit.submit"));
    // The amount grouped the Thai way, and the rate stated before paying.
    expect(form.root).toMatch(/id="deposit-amount"[^>]*value="50,000"/);
    expect(form.root).toContain('data-testid="deposit-rate-line"');
    expect(form.root).not.toContain("<!--$!-->");
    expect(form.root).not.toMatch(/<script/i);
    expect(form.root).toContain(`id="${PAGE_FRAME_END}"`);
    // The guide and the newest deposits beside the form hydrate in a pass of their own.
    expect(form.root).toMatch(/<aside[^>]*><!--\$-->/);
    expect(form.root).toContain(text("th", "deposit.guide.title"));

    const open = await deposit({ "/v2/deposits/open": [depositOrderOf({ provider: "gclub" })] });
    expect(open.root).toContain(text("th", "deposit.open_order.title"));
    expect(open.root).not.toContain(text("th", "deposit.submit"));

    const noAccount = await deposit({ "/v2/players/bank-accounts": [] });
    expect(noAccount.root).toContain(text("th", "deposit.bank_account_needed.title"));

    // Without one of its answers the browser renders it, from the rest of what the page holds.
    for (const missing of ["/v2/deposits/limits", "/v2/players/credits", "/v2/banks"]) {
      const page = await deposit({ [missing]: TOO_SLOW });
      expect(page.screen, missing).toBeUndefined();
      expect(keysOf(page), missing).toContain('["player","me"]');
    }
  });

  it("renders the withdraw screen from its first calls: the provider with the most credit picked, the open withdrawal, or the bank account it needs", async () => {
    const screen: Answers = {
      ...player,
      ...money,
      "/v2/players/credits": {
        credits: noCredit.credits.map((entry) =>
          entry.provider === "gclub" ? { ...entry, credit: { amount: "250.00", currency: "THB" } } : entry,
        ),
        total: { amount: "250.00", currency: "THB" },
      },
      "/v2/players/bank-accounts": [bcelAccount],
      "/v2/withdrawals/open": [],
      "/v2/players/promotions/using": null,
      "/v2/withdrawals/limits": { min: "100.00", max: "50000.00" },
    };
    const withdraw = (answers: Answers) => render("/player/withdraw", "vn", { ...screen, ...answers });
    const form = await withdraw({});
    expect(form.root).toContain(text("vn", "page.withdraw.title"));
    expect(form.root).toMatch(/<form[^>]*novalidate/i);
    expect(form.root).toMatch(/<button[^>]*type="submit"/);
    // The provider with the most credit is the one checked, as the live form will pick it.
    const checked = [...(form.root ?? "").matchAll(/<input[^>]*name="provider"[^>]*>/g)]
      .map(([input]) => input)
      .filter((input) => / checked=""/.test(input));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="gclub"');
    // The account it pays to, with its bank's logo; the agency's bounds.
    expect(form.root).toContain("/banks/bcel.svg");
    expect(form.root).toContain("SOMCHAI P");
    expect(form.root).toContain("50.000,00");
    expect(form.root).not.toContain("<!--$!-->");
    expect(form.root).not.toMatch(/<script/i);
    expect(form.root).toContain(`id="${PAGE_FRAME_END}"`);
    // The guide and the newest withdrawals beside the form hydrate in a pass of their own.
    expect(form.root).toMatch(/<aside[^>]*><!--\$-->/);
    expect(form.root).toContain(text("vn", "withdraw.guide.title"));

    const open = await withdraw({ "/v2/withdrawals/open": [withdrawalOrderOf({ provider: "gclub" })] });
    expect(open.root).toContain(text("vn", "withdraw.result.OPEN"));
    expect(open.root).not.toMatch(/<button[^>]*type="submit"/);

    const noAccount = await withdraw({ "/v2/players/bank-accounts": [] });
    expect(noAccount.root).toContain(text("vn", "withdraw.bank_account_needed.title"));
    expect(noAccount.root).not.toMatch(/<button[^>]*type="submit"/);

    // A call that fails leaves the screen to the browser, and is not made again as the browser
    // would retry it.
    const failed = await withdraw({ "/v2/withdrawals/open": FAILED });
    expect(failed.screen).toBeUndefined();
    const asked = failed.calls.map((call) => call.path);
    expect(asked.filter((path) => path === "/v2/withdrawals/open")).toHaveLength(1);
    // Without the credit its tiles would show "—" where the browser may already show the amounts.
    expect((await withdraw({ "/v2/players/credits": TOO_SLOW })).screen).toBeUndefined();
  });

  it("renders the promotions screen from its first calls: the promotion in use, then what the agency offers", async () => {
    const promotions = (answers: Answers) =>
      render("/player/promotion", "th", {
        ...player,
        ...money,
        "/v2/promotions": [welcomePromotion, reloadPromotion],
        "/v2/players/promotions/using": null,
        ...answers,
      });
    const offers = await promotions({});
    expect(offers.root).toContain(text("th", "page.promotion.title"));
    expect(offers.root).toContain(welcomePromotion.title.th);
    expect(offers.root).toContain(reloadPromotion.title.th);
    expect(offers.root).toContain(welcomePromotion.imageUrl);
    expect(offers.root).not.toContain(text("th", "promotion.current.title"));
    // The credit at every provider is drawn in, not a skeleton to be replaced.
    expect(offers.root).toContain('data-testid="credits-total"');
    expect(offers.root).not.toContain("<!--$!-->");
    expect(offers.root).not.toMatch(/<script/i);
    expect(offers.root).toContain(`id="${PAGE_FRAME_END}"`);

    const inUse = await promotions({
      "/v2/promotions": [welcomePromotion],
      "/v2/players/promotions/using": usageOf(),
    });
    expect(inUse.root).toContain(text("th", "promotion.current.title"));
    expect(inUse.root).not.toContain("<!--$!-->");

    const none = await promotions({ "/v2/promotions": [] });
    expect(none.root).toContain(text("th", "promotion.empty"));

    // Without one of its answers (the promotion in use, the credit) the browser renders it.
    expect((await promotions({ "/v2/players/promotions/using": FAILED })).screen).toBeUndefined();
    expect((await promotions({ "/v2/players/credits": TOO_SLOW })).screen).toBeUndefined();
  });

  it("renders a promotion's own screen from the live promotions", async () => {
    const detail = (id: string) =>
      render(`/player/promotion/${id}`, "lo", {
        ...player,
        "/v2/promotions": [welcomePromotion],
        "/v2/players/promotions/using": null,
        "/v2/players/backlist": { blocked: false, hasDeposited: false },
      });
    const page = await detail(welcomePromotion.id);
    expect(page.root).toContain(welcomePromotion.title.lo);
    expect(page.root).not.toContain("<!--$!-->");
  });

  it("renders the bank account screen from its first calls: the player's account, or the form to add one", async () => {
    const bankScreen = (answers: Answers) => render("/player/bank", "cn", { ...player, ...answers });
    // It shows no credit: it asks for none.
    const card = await bankScreen({ "/v2/players/bank-accounts": [bcelAccount] });
    expect(card.calls.map((call) => call.path)).not.toContain("/v2/players/credits");
    expect(card.root).toContain(text("cn", "page.bank.title"));
    expect(card.root).toContain(bcelAccount.accountName);
    expect(card.root).toContain(bcel.logoUrl);
    expect(card.root).toContain(text("cn", "bank_account.locked"));
    expect(card.root).not.toContain("<form");
    expect(card.root).not.toContain("<!--$!-->");
    expect(card.root).not.toMatch(/<script/i);
    expect(card.root).toContain(`id="${PAGE_FRAME_END}"`);

    // No account yet: the form, with a tile for each of the agency's banks.
    const form = await bankScreen({ "/v2/players/bank-accounts": [] });
    expect(form.root).toContain(text("cn", "bank_account.add_title"));
    expect(form.root).toMatch(/<input[^>]*type="radio"[^>]*value="BCEL"/);
    expect(form.root).toContain('id="bank-account-number"');
    // Sent before the app starts, the number and name go in a POST's body, never in the address.
    expect(form.root).toMatch(/<form[^>]*method="post"/);
    expect(form.root).toMatch(/<button[^>]*type="submit"/);
    expect(form.root).not.toContain("<!--$!-->");
    expect(form.root).not.toMatch(/<script/i);

    // Without the banks (the form's tiles) the browser renders it.
    expect(
      (await bankScreen({ "/v2/players/bank-accounts": [], "/v2/banks": TOO_SLOW })).screen,
    ).toBeUndefined();
  });

  it("renders each history from the page its address names: the rows, the pager, or the invitation to start", async () => {
    const pageOf = <Item,>(items: Item[], total = items.length, page = 1) => ({
      items,
      page,
      pageSize: 10,
      total,
    });
    const deposit = depositOrderOf({ code: "DP7Q2K9XH4", status: "SUCCESS" });
    const deposits = await render("/player/deposit/history", "lo", {
      ...player,
      "/v2/deposits?page=1&pageSize=10": pageOf([deposit], 12),
    });
    expect(deposits.root).toContain(text("lo", "page.deposit_history.title"));
    expect(deposits.root).toContain(deposit.code);
    // Twelve deposits are two pages of ten.
    expect(deposits.root).toContain(
      String(text("lo", "deposit.history.page_of")).replace("{{page}}", "1").replace("{{pages}}", "2"),
    );
    expect(deposits.root).not.toContain('data-testid="history-loading"');
    expect(deposits.root).not.toContain("<!--$!-->");
    expect(deposits.root).not.toMatch(/<script/i);
    expect(deposits.root).toContain(`id="${PAGE_FRAME_END}"`);
    // The second page is its own address's, drawn as well.
    const second = await render("/player/deposit/history?page=2", "lo", {
      ...player,
      "/v2/deposits?page=2&pageSize=10": pageOf([deposit], 12, 2),
    });
    expect(second.root).toContain(
      String(text("lo", "deposit.history.page_of")).replace("{{page}}", "2").replace("{{pages}}", "2"),
    );

    const withdrawal = withdrawalOrderOf({ code: "WD5M8R3TJ6" });
    const withdrawals = await render("/player/withdraw/history", "th", {
      ...player,
      "/v2/withdrawals?page=1&pageSize=10": pageOf([withdrawal]),
    });
    expect(withdrawals.root).toContain(withdrawal.code);
    expect(withdrawals.root).not.toContain('data-testid="history-loading"');

    // A promotion that ended: its end is written in Lao time, as the browser hydrates it.
    const ended = usageOf({ status: "SUCCESS", endedAt: "2026-03-05T20:08:07.000Z" });
    const usages = await render("/player/promotion/history", "vn", {
      ...player,
      "/v2/promotions/usages?page=1&pageSize=10": pageOf([ended]),
    });
    expect(usages.root).toContain(welcomePromotion.title.vn);
    expect(usages.root).toContain(
      String(text("vn", "promotion.history.ended_at")).replace("{{date}}", "06/03/2026 03:08:07"),
    );
    expect(usages.root).not.toContain('data-testid="history-loading"');
    const none = await render("/player/promotion/history", "vn", {
      ...player,
      "/v2/promotions/usages?page=1&pageSize=10": pageOf([]),
    });
    expect(none.root).toContain(text("vn", "promotion.history.empty"));

    // Without its page a history would be grey shapes: the browser renders it.
    expect((await render("/player/deposit/history", "lo", player)).screen).toBeUndefined();
  });

  it("renders each provider's game screen from its games and the player's credit there", async () => {
    const screens = [
      ["gclub", "/v2/games?provider=gclub", gclubTables],
      ["gclub_live", "/v2/games?provider=gclub_live", gclubLiveTables],
      ["alphabet", "/v2/games/alphabet", alphabetGames],
    ] as const;
    for (const [provider, list, games] of screens) {
      const screen = await render(`/player/game/${provider}`, "th", {
        ...player,
        [list]: games,
        [`/v2/players/credits/${provider}`]: creditAt(provider, "150.00"),
      });
      expect(screen.root, provider).toContain(text("th", "page.game.title"));
      // Its games, and the credit drawn in.
      for (const game of games) expect(screen.root, provider).toContain(game.name);
      expect(screen.root, provider).toContain('data-testid="game-credit"');
      expect(screen.root, provider).not.toContain('role="status"');
      expect(screen.root, provider).not.toContain("<!--$!-->");
      expect(screen.root, provider).not.toMatch(/<script/i);
    }
    // askmebet's address names its tab: the tab's games are drawn, the others' behind their tabs.
    const askmebet: Answers = {
      ...player,
      "/v2/games?provider=askmebet": askmebetGames,
      "/v2/players/credits/askmebet": creditAt("askmebet", "1.00"),
    };
    const fish = await render("/player/game/askmebet?tab=Fish", "th", askmebet);
    expect(fish.root).toContain("Deep Sea Fish Hunter");
    expect(fish.root).toContain("Golden Carp Shooter");
    expect(fish.root).not.toContain("Lucky Naga Gold");
    expect(fish.root).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/player\/game\/askmebet\?tab=Fish"/);
    expect(fish.root).toContain('data-testid="game-credit"');
    expect(fish.root).not.toContain("<!--$!-->");
    const slot = await render("/player/game/askmebet?tab=Slot", "th", askmebet);
    expect(slot.root).toContain("Lucky Naga Gold");
    expect(slot.root).not.toContain("Deep Sea Fish Hunter");
    // An address the app would first set right (no tab, a tab in small letters) is the browser's.
    expect((await render("/player/game/askmebet", "th", askmebet)).screen).toBeUndefined();
    expect((await render("/player/game/askmebet?tab=fish", "th", askmebet)).screen).toBeUndefined();
    // Without its games or its credit, each drawn as a spinner, the browser renders it.
    expect(
      (await render("/player/game/gclub", "th", { ...player, "/v2/games?provider=gclub": gclubTables }))
        .screen,
    ).toBeUndefined();
    expect(
      (
        await render("/player/game/gclub", "th", {
          ...player,
          "/v2/players/credits/gclub": creditAt("gclub", "1.00"),
        })
      ).screen,
    ).toBeUndefined();
  });

  it("makes no call but the page's reads when the session has ended on the way", async () => {
    // players/info finds no player: the player area's guard sends the tab to /login, and logs it
    // out in the browser only.
    const page = await render("/player/deposit", "lo", {
      ...player,
      "/v2/players/info": noSession("SESSION_ENDED"),
    });
    expect(page.screen).toBeUndefined();
    expect(page.data).toBeUndefined();
    expect(page.calls.every((call) => call.method === "GET")).toBe(true);
  });
});
