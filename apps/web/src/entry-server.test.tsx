// @vitest-environment node
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import { type AgencyInfo, type Game, type Language, PAGE_FRAME_END, type Promotion } from "@kham/contract";
import { describe, expect, it, vi } from "vitest";
import type { PagePlayer } from "@/features/auth/api/player-keys";
import type { DepositScreenData } from "@/features/deposits/api/screen-data";
import { depositOrderOf } from "@/features/deposits/test-data";
import {
  alphabetGames,
  askmebetGames,
  creditAt,
  gclubLiveTables,
  gclubTables,
} from "@/features/games/test-data";
import { reloadPromotion, usageOf, welcomePromotion } from "@/features/promotions/test-data";
import type { WithdrawScreenData } from "@/features/withdrawals/api/screen-data";
import { withdrawalOrderOf } from "@/features/withdrawals/test-data";
import { renderPage } from "./entry-server";

// The server's render of the public screens runs in Node, as the API server runs it: no document,
// no window, the router in its server mode.

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
const bcel = { code: "BCEL", name: "BCEL One", logoUrl: "/banks/bcel.svg" };

const render = (path: string, language: Language = "lo") =>
  renderPage({ path, language, agencyInfo, translation: translation(language) });

const somchai = { id: "p1", username: "somchai", displayName: "Somchai P." };
/** A player's screen rendered for Somchai, with what the page holds besides who he is. */
const renderFor = (path: string, language: Language, page: Omit<PagePlayer, "info" | "me">) =>
  renderPage({
    path,
    language,
    agencyInfo,
    translation: translation(language),
    player: {
      info: { player: somchai, credential: { username: "somchai", providers: [] }, bankAccounts: [] },
      me: { player: somchai },
      ...page,
    },
  });

