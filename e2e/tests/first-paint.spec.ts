import { LANGUAGE_STORAGE_KEY, type Language, languages } from "@kham/contract";
import type { Page } from "@playwright/test";
import { holdScripts, watchProblems } from "../fixtures/live.ts";
import { pickFromMenu } from "../fixtures/menus.ts";
import { addBankAccount, credit, depositCredit, freshAccountNumber, whole } from "../fixtures/money.ts";
import { expect, test } from "../fixtures/test.ts";
import { translations } from "../fixtures/translations.ts";

/** The calls the first render used to wait for; the page now holds their answers. */
const INLINED = /\/api\/v2\/agency\/info|\/locales\/[^/]+\/translation\.json/;

/** Every request the page makes from now on that the server should have answered in the page itself. */
function watchInlinedRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (INLINED.test(request.url())) seen.push(request.url());
  });
  return seen;
}

/** A returning visitor who chose `language` before: stored by the app, mirrored in its cookie. */
async function chooseLanguageBefore(page: Page, baseURL: string, language: Language) {
  await page.context().addCookies([{ name: "kham_lng", value: language, url: baseURL }]);
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    language,
  ] as const);
}

/**
 * The font files each language's page preloads: its own script's, and the Latin every page shows
 * (provider names, amounts, the spaces between words; Noto Sans Lao's, first in the font stack);
 * Chinese uses the system's CJK fonts.
 */
const PRELOADED_FONTS: Record<Language, { files: RegExp; count: number }> = {
  lo: { files: /noto-sans-lao-(lao|latin)-(400|600)-/, count: 4 },
  th: { files: /noto-sans-(thai-thai|lao-latin)-(400|600)-/, count: 4 },
  vn: { files: /noto-sans-(lao-latin|vietnamese)-(400|600)-/, count: 4 },
  cn: { files: /noto-sans-lao-latin-(400|600)-/, count: 2 },
};

test.describe("the first screen needs no call after the scripts", () => {
  for (const language of languages) {
    test(`the landing page in ${language}`, async ({ page, baseURL }) => {
      const texts = translations(language);
      await chooseLanguageBefore(page, baseURL!, language);
      const requested = watchInlinedRequests(page);
      const fonts: string[] = [];
      page.on("request", (request) => {
        if (request.url().endsWith(".woff2")) fonts.push(request.url());
      });
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1, name: texts("landing.title") })).toBeVisible();
      await expect(
        page.locator("#main").getByRole("link", { name: texts("landing.cta_login") }),
      ).toBeVisible();
      expect(requested).toEqual([]);

      const preloaded = await page
        .locator('link[rel="preload"][as="font"]')
        .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
      const expected = PRELOADED_FONTS[language];
      expect(preloaded).toHaveLength(expected.count);
      for (const href of preloaded) expect(href).toMatch(expected.files);
      // Lao's glyphs are only fetched for a page that shows Lao.
      if (language !== "lo") expect(fonts.filter((url) => url.includes("noto-sans-lao-lao-"))).toEqual([]);
    });
  }

  test("login and register on a first visit, in Lao", async ({ page, t }) => {
    const requested = watchInlinedRequests(page);
    await page.goto("/login");
    await expect(page.getByRole("button", { name: t("login.submit") })).toBeVisible();
    await page.goto("/register");
    await expect(page.getByRole("button", { name: t("register.submit") })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "lo");
    expect(requested).toEqual([]);
  });
});

