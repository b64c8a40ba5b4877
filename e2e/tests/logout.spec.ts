import type { Page } from "@playwright/test";
import { appLive, followPlayerStream, holdScripts, keepStreamDown, watchProblems } from "../fixtures/live.ts";
import { pickFromMenu } from "../fixtures/menus.ts";
import { endSessionOnServer, registerPlayer, type TestPlayer } from "../fixtures/player.ts";
import { expect, test } from "../fixtures/test.ts";
import type { Translate } from "../fixtures/translations.ts";

/**
 * Opens the player's home in a tab and waits until it hears the other tabs (only the app does) and
 * has no call of its own under way, which would find a session's end before the test means it to.
 */
async function openPlayerArea(tab: Page, player: TestPlayer): Promise<void> {
  const settled = followPlayerStream(tab);
  await tab.goto("/player");
  await expect(tab.getByRole("heading", { name: player.displayName })).toBeVisible();
  await settled();
}

/** Runs `steps` with a second tab of the same browser (its cookies and storage), closed after. */
async function inAnotherTab(page: Page, steps: (tab: Page) => Promise<void>): Promise<void> {
  const tab = await page.context().newPage();
  try {
    await steps(tab);
  } finally {
    await tab.close();
  }
}

/** The player's home tab is on the login screen saying the session ended, with nothing of the player. */
async function expectToldSessionEnded(tab: Page, t: Translate, player: TestPlayer): Promise<void> {
  await expect(tab).toHaveURL(/\/login\?redirect=%2Fplayer&session=ended$/);
  await expect(tab.getByText(t("login.session_ended"))).toBeVisible();
  await expect(tab.getByText(player.displayName)).toHaveCount(0);
}

/**
 * The player's home tab is on the login screen, asked to log in to come back, with nothing of the
 * player: not told the session ended, which another tab said.
 */
async function expectAskedToLogIn(tab: Page, t: Translate, player: TestPlayer): Promise<void> {
  await expect(tab).toHaveURL(/\/login\?redirect=%2Fplayer$/);
  await expect(tab.getByRole("button", { name: t("login.submit") })).toBeVisible();
  await expect(tab.getByText(t("login.redirect_notice"))).toBeVisible();
  await expect(tab.getByText(t("login.session_ended"))).toHaveCount(0);
  await expect(tab.getByText(player.displayName)).toHaveCount(0);
}

/** Logs a player in at /login, as they would by hand, and waits for the player area. */
async function logInThroughForm(tab: Page, t: Translate, player: TestPlayer): Promise<void> {
  await tab.goto("/login");
  await tab.getByLabel(t("login.username"), { exact: true }).fill(player.username);
  await tab.getByLabel(t("login.password"), { exact: true }).fill(player.password);
  await tab.getByRole("button", { name: t("login.submit") }).click();
  await expect(tab).toHaveURL(/\/player$/);
}

test("logout ends the session: the page reloads as a visitor's and /player asks for a login", async ({
  page,
  t,
  player,
}) => {
  await page.goto("/player");
  await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
  await pickFromMenu(
    page.getByRole("button", { name: t("header.user_menu") }),
    page.getByRole("menuitem", { name: t("header.logout") }),
  );

  await expect(page.getByRole("link", { name: t("header.login") })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name.endsWith("kham_session"))).toBeUndefined();
  await page.goto("/player");
  await expect(page).toHaveURL(/\/login(\?|$)/);
});

test("a chosen logout lands on the login screen with no way back into the player area and no notice", async ({
  page,
  t,
  player,
}) => {
  await page.goto("/player");
  await expect(page.getByRole("heading", { name: player.displayName })).toBeVisible();
  await pickFromMenu(
    page.getByRole("button", { name: t("header.user_menu") }),
    page.getByRole("menuitem", { name: t("header.logout") }),
  );

  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("button", { name: t("login.submit") })).toBeVisible();
  await expect(page.getByText(t("login.subtitle"))).toBeVisible();
  await expect(page.getByText(t("login.redirect_notice"))).toHaveCount(0);
  await expect(page.getByText(t("login.session_ended"))).toHaveCount(0);
});

