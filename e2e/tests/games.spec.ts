import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { appLive } from "../fixtures/live.ts";
import { addBankAccount, credit, openOrderCode, payWithSandbox } from "../fixtures/money.ts";
import { registerPlayer } from "../fixtures/player.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

const shots = process.env.E2E_SCREENSHOTS;

/** Full-page shots at a phone's and a laptop's width, once every lazy thumbnail has arrived. */
async function screenshots(page: Page, name: string) {
  if (!shots) return;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    // Lazy thumbnails load once they come into view: bring each one there, then wait for them all.
    for (const image of await page.locator("img").filter({ visible: true }).all()) {
      await image.scrollIntoViewIfNeeded();
    }
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect
      .poll(() => page.evaluate(() => [...document.images].every((image) => image.complete)))
      .toBe(true);
    await page.screenshot({ path: `${shots}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Credit at a provider, as the API answers it. */
async function providerCredit(request: APIRequestContext, baseURL: string, provider: string) {
  const response = await request.get(new URL(`/api/v2/players/credits/${provider}`, baseURL).href);
  return ((await response.json()) as { data: { credit: { amount: string } } }).data.credit.amount;
}

/** Deposits 66,000 kip (100 credit) to a provider through the API and the sandbox bank. */
async function depositThroughApi(request: APIRequestContext, baseURL: string, provider: string) {
  const methods = await request.get(new URL("/api/v2/payment-methods", baseURL).href);
  const { data } = (await methods.json()) as {
    data: { mid: string; currency: string; isEnabled: boolean }[];
  };
  const mid = data.find((method) => method.currency === "LAK" && method.isEnabled)!.mid;
  const created = await request.post(new URL("/api/v2/deposits", baseURL).href, {
    headers: { Origin: new URL(baseURL).origin },
    data: { provider, mid, currency: "LAK", amount: "66000" },
  });
  expect(created.status(), await created.text()).toBe(201);
  await payWithSandbox(await openOrderCode(request, baseURL));
  await expect.poll(() => providerCredit(request, baseURL, provider)).toBe("100.00");
}

function gameCredit(page: Page, t: Translate): Locator {
  return page.getByRole("region", { name: t("credits.provider_credit") });
}

function categoryTabs(page: Page, t: Translate): Locator {
  return page.getByRole("navigation", { name: t("game.categories_title") });
}

test("a player deposits from askmebet's screen, plays a slot, comes back and sees the credit the game left", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.goto("/player/game/askmebet?tab=Slot");
  await expect(page.getByRole("heading", { level: 1 })).toContainText(t("page.game.title"));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(t("provider.askmebet"));
  await expect(gameCredit(page, t)).toContainText(`${await credit(page, 0)} THB`);
  await expect(gameCredit(page, t)).toContainText(
    t("game.zero_credit", { provider: t("provider.askmebet") }),
  );
  await screenshots(page, "askmebet-no-credit");

  // One tap to the deposit, already on askmebet.
  await gameCredit(page, t)
    .getByRole("link", { name: t("game.deposit_to_play") })
    .click();
  await expect(page).toHaveURL(/\/player\/deposit\?provider=askmebet$/);
  await expect(page.getByRole("radio", { name: new RegExp(t("provider.askmebet")) })).toBeChecked();
  await page.getByRole("radio", { name: "LAK", exact: true }).check({ force: true });
  await page
    .getByRole("radio", { name: /BCEL One/ })
    .first()
    .check({ force: true });
  await page.getByLabel(new RegExp(t("deposit.amount"))).fill("66000");
  await page.getByRole("button", { name: t("deposit.submit") }).click();
  await expect(page.getByRole("dialog", { name: t("deposit.qr.title") })).toBeVisible();
  await payWithSandbox(await openOrderCode(page.request, baseURL!));
  const done = page.getByRole("dialog", { name: t("deposit.result.title") });
  await expect(done.getByText(t("deposit.result.success_title"), { exact: true })).toBeVisible();
  await done
    .getByRole("button", { name: t("common.close") })
    .first()
    .click();

  await page.goto("/player/game/askmebet?tab=Slot");
  await expect(gameCredit(page, t)).toContainText(`${await credit(page, 100)} THB`);
  await expect(
    categoryTabs(page, t).getByRole("link", { name: new RegExp(t("category.slot")) }),
  ).toHaveAttribute("aria-current", "page");
  await screenshots(page, "askmebet");

  // The game opens in this tab, at the sandbox provider, with the same 100 credit.
  await page.getByRole("button", { name: /Lucky Naga Gold/ }).click();
  await expect(page).toHaveURL(/\/sandbox\/games\/play\//);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lucky Naga Gold");
  const balance = page.locator("#balance");
  // Written as the site writes credit in the player's language.
  const hundred = await credit(page, 100);
  await expect(balance).toHaveText(hundred);

  // A few spins of 10 (the page's default bet), until the balance has moved either way.
  const spin = page.locator("#game button.spin");
  let rounds = 0;
  while (rounds < 3 || (await balance.textContent()) === hundred) {
    await spin.click();
    rounds += 1;
    await expect(page.locator("#history li")).toHaveCount(Math.min(rounds, 10));
    await expect(spin).toBeEnabled();
    expect(rounds, "the balance never moved").toBeLessThan(30);
  }
  const shownLeft = (await balance.textContent())!;
  expect(shownLeft).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
  expect(shownLeft).not.toBe(hundred);
  const left = shownLeft.replaceAll(".", "").replace(",", ".");

  // "Back" returns to askmebet's Slot tab, which reads the credit afresh.
  await page.locator("a.back").click();
  await expect(page).toHaveURL(/\/player\/game\/askmebet\?tab=Slot$/);
  await expect(gameCredit(page, t)).toContainText(`${await credit(page, Number(left))} THB`);
  expect(await providerCredit(page.request, baseURL!, "askmebet")).toBe(left);
});

test("a player with no credit is told to deposit instead of opening a game", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await page.goto("/player/game/askmebet?tab=Slot");
  await expect(gameCredit(page, t)).toContainText(`${await credit(page, 0)} THB`);
  await page.getByRole("button", { name: /Lucky Naga Gold/ }).click();
  const dialog = page.getByRole("dialog", { name: t("game.no_credit.title") });
  await expect(dialog).toContainText(t("errors.NO_CREDIT"));
  await expect(dialog).toContainText(t("game.no_credit.text", { provider: t("provider.askmebet") }));
  if (shots) await page.screenshot({ path: `${shots}/no-credit-dialog-1280.png` });
  await expect(page).toHaveURL(/\/player\/game\/askmebet/);
  await dialog.getByRole("link", { name: t("game.no_credit.deposit") }).click();
  await expect(page).toHaveURL(/\/player\/deposit\?provider=askmebet$/);
  await expect(page.getByRole("radio", { name: new RegExp(t("provider.askmebet")) })).toBeChecked();

  // A live casino without credit offers one deposit, and its lobby asks for it too.
  await page.goto("/player/game/gclub_live");
  await expect(
    page.getByRole("heading", { name: t("game.lobby.title", { provider: t("provider.gclub_live") }) }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: t("game.deposit_to_play") })).toHaveCount(1);
  await expect(page.getByRole("link", { name: t("game.deposit_to_play") })).toHaveAttribute(
    "href",
    "/player/deposit?provider=gclub_live",
  );
  await page.getByRole("button", { name: t("game.lobby.open") }).click();
  await expect(page.getByRole("dialog", { name: t("game.no_credit.title") })).toBeVisible();
});

test("askmebet's tabs follow ?tab=, and the search finds games of every category", async ({
  page,
  t,
  player: _,
}) => {
  await page.goto("/player/game/askmebet?tab=Fish");
  const tabs = categoryTabs(page, t);
  await expect(tabs.getByRole("link", { name: new RegExp(t("category.fish")) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const games = page.getByRole("list", { name: t("category.fish") });
  await expect(games.getByRole("button", { name: /Deep Sea Fish Hunter/ })).toBeVisible();
  await expect(games.getByRole("button", { name: /Golden Carp Shooter/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Lucky Naga Gold/ })).toHaveCount(0);

  await tabs.getByRole("link", { name: new RegExp(t("category.chicken")) }).click();
  await expect(page).toHaveURL(/\?tab=Chicken$/);
  await expect(page.getByRole("button", { name: /Rooster Arena/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Deep Sea Fish Hunter/ })).toHaveCount(0);
  await page.reload();
  await expect(tabs.getByRole("link", { name: new RegExp(t("category.chicken")) })).toHaveAttribute(
    "aria-current",
    "page",
  );

  // An unknown tab is the Slot tab.
  await page.goto("/player/game/askmebet?tab=Lottery");
  await expect(tabs.getByRole("link", { name: new RegExp(t("category.slot")) })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("button", { name: /Lucky Naga Gold/ })).toBeVisible();

  await page.getByRole("searchbox", { name: t("game.search.label") }).fill("dragon");
  await expect(page.getByRole("heading", { name: t("game.search.results", { found: 1 }) })).toBeVisible();
  await expect(page.getByRole("button", { name: /Dragon Tiger/ })).toBeVisible();
  await expect(page.getByRole("button", { name: /Lucky Naga Gold/ })).toHaveCount(0);
});

test("gclub's screen opens the provider's lobby and lists its tables; back returns to it", async ({
  page,
  t,
  baseURL,
  player: _,
}) => {
  await addBankAccount(page.request, baseURL!);
  await depositThroughApi(page.request, baseURL!, "gclub");
  await page.goto("/player/game/gclub");
  await expect(gameCredit(page, t)).toContainText(`${await credit(page, 100)} THB`);
  const tables = page.getByRole("list", { name: t("game.lobby.tables") });
  await expect(tables.getByRole("button")).toHaveCount(3);
  await expect(tables.getByRole("button", { name: /Royal Baccarat/ })).toBeVisible();
  await screenshots(page, "gclub-lobby");

  await page.getByRole("button", { name: t("game.lobby.open") }).click();
  await expect(page).toHaveURL(/\/sandbox\/games\/play\//);
  await expect(page.locator("ul.lobby-tables li")).toHaveCount(3);
  await expect(page.locator("#balance")).toHaveText(await credit(page, 100));
  await page.locator("a.back").click();
  await expect(page).toHaveURL(/\/player\/game\/gclub$/);
  await expect(gameCredit(page, t)).toContainText(`${await credit(page, 100)} THB`);
});

test("alphabet's screen lists its games, the central game button's destination", async ({
  page,
  t,
  player: _,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/player");
  await page
    .getByRole("navigation", { name: t("header.menu") })
    .getByRole("link", { name: t("bottom.game") })
    .click();
  await expect(page).toHaveURL(/\/player\/game\/alphabet$/);
  const games = page.getByRole("list", { name: t("game.all_games") });
  await expect(games.getByRole("button")).toHaveCount(6);
  await expect(games.getByRole("button").first()).toContainText("Wild Buffalo Rush");
  // The other providers are one tap away.
  const providers = page.getByRole("navigation", { name: t("game.providers") });
  await expect(providers.getByRole("link", { name: t("provider.askmebet") })).toHaveAttribute(
    "href",
    "/player/game/askmebet?tab=Slot",
  );
  await screenshots(page, "alphabet");
});

test("the landing page's categories and popular games lead a visitor through login to the game screen", async ({
  page,
  t,
  request,
  baseURL,
}) => {
  const player = await registerPlayer(request, baseURL!);
  await page.goto("/");
  const popular = page.getByRole("region", { name: t("game.popular_title") });
  await expect(popular.getByRole("link")).toHaveCount(3 + 3 + 3 + 3);
  await expect(popular.locator("img").first()).toHaveAttribute("loading", "lazy");
  await screenshots(page, "landing");

  await page
    .getByRole("main")
    .getByRole("region", { name: t("game.categories_title") })
    .getByRole("link", { name: t("category.fish") })
    .click();
  await expect(page).toHaveURL(/\/login\?redirect=/);
  await page.getByLabel(t("login.username"), { exact: true }).fill(player.username);
  await page.getByLabel(t("login.password"), { exact: true }).fill(player.password);
  await page.getByRole("button", { name: t("login.submit") }).click();
  await expect(page).toHaveURL(/\/player\/game\/askmebet\?tab=Fish$/);
  await expect(page.getByRole("button", { name: /Deep Sea Fish Hunter/ })).toBeVisible();

  // The player's home has the same rows; a popular game opens that game itself (without credit, it
  // asks for a deposit at that game's provider). A tap made before the tiles' launcher code has
  // arrived, as on a slow phone, is kept and opens the game once it is there.
  let launcherArrives = () => {};
  const launcherHeld = new Promise<void>((resolve) => {
    launcherArrives = resolve;
  });
  const launcherCode = /\/assets\/popular-game-button-[^/]+\.js$/;
  await page.route(launcherCode, async (route) => {
    await launcherHeld;
    await route.continue();
  });
  await page.goto("/player");
  const home = page.getByRole("region", { name: t("game.popular_title") });
  await expect(home.getByRole("button")).toHaveCount(12);
  await screenshots(page, "player-home");
  await appLive(page);
  const noCredit = page.getByRole("dialog", { name: t("game.no_credit.title") });
  await home.getByRole("button", { name: /^Dragon Tiger/ }).click();
  launcherArrives();
  await expect(noCredit).toBeVisible();
  await page.unroute(launcherCode);
  await expect(noCredit).toContainText(t("game.no_credit.text", { provider: t("provider.askmebet") }));
  await noCredit
    .getByRole("button", { name: t("common.close") })
    .first()
    .click();

  // The footer's categories open askmebet's tabs too.
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: t("category.chicken") })
    .click();
  await expect(page).toHaveURL(/\/player\/game\/askmebet\?tab=Chicken$/);
  await expect(page.getByRole("button", { name: /Rooster Arena/ })).toBeVisible();
});