describe("the server's render of the public screens", () => {
  it("renders the landing page, login and register in the page's language", async () => {
    for (const [path, language, title] of [
      ["/", "lo", "landing.title"],
      ["/login", "th", "login.title"],
      ["/register", "cn", "register.title"],
      ["/register", "vn", "register.title"],
    ] as const) {
      const page = await render(path, language);
      expect(page, path).toBeDefined();
      const heading = page?.root.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1];
      expect(heading, `${path} ${language}`).toBe(text(language, title));
    }
  });

  it("shows the visitor's top bar and the agency, with every menu rendered rather than waiting", async () => {
    const page = await render("/");
    expect(page?.root).toContain('href="/login"');
    expect(page?.root).toContain('href="/register"');
    expect(page?.root).toContain('alt="Kham Demo"');
    // A suspended boundary would be a spinner to the visitor and client-rendered after hydration.
    expect(page?.root).not.toContain("<!--$!-->");
    expect(page?.root).not.toContain("<!--$?-->");
  });

  it("sends the footer and the landing page's rows below a phone's first screen in boundaries of their own", async () => {
    // React hydrates a server-rendered Suspense boundary (<!--$--> … <!--/$-->) in a pass of its
    // own after the rest of the page: the first screen becomes live sooner, in shorter tasks.
    const root = (await render("/"))?.root ?? "";
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
      const root = (await render(path))?.root ?? "";
      expect(root.match(new RegExp(`id="${PAGE_FRAME_END}"`, "g")), path).toHaveLength(1);
      // After the footer: what follows it in the frame is fixed or hidden, nothing a late byte moves.
      expect(root.indexOf(`id="${PAGE_FRAME_END}"`), path).toBeGreaterThan(root.indexOf("</footer>"));
    }
  });

  it("writes no script into the page (the CSP allows no inline script) and hoists its hints out of #root", async () => {
    for (const path of ["/", "/login", "/register"]) {
      const page = await render(path);
      expect(page?.root, path).not.toMatch(/<script/i);
      expect(page?.root, path).not.toMatch(/^<link/);
      expect(page?.head, path).toMatch(/^(<link [^>]*>)*$/);
    }
  });

  it("draws the landing page's banners from the promotions it is given, in the page's language", async () => {
    const promotion = (id: string, lo: string): Promotion => ({
      id,
      title: { lo, cn: `${lo} cn`, vn: `${lo} vn`, th: `${lo} th` },
      description: { lo: "", cn: "", vn: "", th: "" },
      imageUrl: `/promotions/${id}.svg`,
      status: "ACTIVE",
      kind: "ANY",
      providers: ["gclub"],
      depositCredit: "100.00",
      bonusCredit: "50.00",
      maxCredit: "1000.00",
      requiredCredit: "300.00",
      withdrawAll: false,
      deductBonusOnWithdraw: false,
      startsAt: "2026-01-01T00:00:00.000Z",
      endsAt: null,
    });
    const page = await renderPage({
      path: "/",
      language: "th",
      agencyInfo,
      translation: translation("th"),
      promotions: [promotion("welcome", "ຍິນດີຕ້ອນຮັບ"), promotion("reload", "ເຕີມ")],
    });
    expect(page?.root).toContain("ຍິນດີຕ້ອນຮັບ th");
    expect(page?.root).toContain("ເຕີມ th");
    expect(page?.root).toContain('href="/player/promotion/welcome"');
    // The first banner's image is fetched at once: it is in view, often the page's largest.
    expect(page?.root).toMatch(/<img [^>]*src="\/promotions\/welcome.svg"[^>]*loading="eager"/);
    expect(page?.root).toMatch(/<img [^>]*src="\/promotions\/reload.svg"[^>]*loading="lazy"/);
    expect(page?.root).not.toContain("promotion-banner-placeholder");
    // Without the list the banners keep their place while the browser asks for it.
    expect((await render("/"))?.root).toContain("promotion-banner-placeholder");
  });

  it("draws the popular games row from the games it is given, the placeholders when none", async () => {
    const game = (code: string, name: string, provider: Game["provider"]): Game => ({
      code,
      name,
      provider,
      category: "slot",
      imageUrl: `/games/${code}.webp`,
    });
    const popularGames = [
      game("abc-wild-buffalo", "Wild Buffalo Rush", "alphabet"),
      game("amb-lucky-naga", "Lucky Naga Gold", "askmebet"),
    ];
    const page = await renderPage({
      path: "/",
      language: "lo",
      agencyInfo,
      translation: translation("lo"),
      popularGames,
    });
    const row =
      page?.root.match(/<section aria-labelledby="popular-games-title"[\s\S]*?<\/section>/)?.[0] ?? "";
    expect(row).toContain("Wild Buffalo Rush");
    expect(row).toMatch(/<img [^>]*src="\/games\/amb-lucky-naga.webp"[^>]*loading="lazy"/);
    expect(row).not.toContain("popular-game-placeholder");
    // Without the list the row keeps its place while the browser asks for the catalogue.
    expect((await render("/"))?.root).toContain("popular-game-placeholder");
  });

  it("renders a player's home for them, from who they are, with the live data left to the browser", async () => {
    const player = { id: "p1", username: "somchai", displayName: "Somchai P." };
    const forPlayer = (path: string) =>
      renderPage({
        path,
        language: "lo",
        agencyInfo,
        translation: translation("lo"),
        player: {
          info: { player, credential: { username: "somchai", providers: [] }, bankAccounts: [] },
          me: { player },
        },
      });
    const page = await forPlayer("/player");
    expect(page?.root.match(/<h1[^>]*>([^<]*)<\/h1>/)?.[1]).toBe("Somchai P.");
    expect(page?.root).toContain("somchai");
    expect(page?.root).not.toContain("<!--$!-->");
    expect(page?.root).not.toMatch(/<script/i);
    expect(page?.root).toContain(`id="${PAGE_FRAME_END}"`);
    // Only the home and the deposit screen (with its data): not the player's other screens, nor a visitor's.
    for (const path of ["/player/deposit", "/player/withdraw", "/login"]) {
      expect(await forPlayer(path), path).toBeUndefined();
    }
  });

  it("draws the player's credit into their home when the page comes with it, the skeleton when not", async () => {
    const player = { id: "p1", username: "somchai", displayName: "Somchai P." };
    const who = {
      info: { player, credential: { username: "somchai", providers: [] }, bankAccounts: [] },
      me: { player },
    };
    const home = (extra: object) =>
      renderPage({
        path: "/player",
        language: "lo",
        agencyInfo,
        translation: translation("lo"),
        player: { ...who, ...extra },
      });
    const withCredit = await home({
      credits: noCredit,
      rates: lakRates,
    });
    const panel = (html: string | undefined) =>
      html?.match(/<section aria-labelledby="credits-title".*?<\/section>/s)?.[0] ?? "";
    // The total, the rate and the invite to deposit are in the server's HTML: nothing appears
    // above the promotions once the app has started.
    expect(panel(withCredit?.root)).toContain('data-testid="credits-total"');
    expect(panel(withCredit?.root)).toContain(text("lo", "credits.empty"));
    expect(panel(withCredit?.root)).toContain(String(text("lo", "credits.rate")).split("{{")[0]);
    expect(panel(withCredit?.root)).not.toContain('aria-busy="true"');
    const without = await home({});
    expect(panel(without?.root)).not.toContain('data-testid="credits-total"');
    expect(panel(without?.root)).toContain('aria-busy="true"');
  });

  it("renders the deposit screen from its first calls: the form, the open order, or the bank account it needs", async () => {
    const player = { id: "p1", username: "somchai", displayName: "Somchai P." };
    const screenData: DepositScreenData = {
      bankAccounts: [bcelAccount],
      paymentMethods: [
        { isEnabled: true, code: "BCEL", mid: "BCEL01", displayName: "BCEL One", currency: "LAK" },
      ],
      openDeposits: [],
      currentUsage: null,
      banks: [bcel],
      depositLimits: [{ currency: "LAK", min: "20000", max: "3000000" }],
    };
    const deposit = (data: DepositScreenData | undefined) =>
      renderPage({
        path: "/player/deposit",
        language: "th",
        agencyInfo,
        translation: translation("th"),
        player: {
          info: { player, credential: { username: "somchai", providers: [] }, bankAccounts: [] },
          me: { player },
          credits: noCredit,
          rates: lakRates,
          ...(data === undefined ? {} : { deposit: data }),
        },
      });
    const form = await deposit(screenData);
    expect(form?.root).toContain(text("th", "page.deposit.title"));
    // The form with its first bank picked and the QR button, in the page's language.
    expect(form?.root).toMatch(/<form[^>]*novalidate/i);
    expect(form?.root).toContain("BCEL One");
    expect(form?.root).toContain(text("th", "deposit.submit"));
    expect(form?.root).not.toContain("<!--$!-->");
    expect(form?.root).not.toMatch(/<script/i);
    expect(form?.root).toContain(`id="${PAGE_FRAME_END}"`);
    // The guide and the newest deposits beside the form hydrate in a pass of their own.
    expect(form?.root).toMatch(/<aside[^>]*><!--\$-->/);
    expect(form?.root).toContain(text("th", "deposit.guide.title"));

    const open = await deposit({ ...screenData, openDeposits: [depositOrderOf({ provider: "gclub" })] });
    expect(open?.root).toContain(text("th", "deposit.open_order.title"));
    expect(open?.root).not.toContain(text("th", "deposit.submit"));

    const noAccount = await deposit({ ...screenData, bankAccounts: [] });
    expect(noAccount?.root).toContain(text("th", "deposit.bank_account_needed.title"));

    // Without the screen's data the server would have to ask for it: the browser renders it.
    expect(await deposit(undefined)).toBeUndefined();
  });

  it("renders the withdraw screen from its first calls: the provider with the most credit picked, the open withdrawal, or the bank account it needs", async () => {
    const screenData: WithdrawScreenData = {
      bankAccounts: [bcelAccount],
      openWithdrawals: [],
      currentUsage: null,
      withdrawalLimits: { min: "100.00", max: "50000.00" },
      banks: [bcel],
    };
    const withCredit = {
      credits: noCredit.credits.map((entry) =>
        entry.provider === "gclub"
          ? { ...entry, credit: { amount: "250.00", currency: "THB" as const } }
          : entry,
      ),
      total: { amount: "250.00", currency: "THB" as const },
    };
    const withdraw = (data: WithdrawScreenData | undefined) =>
      renderFor("/player/withdraw", "vn", {
        credits: withCredit,
        rates: lakRates,
        ...(data === undefined ? {} : { withdraw: data }),
      });
    const form = await withdraw(screenData);
    expect(form?.root).toContain(text("vn", "page.withdraw.title"));
    expect(form?.root).toMatch(/<form[^>]*novalidate/i);
    expect(form?.root).toMatch(/<button[^>]*type="submit"/);
    // The provider with the most credit is the one checked, as the live form will pick it.
    const checked = [...(form?.root ?? "").matchAll(/<input[^>]*name="provider"[^>]*>/g)]
      .map(([input]) => input)
      .filter((input) => / checked=""/.test(input));
    expect(checked).toHaveLength(1);
    expect(checked[0]).toContain('value="gclub"');
    // The account it pays to, with its bank's logo; the agency's bounds.
    expect(form?.root).toContain("/banks/bcel.svg");
    expect(form?.root).toContain("SOMCHAI P");
    expect(form?.root).toContain("50.000,00");
    expect(form?.root).not.toContain("<!--$!-->");
    expect(form?.root).not.toMatch(/<script/i);
    expect(form?.root).toContain(`id="${PAGE_FRAME_END}"`);
    // The guide and the newest withdrawals beside the form hydrate in a pass of their own.
    expect(form?.root).toMatch(/<aside[^>]*><!--\$-->/);
    expect(form?.root).toContain(text("vn", "withdraw.guide.title"));

    const open = await withdraw({
      ...screenData,
      openWithdrawals: [withdrawalOrderOf({ provider: "gclub" })],
    });
    expect(open?.root).toContain(text("vn", "withdraw.result.OPEN"));
    expect(open?.root).not.toMatch(/<button[^>]*type="submit"/);

    const noAccount = await withdraw({ ...screenData, bankAccounts: [] });
    expect(noAccount?.root).toContain(text("vn", "withdraw.bank_account_needed.title"));
    expect(noAccount?.root).not.toMatch(/<button[^>]*type="submit"/);

    // Without the screen's data the server would have to ask for it: the browser renders it, and
    // the server gives up on the first failed call rather than retrying as the browser would.
    const calls = vi.spyOn(globalThis, "fetch");
    try {
      expect(await withdraw(undefined)).toBeUndefined();
      const asked = calls.mock.calls.map(([url]) => String(url));
      expect(asked.length).toBeGreaterThan(0);
      expect(new Set(asked).size).toBe(asked.length);
    } finally {
      calls.mockRestore();
    }
    // Without the credit its tiles would show "—" where the browser may already show the amounts.
    expect(
      await renderFor("/player/withdraw", "vn", { rates: lakRates, withdraw: screenData }),
    ).toBeUndefined();
  });

  it("renders the promotions screen from its first calls: the promotion in use, then what the agency offers", async () => {
    const promotions = (data: PagePlayer["promotion"]) =>
      renderFor("/player/promotion", "th", {
        credits: noCredit,
        rates: lakRates,
        ...(data === undefined ? {} : { promotion: data }),
      });
    const offers = await promotions({ promotions: [welcomePromotion, reloadPromotion], currentUsage: null });
    expect(offers?.root).toContain(text("th", "page.promotion.title"));
    expect(offers?.root).toContain(welcomePromotion.title.th);
    expect(offers?.root).toContain(reloadPromotion.title.th);
    expect(offers?.root).toContain(welcomePromotion.imageUrl);
    expect(offers?.root).not.toContain(text("th", "promotion.current.title"));
    // The credit at every provider is drawn in, not a skeleton to be replaced.
    expect(offers?.root).toContain('data-testid="credits-total"');
    expect(offers?.root).not.toContain("<!--$!-->");
    expect(offers?.root).not.toMatch(/<script/i);
    expect(offers?.root).toContain(`id="${PAGE_FRAME_END}"`);

    const inUse = await promotions({ promotions: [welcomePromotion], currentUsage: usageOf() });
    expect(inUse?.root).toContain(text("th", "promotion.current.title"));
    expect(inUse?.root).not.toContain("<!--$!-->");

    const none = await promotions({ promotions: [], currentUsage: null });
    expect(none?.root).toContain(text("th", "promotion.empty"));

    // Without the screen's data the server would have to ask for it: the browser renders it.
    expect(await promotions(undefined)).toBeUndefined();
    expect(
      await renderFor("/player/promotion", "th", {
        rates: lakRates,
        promotion: { promotions: [welcomePromotion], currentUsage: null },
      }),
    ).toBeUndefined();
  });

  it("renders the bank account screen from its first calls: the player's account, or the form to add one", async () => {
    const bankScreen = (data: PagePlayer["bank"]) =>
      renderFor("/player/bank", "cn", data === undefined ? {} : { bank: data });
    // It shows no credit: it is rendered without it.
    const card = await bankScreen({ bankAccounts: [bcelAccount], banks: [bcel] });
    expect(card?.root).toContain(text("cn", "page.bank.title"));
    expect(card?.root).toContain(bcelAccount.accountName);
    expect(card?.root).toContain(bcel.logoUrl);
    expect(card?.root).toContain(text("cn", "bank_account.locked"));
    expect(card?.root).not.toContain("<form");
    expect(card?.root).not.toContain("<!--$!-->");
    expect(card?.root).not.toMatch(/<script/i);
    expect(card?.root).toContain(`id="${PAGE_FRAME_END}"`);

    // No account yet: the form, with a tile for each of the agency's banks.
    const form = await bankScreen({ bankAccounts: [], banks: [bcel] });
    expect(form?.root).toContain(text("cn", "bank_account.add_title"));
    expect(form?.root).toMatch(/<input[^>]*type="radio"[^>]*value="BCEL"/);
    expect(form?.root).toContain('id="bank-account-number"');
    // Sent before the app starts, the number and name go in a POST's body, never in the address.
    expect(form?.root).toMatch(/<form[^>]*method="post"/);
    expect(form?.root).toMatch(/<button[^>]*type="submit"/);
    expect(form?.root).not.toContain("<!--$!-->");
    expect(form?.root).not.toMatch(/<script/i);

    // Without the screen's data the server would have to ask for it: the browser renders it.
    expect(await bankScreen(undefined)).toBeUndefined();
  });

  it("renders each history from its first page: the rows, the pager, or the invitation to start", async () => {
    const pageOf = <Item,>(items: Item[], total = items.length) => ({ items, page: 1, pageSize: 10, total });
    const deposit = depositOrderOf({ code: "DP7Q2K9XH4", status: "SUCCESS" });
    const deposits = await renderFor("/player/deposit/history", "lo", {
      depositHistory: pageOf([deposit], 12),
    });
    expect(deposits?.root).toContain(text("lo", "page.deposit_history.title"));
    expect(deposits?.root).toContain(deposit.code);
    // Twelve deposits are two pages of ten.
    expect(deposits?.root).toContain(
      String(text("lo", "deposit.history.page_of")).replace("{{page}}", "1").replace("{{pages}}", "2"),
    );
    expect(deposits?.root).not.toContain('data-testid="history-loading"');
    expect(deposits?.root).not.toContain("<!--$!-->");
    expect(deposits?.root).not.toMatch(/<script/i);
    expect(deposits?.root).toContain(`id="${PAGE_FRAME_END}"`);

    const withdrawal = withdrawalOrderOf({ code: "WD5M8R3TJ6" });
    const withdrawals = await renderFor("/player/withdraw/history", "th", {
      withdrawHistory: pageOf([withdrawal]),
    });
    expect(withdrawals?.root).toContain(withdrawal.code);
    expect(withdrawals?.root).not.toContain('data-testid="history-loading"');

    // A promotion that ended: its end is written in Lao time, as the browser hydrates it.
    const ended = usageOf({ status: "SUCCESS", endedAt: "2026-03-05T20:08:07.000Z" });
    const usages = await renderFor("/player/promotion/history", "vn", { promotionHistory: pageOf([ended]) });
    expect(usages?.root).toContain(welcomePromotion.title.vn);
    expect(usages?.root).toContain(
      String(text("vn", "promotion.history.ended_at")).replace("{{date}}", "06/03/2026 03:08:07"),
    );
    expect(usages?.root).not.toContain('data-testid="history-loading"');
    const none = await renderFor("/player/promotion/history", "vn", { promotionHistory: pageOf([]) });
    expect(none?.root).toContain(text("vn", "promotion.history.empty"));

    // Without its page a history would be grey shapes: the browser renders it.
    expect(await renderFor("/player/deposit/history", "lo", {})).toBeUndefined();
    // Each page is its own screen's: another history's page does not stand in for it.
    expect(
      await renderFor("/player/withdraw/history", "th", { depositHistory: pageOf([deposit]) }),
    ).toBeUndefined();
  });

  it("renders each provider's game screen from its games and the player's credit there", async () => {
    const screens = [
      ["gclub", gclubTables],
      ["gclub_live", gclubLiveTables],
      ["alphabet", alphabetGames],
    ] as const;
    for (const [provider, games] of screens) {
      const credit = creditAt(provider, "150.00");
      const screen = await renderFor(`/player/game/${provider}`, "th", { game: { provider, games, credit } });
      expect(screen?.root, provider).toContain(text("th", "page.game.title"));
      // Its games, and the credit drawn in.
      for (const game of games) expect(screen?.root, provider).toContain(game.name);
      expect(screen?.root, provider).toContain('data-testid="game-credit"');
      expect(screen?.root, provider).not.toContain('role="status"');
      expect(screen?.root, provider).not.toContain("<!--$!-->");
      expect(screen?.root, provider).not.toMatch(/<script/i);
    }
    // askmebet's address names its tab: the tab's games are drawn, the others' behind their tabs.
    const askmebet = {
      provider: "askmebet" as const,
      games: askmebetGames,
      credit: creditAt("askmebet", "1.00"),
    };
    const fish = await renderFor("/player/game/askmebet?tab=Fish", "th", { game: askmebet });
    expect(fish?.root).toContain("Deep Sea Fish Hunter");
    expect(fish?.root).toContain("Golden Carp Shooter");
    expect(fish?.root).not.toContain("Lucky Naga Gold");
    expect(fish?.root).toMatch(/<a [^>]*aria-current="page"[^>]*href="\/player\/game\/askmebet\?tab=Fish"/);
    expect(fish?.root).toContain('data-testid="game-credit"');
    expect(fish?.root).not.toContain("<!--$!-->");
    const slot = await renderFor("/player/game/askmebet?tab=Slot", "th", { game: askmebet });
    expect(slot?.root).toContain("Lucky Naga Gold");
    expect(slot?.root).not.toContain("Deep Sea Fish Hunter");
    // An address the app would first set right (no tab, a tab in small letters) is the browser's.
    expect(await renderFor("/player/game/askmebet", "th", { game: askmebet })).toBeUndefined();
    expect(await renderFor("/player/game/askmebet?tab=fish", "th", { game: askmebet })).toBeUndefined();
    // Without its data, or with another provider's, the browser renders it.
    expect(await renderFor("/player/game/gclub", "th", {})).toBeUndefined();
    expect(
      await renderFor("/player/game/gclub", "th", {
        game: { provider: "gclub_live", games: gclubLiveTables, credit: creditAt("gclub_live", "1.00") },
      }),
    ).toBeUndefined();
  });

  it("enters no AsyncLocalStorage, so the server's promises stay unhooked after a page", async () => {
    // On Node before 24, the first AsyncLocalStorage entered hooks every promise the process makes
    // from then on: React's Node build enters one per render, and every API call was 4–6% slower
    // for good once the server had rendered one page.
    const run = vi.spyOn(AsyncLocalStorage.prototype, "run");
    const enterWith = vi.spyOn(AsyncLocalStorage.prototype, "enterWith");
    try {
      expect(await render("/")).toBeDefined();
      expect(await render("/login", "vn")).toBeDefined();
      expect(run).not.toHaveBeenCalled();
      expect(enterWith).not.toHaveBeenCalled();
    } finally {
      run.mockRestore();
      enterWith.mockRestore();
    }
  });

  it("leaves the player's screens and unknown paths to the browser", async () => {
    for (const path of ["/player", "/player/deposit", "/login?redirect=/player", "/no-such-screen"]) {
      expect(await render(path), path).toBeUndefined();
    }
  });
});