test("a logout in another tab sends this one to the login screen, with nothing of the player left on it", async ({
  page,
  t,
  player,
}) => {
  await openPlayerArea(page, player);
  await inAnotherTab(page, async (other) => {
    await other.goto("/player");
    await expect(other.getByRole("heading", { name: player.displayName })).toBeVisible();
    await pickFromMenu(
      other.getByRole("button", { name: t("header.user_menu") }),
      other.getByRole("menuitem", { name: t("header.logout") }),
    );
    await expect(other).toHaveURL(/\/login$/);

    // The first tab did nothing itself: it reloaded when the other tab logged out, and came to the
    // login screen as a visitor (a 401 of its own would have said the session ended).
    await expect(page).toHaveURL(/\/login(\?|$)/);
    await expect(page.getByRole("button", { name: t("login.submit") })).toBeVisible();
    await expect(page).not.toHaveURL(/session=ended/);
    await expect(page.getByText(t("login.session_ended"))).toHaveCount(0);
    await expect(page.getByText(player.displayName)).toHaveCount(0);
  });
});

test("a session the server ended is said to have ended in the tab it told, once; this tab is asked to log in", async ({
  page,
  t,
  player,
  baseURL,
}) => {
  await openPlayerArea(page, player);
  await keepStreamDown(page);
  await inAnotherTab(page, async (other) => {
    // The session ends on the server (the browser keeps its cookie), and the other tab, opening the
    // player area, is the one told.
    await endSessionOnServer(page, baseURL!);
    await other.goto("/player");
    await expect(other).toHaveURL(/\/login\?redirect=%2Fplayer&session=ended$/);
    await expect(other.getByText(t("login.session_ended"))).toBeVisible();

    // This tab did nothing itself: it heard of the end, loaded afresh and is asked to log in.
    await expectAskedToLogIn(page, t, player);
  });
});

test("a session one of this tab's calls finds ended is said here; the other tabs go to the login screen", async ({
  page,
  t,
  player,
  baseURL,
}) => {
  await openPlayerArea(page, player);
  await keepStreamDown(page);
  await inAnotherTab(page, async (other) => {
    await openPlayerArea(other, player);
    await keepStreamDown(other);
    // The session ends, and the other tab, already open, opens a screen whose data it must ask for
    // (in the page, not a page load: its call is answered that the session ended).
    await endSessionOnServer(page, baseURL!);
    await other.locator('a[href="/player/bank"]').first().click();
    await expect(other).toHaveURL(/\/login\?redirect=%2Fplayer%2Fbank&session=ended$/);
    await expect(other.getByText(t("login.session_ended"))).toBeVisible();

    // This tab, which asked for nothing, is on the login screen too, and its login would bring the
    // player back here.
    await expectAskedToLogIn(page, t, player);
  });
});

test("a tab left open in the player area finds by itself that the session ended, and says so", async ({
  page,
  t,
  player,
  baseURL,
}) => {
  await openPlayerArea(page, player);
  // Ended elsewhere: the server ends the tab's event stream, and refuses it when it reconnects.
  await endSessionOnServer(page, baseURL!);
  await expectToldSessionEnded(page, t, player);
});

test("a login in another tab after this tab's session ran out shows the new player here too", async ({
  page,
  t,
  player,
  request,
  baseURL,
}) => {
  const next = await registerPlayer(request, baseURL!);
  await openPlayerArea(page, player);
  await inAnotherTab(page, async (other) => {
    // The session ran out (as the browser sees it: no cookie), and someone else logs in elsewhere.
    await page.context().clearCookies();
    await logInThroughForm(other, t, next);

    // The first tab, on the same cookie now, shows the player who logged in, not the one before.
    await expect(page.getByRole("heading", { name: next.displayName })).toBeVisible();
    await expect(page.getByText(player.displayName)).toHaveCount(0);
  });
});