test.describe("the landing page does not move once drawn", () => {
  for (const language of languages) {
    test(`on a phone, in ${language}`, async ({ page, baseURL }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await chooseLanguageBefore(page, baseURL!, language);
      // Every layout shift from the first paint on, as the browser reports it for CLS, each moved
      // node named on one line (tag, classes, where it was and went), so that a failure's first line,
      // all CI prints of it, says what moved.
      await page.addInitScript(() => {
        const shifts: string[] = [];
        (window as unknown as { shifts: typeof shifts }).shifts = shifts;
        const at = (rect: DOMRectReadOnly) =>
          `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
            sources?: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
          })[]) {
            if (entry.hadRecentInput) continue;
            const nodes = (entry.sources ?? []).map((source) => {
              const element = source.node instanceof Element ? source.node : source.node?.parentElement;
              const name = `${source.node instanceof Element ? "" : "text in "}${element?.tagName.toLowerCase()}.${element?.getAttribute("class")?.slice(0, 80)}`;
              return `${name} ${at(source.previousRect)} → ${at(source.currentRect)}`;
            });
            shifts.push(
              `${entry.value.toPrecision(2)} at ${Math.round(entry.startTime)} ms: ${nodes.join("; ")}`,
            );
          }
        }).observe({ type: "layout-shift", buffered: true });
      });
      // A returning visitor: the fonts are at hand before the first paint. (On a first visit the
      // page preloads them, see above; one that arrives after the first paint on a slow network
      // may still move a line when it replaces the fallback font.)
      await page.goto("/");
      await page.evaluate(() => document.fonts.ready);
      await page.reload();
      await page.locator("html[data-app-live]").waitFor({ state: "attached" });
      await page.evaluate(() => document.fonts.ready);
      // The app's first calls (banks, games) have answered and been drawn.
      await page.waitForLoadState("networkidle");
      const shifts = await page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);
      expect(shifts, `moved: ${shifts.join(" | ")}`).toEqual([]);
    });
  }
});

test("a language picked in the app is the language of the next page the server sends", async ({
  page,
  t,
}) => {
  const th = translations("th");
  await page.goto("/login");
  await pickFromMenu(
    page.getByRole("button", { name: t("header.language") }),
    page.getByRole("menuitemradio", { name: th("language.th") }),
  );
  await expect(page.getByRole("button", { name: th("login.submit") })).toBeVisible();

  const requested = watchInlinedRequests(page);
  await page.reload();
  await expect(page.getByRole("button", { name: th("login.submit") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  expect(requested).toEqual([]);
});

/** A moment to the minute, as the app writes it in the browser's own time zone. */
function localMinute(page: Page, iso: string): Promise<string> {
  return page.evaluate((moment) => {
    const date = new Date(moment);
    const pad = (value: number) => String(value).padStart(2, "0");
    return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
  }, iso);
}

const appStarted = () =>
  Object.keys(document.getElementById("root") ?? {}).some((key) => key.startsWith("__reactContainer"));

test.describe("the public screens come rendered by the server, and the app hydrates them", () => {
  const screens = [
    ["/", "lo", "landing.title"],
    ["/login", "th", "login.title"],
    ["/register", "vn", "register.title"],
    ["/", "cn", "landing.title"],
  ] as const;
  for (const [path, language, title] of screens) {
    test(`${path} in ${language}`, async ({ page, baseURL }) => {
      const texts = translations(language);
      await chooseLanguageBefore(page, baseURL!, language);
      const problems = watchProblems(page);
      // The stylesheet is in the page: neither the page nor a lazy screen fetches it again.
      const stylesheets: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "stylesheet" || request.url().endsWith(".css"))
          stylesheets.push(request.url());
      });
      // The scripts are held back: what shows now is the server's HTML alone.
      const releaseScripts = await holdScripts(page);
      // The landing page's banners come drawn from the live promotions, which the page holds too.
      const live = (await (await page.request.get("/api/v2/promotions")).json()).data as {
        title: Record<Language, string>;
      }[];
      const promotionCalls: string[] = [];
      page.on("request", (request) => {
        if (new URL(request.url()).pathname === "/api/v2/promotions") promotionCalls.push(request.url());
      });
      await page.goto(path, { waitUntil: "commit" });
      const heading = page.getByRole("heading", { level: 1, name: texts(title) });
      await expect(heading).toBeVisible();
      if (path === "/") {
        expect(live.length).toBeGreaterThan(0);
        for (const promotion of live) {
          await expect(
            page.locator("#main").getByRole("link", { name: promotion.title[language] }),
          ).toBeVisible();
        }
      }
      expect(await page.evaluate(appStarted)).toBe(false);
      // A mark on the server's element: hydrating keeps the element, drawing the page afresh would not.
      await heading.evaluate((element) => element.setAttribute("data-from-server", ""));

      releaseScripts();
      await page.waitForFunction(appStarted);
      await expect(page.locator("h1[data-from-server]")).toHaveText(texts(title));
      // The app is live on the server's HTML: a link now navigates within the page.
      await page.evaluate(() => {
        (window as { stillHere?: boolean }).stillHere = true;
      });
      const next = path === "/login" ? "/register" : "/login";
      await page.locator(`#main a[href="${next}"]`).first().click();
      await expect(page).toHaveURL(next);
      expect(await page.evaluate(() => (window as { stillHere?: boolean }).stillHere)).toBe(true);
      expect(problems).toEqual([]);
      expect(stylesheets).toEqual([]);
      expect(promotionCalls).toEqual([]);
    });
  }

  test("a player's home comes rendered for them, and the app takes it over asking nobody who they are", async ({
    player,
    page,
  }) => {
    const problems = watchProblems(page);
    const whoCalls: string[] = [];
    page.on("request", (request) => {
      if (/\/api\/v2\/players\/(info|me)$/.test(new URL(request.url()).pathname))
        whoCalls.push(request.url());
    });
    const releaseScripts = await holdScripts(page);
    await page.goto("/player", { waitUntil: "commit" });
    const heading = page.getByRole("heading", { level: 1, name: player.displayName });
    await expect(heading).toBeVisible();
    expect(await page.evaluate(appStarted)).toBe(false);
    await heading.evaluate((element) => element.setAttribute("data-from-server", ""));

    releaseScripts();
    await page.waitForFunction(appStarted);
    await expect(page.locator("h1[data-from-server]")).toHaveText(player.displayName);
    // Live: the credit arrives and a link navigates in the page.
    await expect(page.getByTestId("credits-total")).toContainText("THB");
    await page.locator('#main a[href="/player/deposit"]').first().click();
    await expect(page).toHaveURL(/\/player\/deposit$/);
    expect(whoCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the deposit screen comes rendered for its player, and the app takes it over asking for none of its data", async ({
    player: _player,
    page,
    baseURL,
    t,
  }) => {
    await addBankAccount(page.request, baseURL!);
    const problems = watchProblems(page);
    // The calls the screen's route makes before it renders: the page holds their answers. (The
    // open order and the promotion in use are read again when the live stream opens, by design.)
    const screenCalls: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (
        /\/api\/v2\/(players\/(info|me|bank-accounts)|payment-methods|exchange-rates|banks|deposits\/limits)$/.test(
          path,
        )
      )
        screenCalls.push(path);
    });
    const releaseScripts = await holdScripts(page);
    await page.goto("/player/deposit", { waitUntil: "commit" });
    const submit = page.getByRole("button", { name: t("deposit.submit") });
    await expect(submit).toBeVisible();
    expect(await page.evaluate(appStarted)).toBe(false);
    await submit.evaluate((element) => element.setAttribute("data-from-server", ""));
    // The form's starting choice is drawn in; the player picks another provider and types an
    // amount before the app has started.
    const provider = (name: string) =>
      page.getByRole("radio", { name: new RegExp(t(`provider.${name}`)) }).first();
    const amount = page.getByLabel(new RegExp(t("deposit.amount")));
    await expect(provider("alphabet")).toBeChecked();
    await expect(amount).not.toHaveValue("");
    await provider("gclub").check({ force: true });
    // With a letter among the digits, which the app's filter would have dropped as it was typed.
    await amount.fill("66a000");

    releaseScripts();
    await page.waitForFunction(appStarted);
    // The server's form came to life with the player's choice: the credit it buys is worked out,
    // and the order made is for that provider and amount.
    await expect(provider("gclub")).toBeChecked();
    // Grouped the Lao way once the app has it.
    await expect(amount).toHaveValue(await whole(page, 66000));
    await expect(page.locator("#deposit-credit-preview")).toContainText(await credit(page, 100));
    await page.locator("button[data-from-server]").click();
    await expect(page.getByRole("dialog")).toBeVisible();
    const open = await page.request.get("/api/v2/deposits/open");
    expect((await open.json()).data).toMatchObject([{ provider: "gclub", amount: "66000" }]);
    expect(screenCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the withdraw screen comes rendered for its player, and the app takes it over asking for none of its data", async ({
    player: _player,
    page,
    baseURL,
    t,
  }) => {
    await addBankAccount(page.request, baseURL!);
    await depositCredit(page.request, baseURL!, 500);
    const problems = watchProblems(page);
    // The calls the screen's route makes before it renders: the page holds their answers. (The
    // open order and the promotion in use are read again when the live stream opens, by design.)
    const screenCalls: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (
        /\/api\/v2\/(players\/(info|me|bank-accounts)|exchange-rates|banks|withdrawals\/limits)$/.test(path)
      )
        screenCalls.push(path);
    });
    const releaseScripts = await holdScripts(page);
    await page.goto("/player/withdraw", { waitUntil: "commit" });
    const submit = page.getByRole("button", { name: t("withdraw.submit") });
    await expect(submit).toBeVisible();
    expect(await page.evaluate(appStarted)).toBe(false);
    await submit.evaluate((element) => element.setAttribute("data-from-server", ""));
    // The provider with the credit is the one picked, with its credit beside it and the account
    // the payout goes to; the player types an amount before the app has started.
    const gclub = page.getByRole("radio", { name: new RegExp(`^${t("provider.gclub")} \\d`) });
    await expect(gclub).toBeChecked();
    await expect(page.getByTestId("provider-credit-gclub")).toContainText(await credit(page, 500));
    await expect(page.getByTestId("payout-account")).toBeVisible();
    const amount = page.getByLabel(new RegExp(t("withdraw.amount")));
    // With a letter among the digits, which the app's filter would have dropped as it was typed.
    await amount.fill("15a0");

    releaseScripts();
    await page.waitForFunction(appStarted);
    // The server's form came to life with what the player typed: the payout is worked out, and
    // the order confirmed is for that provider and amount.
    await expect(amount).toHaveValue("150");
    await expect(page.getByTestId("payout-preview")).toHaveText(await whole(page, 150 * 640));
    await page.locator("button[data-from-server]").click();
    const confirm = page.getByRole("region", { name: t("withdraw.confirm.title") });
    await expect(confirm).toContainText(`${await credit(page, 150)} THB`);
    await confirm.getByRole("button", { name: t("withdraw.confirm.submit") }).click();
    await expect(page.getByRole("region", { name: t("withdraw.detail.title") })).toBeVisible();
    const open = await page.request.get("/api/v2/withdrawals/open");
    expect((await open.json()).data).toMatchObject([{ provider: "gclub", amount: "150.00" }]);
    expect(screenCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test.describe("in a browser whose clock is not the server's", () => {
    // A phone on Chinese time (UTC+8): neither the server's zone (UTC here) nor Lao time (UTC+7).
    test.use({ timezoneId: "Asia/Shanghai" });

    test("an open withdrawal's time hydrates as drawn, then shows in the player's own time", async ({
      player: _player,
      page,
      baseURL,
      t,
    }) => {
      await addBankAccount(page.request, baseURL!);
      await depositCredit(page.request, baseURL!, 300);
      const created = await page.request.post("/api/v2/withdrawals", {
        headers: { Origin: new URL(baseURL!).origin },
        data: { provider: "gclub", amount: "120.00" },
      });
      expect(created.status()).toBe(201);
      const { createdAt } = (await created.json()).data as { createdAt: string };
      const problems = watchProblems(page);
      const releaseScripts = await holdScripts(page);
      await page.goto("/player/withdraw", { waitUntil: "commit" });
      const panel = page.getByRole("region", { name: t("withdraw.detail.title") });
      await expect(panel).toBeVisible();
      await panel.evaluate((element) => element.setAttribute("data-from-server", ""));

      releaseScripts();
      await page.waitForFunction(appStarted);
      // Hydrated, not drawn afresh: the server's panel is the live one, with no hydration error.
      const live = page.locator("section[data-from-server]");
      await expect(live).toBeVisible();
      const shown = await localMinute(page, createdAt);
      await expect(live).toContainText(shown);
      expect(problems).toEqual([]);
    });

    test("a promotion's history, with when it ended, hydrates as drawn", async ({
      player: _player,
      page,
      baseURL,
      t,
    }) => {
      // A promotion taken and cancelled: its history row says when it ended, within a sentence.
      const origin = new URL(baseURL!).origin;
      await addBankAccount(page.request, baseURL!);
      const offers = await page.request.get("/api/v2/promotions");
      const [offer] = (await offers.json()).data as { id: string }[];
      const used = await page.request.post("/api/v2/promotions/use", {
        headers: { Origin: origin },
        data: { promotionId: offer!.id, providerId: "gclub" },
      });
      expect(used.status(), await used.text()).toBe(201);
      const { usageId } = (await used.json()).data as { usageId: string };
      const cancelled = await page.request.post("/api/v2/promotions/usages/cancel", {
        headers: { Origin: origin },
        data: { usageId },
      });
      expect(cancelled.status(), await cancelled.text()).toBe(200);
      const { endedAt } = (await cancelled.json()).data as { endedAt: string };
      const problems = watchProblems(page);
      const releaseScripts = await holdScripts(page);
      await page.goto("/player/promotion/history", { waitUntil: "commit" });
      const history = page.getByRole("region", { name: t("page.promotion_history.title") });
      await expect(history).toBeVisible();
      await history.evaluate((element) => element.setAttribute("data-from-server", ""));

      releaseScripts();
      await page.waitForFunction(appStarted);
      // Hydrated, not drawn afresh (a time drawn in another zone would have made React redraw it),
      // then written in the phone's own time.
      const live = page.locator("section[data-from-server]");
      await expect(live).toBeVisible();
      const shown = await localMinute(page, endedAt);
      await expect(live.locator("table")).toContainText(t("promotion.history.ended_at", { date: shown }));
      expect(problems).toEqual([]);
    });
  });

  test("the promotions screen comes rendered for its player, and the app takes it over asking for none of its data", async ({
    player: _player,
    page,
    t,
  }) => {
    const problems = watchProblems(page);
    const screenCalls: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/api\/v2\/(players\/(info|me)|promotions)$/.test(path)) screenCalls.push(path);
    });
    const releaseScripts = await holdScripts(page);
    await page.goto("/player/promotion", { waitUntil: "commit" });
    // What the agency offers, drawn by the server: the list and the credit under it.
    const offers = page.getByRole("list", { name: t("page.promotion.title") });
    await expect(offers.getByRole("listitem").first()).toBeVisible();
    await expect(page.getByTestId("credits-total")).toBeVisible();
    expect(await page.evaluate(appStarted)).toBe(false);
    await offers.evaluate((element) => element.setAttribute("data-from-server", ""));

    releaseScripts();
    await page.waitForFunction(appStarted);
    // The app took the server's list over (the same element), and its links navigate in the page.
    const first = page.locator("ul[data-from-server] > li").first();
    await first.getByRole("link").first().click();
    await expect(page).toHaveURL(/\/player\/promotion\/[0-9a-f-]+$/);
    expect(screenCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("the bank account screen comes rendered for its player, and the form takes in what was typed before the app started", async ({
    player: _player,
    page,
    t,
  }) => {
    const problems = watchProblems(page);
    const screenCalls: string[] = [];
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (/\/api\/v2\/(players\/(info|me|bank-accounts)|banks)$/.test(path)) screenCalls.push(path);
    });
    const releaseScripts = await holdScripts(page);
    await page.goto("/player/bank", { waitUntil: "commit" });
    // The form to add the account, with a tile for each of the agency's banks, drawn by the server.
    const save = page.getByRole("button", { name: t("bank_account.submit") });
    await expect(save).toBeVisible();
    expect(await page.evaluate(appStarted)).toBe(false);
    await save.evaluate((element) => element.setAttribute("data-from-server", ""));
    // The player picks a bank and types before the app has started.
    await page.getByRole("radio", { name: /BCEL/ }).check({ force: true });
    const accountNumber = freshAccountNumber();
    const number = page.getByLabel(t("bank_account.account_number"), { exact: true });
    await number.fill(accountNumber);
    await page.getByLabel(t("bank_account.account_name"), { exact: true }).fill("SOMCHAI PHOMMA");

    releaseScripts();
    await page.waitForFunction(appStarted);
    expect(screenCalls).toEqual([]);
    // The server's form came to life with what was typed, and the account added is that one.
    await expect(number).toHaveValue(accountNumber);
    await page.locator("button[data-from-server]").click();
    await page.getByRole("button", { name: t("bank_account.confirm.save") }).click();
    const card = page.getByRole("region", { name: t("bank_account.your_account") });
    await expect(card).toContainText("SOMCHAI PHOMMA");
    const accounts = await page.request.get("/api/v2/players/bank-accounts");
    expect((await accounts.json()).data).toMatchObject([
      { bankCode: "BCEL", accountNumber, accountName: "SOMCHAI PHOMMA" },
    ]);
    expect(problems).toEqual([]);
  });

  test("a history comes rendered for its player, and the app takes it over without drawing it again", async ({
    player: _player,
    page,
    baseURL,
    t,
  }) => {
    await addBankAccount(page.request, baseURL!);
    await depositCredit(page.request, baseURL!, 300);
    const created = await page.request.post("/api/v2/withdrawals", {
      headers: { Origin: new URL(baseURL!).origin },
      data: { provider: "gclub", amount: "120.00" },
    });
    expect(created.status()).toBe(201);
    const { code } = (await created.json()).data as { code: string };
    const problems = watchProblems(page);
    const releaseScripts = await holdScripts(page);
    await page.goto("/player/withdraw/history", { waitUntil: "commit" });
    // The withdrawal's row, drawn by the server: no grey shapes waiting for the page.
    const history = page.getByRole("region", { name: t("page.withdraw_history.title") });
    await expect(history).toContainText(code);
    await expect(page.getByTestId("history-loading")).toHaveCount(0);
    expect(await page.evaluate(appStarted)).toBe(false);
    await history.evaluate((element) => element.setAttribute("data-from-server", ""));

    releaseScripts();
    await page.waitForFunction(appStarted);
    // Hydrated, not drawn afresh: the server's list is the live one, and its buttons work.
    const live = page.locator("section[data-from-server]");
    await expect(live).toBeVisible();
    await live
      .getByRole("button", { name: t("withdraw.history.detail_of", { code }) })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toContainText(t("withdraw.detail.title"));
    expect(problems).toEqual([]);
  });

  test("a provider's game screen comes rendered with its tables and the player's credit, and the app takes it over", async ({
    player: _player,
    page,
    baseURL,
    t,
  }) => {
    await addBankAccount(page.request, baseURL!);
    await depositCredit(page.request, baseURL!, 300);
    const problems = watchProblems(page);
    const gamesCalls: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).pathname === "/api/v2/games") gamesCalls.push(request.url());
    });
    const releaseScripts = await holdScripts(page);
    await page.goto("/player/game/gclub", { waitUntil: "commit" });
    // The credit at gclub and the lobby's way in, drawn by the server.
    await expect(page.getByTestId("game-credit")).toContainText(await credit(page, 300));
    const lobby = page.getByRole("button", { name: t("game.lobby.open") });
    await expect(lobby).toBeVisible();
    expect(await page.evaluate(appStarted)).toBe(false);
    await lobby.evaluate((element) => element.setAttribute("data-from-server", ""));

    releaseScripts();
    await page.waitForFunction(appStarted);
    // Hydrated, not drawn afresh, and without asking for the tables the page holds.
    await expect(page.locator("button[data-from-server]")).toBeVisible();
    // Its links go on within the app.
    await page.locator('a[href="/player/game/gclub_live"]:visible').first().click();
    await expect(page).toHaveURL(/\/player\/game\/gclub_live$/);
    expect(
      gamesCalls.filter((url) => url.includes("provider=gclub&") || url.endsWith("provider=gclub")),
    ).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("askmebet's screen comes rendered on the tab its address names, and the app takes it over there", async ({
    player: _player,
    page,
    t,
  }) => {
    const problems = watchProblems(page);
    const gamesCalls: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.pathname === "/api/v2/games" && url.searchParams.get("provider") === "askmebet")
        gamesCalls.push(request.url());
    });
    const releaseScripts = await holdScripts(page);
    await page.goto("/player/game/askmebet?tab=Fish", { waitUntil: "commit" });
    // The Fish tab's games and the credit at askmebet, drawn by the server.
    const fishGames = page.getByRole("list", { name: t("category.fish") });
    const hunter = fishGames.getByRole("button", { name: /Deep Sea Fish Hunter/ });
    await expect(hunter).toBeVisible();
    await expect(page.getByRole("button", { name: /Lucky Naga Gold/ })).toHaveCount(0);
    await expect(page.getByTestId("game-credit")).toBeVisible();
    expect(await page.evaluate(appStarted)).toBe(false);
    await hunter.evaluate((element) => element.setAttribute("data-from-server", ""));

    releaseScripts();
    await page.waitForFunction(appStarted);
    // Hydrated on the same tab, not drawn afresh, and without asking for the games the page holds.
    await expect(page.locator("button[data-from-server]")).toBeVisible();
    await expect(page).toHaveURL(/\/player\/game\/askmebet\?tab=Fish$/);
    // Its tabs go on within the app, from the same games.
    await page
      .getByRole("navigation", { name: t("game.categories_title") })
      .getByRole("link", { name: new RegExp(t("category.chicken")) })
      .click();
    await expect(page).toHaveURL(/\?tab=Chicken$/);
    await expect(page.getByRole("button", { name: /Rooster Arena/ })).toBeVisible();
    expect(gamesCalls).toEqual([]);
    expect(problems).toEqual([]);
  });

  test("a game search typed before the app started finds its games once the app has", async ({
    player: _player,
    page,
    t,
  }) => {
    const problems = watchProblems(page);
    const releaseScripts = await holdScripts(page);
    await page.goto("/player/game/askmebet?tab=Slot", { waitUntil: "commit" });
    const box = page.getByRole("searchbox", { name: t("game.search.label") });
    await box.fill("dragon");
    expect(await page.evaluate(appStarted)).toBe(false);

    releaseScripts();
    await page.waitForFunction(appStarted);
    // The text stays in the box, and the search is made: the card game, not the Slot tab's games.
    await expect(page.getByRole("heading", { name: t("game.search.results", { found: 1 }) })).toBeVisible();
    await expect(page.getByRole("button", { name: /Dragon Tiger/ })).toBeVisible();
    await expect(page.getByRole("button", { name: /Lucky Naga Gold/ })).toHaveCount(0);
    await expect(box).toHaveValue("dragon");
    expect(problems).toEqual([]);
  });

  test("a player's home comes with their credit drawn in, and the app still asks for the credit", async ({
    player,
    page,
    t,
  }) => {
    // What the server sends, before any script: the credit of a new player (none) is drawn in,
    // with the invite to deposit, so nothing appears above the promotions later.
    const html = await (await page.request.get("/player")).text();
    expect(html).toContain('data-testid="credits-total"');
    expect(html).toContain(t("credits.empty"));
    // The page's data holds the credit it was drawn from, for the app's hydration.
    expect(html).toMatch(
      /<script type="application\/json" id="kham-page-data">[^<]*"queryKey":\["player","credits"\]/,
    );

    const problems = watchProblems(page);
    // Every credit call the browser makes from now on answers a balance the server never drew.
    const creditCalls: string[] = [];
    await page.route("**/api/v2/players/credits", async (route) => {
      creditCalls.push(route.request().url());
      await route.fulfill({
        json: {
          data: {
            credits: ["alphabet", "askmebet", "gclub", "gclub_live"].map((provider) => ({
              provider,
              credit: { amount: provider === "gclub" ? "12.34" : "0.00", currency: "THB" },
            })),
            total: { amount: "12.34", currency: "THB" },
          },
        },
      });
    });
    const releaseScripts = await holdScripts(page);
    await page.goto("/player", { waitUntil: "commit" });
    await expect(page.getByRole("heading", { level: 1, name: player.displayName })).toBeVisible();
    const total = page.getByTestId("credits-total");
    await expect(total).toContainText(await credit(page, 0));
    await expect(page.getByRole("link", { name: t("credits.deposit_now") })).toBeVisible();
    expect(await page.evaluate(appStarted)).toBe(false);
    await total.evaluate((element) => element.setAttribute("data-from-server", ""));

    releaseScripts();
    await page.waitForFunction(appStarted);
    // The app took the server's panel over and asked the provider's live balance again.
    await expect(page.locator('[data-testid="credits-total"][data-from-server]')).toContainText(
      await credit(page, 12.34),
    );
    await expect(page.getByRole("link", { name: t("credits.deposit_now") })).toHaveCount(0);
    expect(creditCalls.length).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });

  test("a player with a session gets the page the browser renders, and goes on to the home screen", async ({
    player,
    page,
  }) => {
    const response = await page.request.get("/");
    expect(await response.text()).toContain('<div id="root"></div>');
    await page.goto("/");
    await expect(page).toHaveURL(/\/player$/);
    expect(player.username).toBeTruthy();
  });
});

test("a browser whose stored language is not the page's gets its own language, drawn afresh without errors", async ({
  page,
}) => {
  const th = translations("th");
  // Stored in the browser, but no cookie yet: the server renders the page in Lao.
  await page.addInitScript(([key, value]) => localStorage.setItem(key, value), [
    LANGUAGE_STORAGE_KEY,
    "th",
  ] as const);
  const problems = watchProblems(page);
  await page.goto("/login");
  await expect(page.getByRole("heading", { level: 1, name: th("login.title") })).toBeVisible();
  await expect(page.getByRole("button", { name: th("login.submit") })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "th");
  expect(problems).toEqual([]);
});