test("a login in another tab takes a login screen open here where its own login would have", async ({
  page,
  t,
  request,
  baseURL,
}) => {
  const next = await registerPlayer(request, baseURL!);
  await page.context().clearCookies();
  await page.goto("/login?redirect=%2Fplayer%2Fbank");
  await expect(page.getByRole("button", { name: t("login.submit") })).toBeVisible();
  // Only the app, once it has taken the page over, hears the other tabs.
  await appLive(page);
  await inAnotherTab(page, async (other) => {
    await logInThroughForm(other, t, next);

    // This tab asks for no password again: it is on the screen it was going to, as that player.
    await expect(page).toHaveURL(/\/player\/bank$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(t("page.bank.title"));
    await expect(page.getByText(next.displayName).first()).toBeVisible();
  });
});

/** The app's scripts but the small boot script, which a page runs first, long before the rest arrive. */
const APP_SCRIPTS = /\/assets\/(?!boot-)[^/]+\.js$/;

/**
 * Opens the player's home in a tab whose app scripts are held back: the page the server rendered
 * shows, but the app has not started and hears no other tab. `release` lets the scripts load; `pageErrors`
 * answers what the page got wrong since it opened (not the browser's line for a refused call, which
 * is the point of these tests).
 */
async function openPlayerAreaStillLoading(tab: Page, player: TestPlayer) {
  const problems = watchProblems(tab);
  const release = await holdScripts(tab, APP_SCRIPTS);
  await tab.goto("/player", { waitUntil: "commit" });
  await expect(tab.getByRole("heading", { name: player.displayName })).toBeVisible();
  const pageErrors = () => problems.filter((problem) => !problem.startsWith("Failed to load resource"));
  return { release, pageErrors };
}

test("a tab still loading when the player logged out in another tab shows nothing of them once it starts", async ({
  page,
  t,
  player,
}) => {
  await openPlayerArea(page, player);
  await inAnotherTab(page, async (loading) => {
    const { release, pageErrors } = await openPlayerAreaStillLoading(loading, player);
    await pickFromMenu(
      page.getByRole("button", { name: t("header.user_menu") }),
      page.getByRole("menuitem", { name: t("header.logout") }),
    );
    await expect(page).toHaveURL(/\/login$/);

    // The loading tab missed the word; started, its first call (the credit) carries no session.
    release();
    await expectAskedToLogIn(loading, t, player);
    expect(pageErrors()).toEqual([]);
  });
});

test("a tab still loading when another player logged in, in another tab, shows that player once it starts", async ({
  page,
  t,
  player,
  request,
  baseURL,
}) => {
  const next = await registerPlayer(request, baseURL!);
  await openPlayerArea(page, player);
  await inAnotherTab(page, async (loading) => {
    const { release, pageErrors } = await openPlayerAreaStillLoading(loading, player);
    await pickFromMenu(
      page.getByRole("button", { name: t("header.user_menu") }),
      page.getByRole("menuitem", { name: t("header.logout") }),
    );
    await expect(page).toHaveURL(/\/login$/);
    await logInThroughForm(page, t, next);

    // Started, its calls name the player it shows; the session is another's, so it loads afresh.
    release();
    await expect(loading.getByRole("heading", { name: next.displayName })).toBeVisible();
    await expect(loading).toHaveURL(/\/player$/);
    await expect(loading.getByText(player.displayName)).toHaveCount(0);
    expect(pageErrors()).toEqual([]);
  });
});

test("a tab still loading when the session ended says so once it starts, told by its first call", async ({
  page,
  t,
  player,
  baseURL,
}) => {
  await openPlayerArea(page, player);
  await keepStreamDown(page);
  await inAnotherTab(page, async (loading) => {
    const { release, pageErrors } = await openPlayerAreaStillLoading(loading, player);
    await endSessionOnServer(page, baseURL!);

    release();
    await expectToldSessionEnded(loading, t, player);
    expect(pageErrors()).toEqual([]);
    // The tab the server told said it: the first one, which asked for nothing, is asked to log in.
    await expectAskedToLogIn(page, t, player);
  });
});

test("a tab still loading when another tab was told the session ended does not say it again", async ({
  page,
  t,
  player,
  baseURL,
}) => {
  await openPlayerArea(page, player);
  await keepStreamDown(page);
  await inAnotherTab(page, async (loading) => {
    const { release, pageErrors } = await openPlayerAreaStillLoading(loading, player);
    // The session ends, and the first tab finds out by a call of its own.
    await endSessionOnServer(page, baseURL!);
    await page.locator('a[href="/player/bank"]').first().click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fplayer%2Fbank&session=ended$/);

    release();
    await expectAskedToLogIn(loading, t, player);
    expect(pageErrors()).toEqual([]);
  });
});
