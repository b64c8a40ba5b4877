import type { Language, Provider } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "../../../db/schema/players.ts";
import { purgeExpiredSessions, SESSION_IDLE_MS } from "../../../modules/players/sessions.ts";
import { buildTestApp, get, post, register, type TestApp, testConfig } from "../../../test/helper.ts";
import { LAUNCH_IDLE_MS } from "../types.ts";
import { sandboxLaunches } from "./schema.ts";
import { sessionOfCookie } from "./test-support.ts";
import { gameWords } from "./words.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const RETURN_URL = "http://localhost/player/game/askmebet?tab=Slot&from=sandbox";
let members = 0;

/**
 * A member with credit at the provider and a game launched in a player's session (a new player's
 * unless given): the page's path, its token and the session.
 */
async function launched(
  provider: Provider,
  options: {
    gameCode?: string;
    credit?: string;
    language?: Language;
    returnUrl?: string;
    player?: { cookie: string };
  } = {},
) {
  members += 1;
  const member = `page_${members}`;
  const player = options.player ?? (await register(t.app));
  const session = await sessionOfCookie(t.database.db, player.cookie);
  const adapter = t.app.gameProviders[provider];
  await adapter.createMember(member);
  await adapter.transferIn({
    memberUsername: member,
    amount: options.credit ?? "100.00",
    reference: `p-${member}`,
  });
  const { url } = await adapter.launchGame({
    memberUsername: member,
    ...(options.gameCode === undefined ? {} : { gameCode: options.gameCode }),
    language: options.language ?? "lo",
    returnUrl: options.returnUrl ?? RETURN_URL,
    device: "mobile",
    session,
  });
  const path = new URL(url).pathname;
  return { member, adapter, path, token: path.split("/").pop() ?? "", session };
}

const round = (body: Record<string, unknown>) => post(t.app, "/sandbox/games/api/rounds", body);
const state = (token: string) => get(t.app, `/sandbox/games/api/state?token=${token}`);
const MINUTE = 60_000;

describe("the sandbox game page", () => {
  it("serves the launched slot as HTML in the launch language, with the security headers", async () => {
    const { path } = await launched("askmebet", { gameCode: "amb-lucky-naga", language: "th" });
    expect(path).toMatch(/^\/sandbox\/games\/play\/[A-Za-z0-9_-]{43}$/);
    const page = await get(t.app, path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(page.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(page.headers["x-frame-options"]).toBe("DENY");
    expect(page.headers["x-content-type-options"]).toBe("nosniff");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.body).toContain('<html lang="th">');
    expect(page.body).toContain("<h1>Lucky Naga Gold</h1>");
    // Written as the site writes numbers in Thai.
    expect(page.body).toContain('<strong id="balance">100.00</strong>');
    expect(page.body).toContain("ยอดเงิน");
    expect(page.body.match(/class="reel"/g)).toHaveLength(3);
    expect(page.body).toContain('<script src="/sandbox/games/assets/play.js" defer></script>');
    // The CSP allows no inline script: every script tag loads a file.
    expect(page.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    expect(page.body).toContain(
      'href="http://localhost/player/game/askmebet?tab=Slot&amp;from=sandbox" rel="noreferrer">← กลับหน้าเกม</a>',
    );
  });

  it("shows a two-sided table with its bets and their pays, in Lao by default", async () => {
    const { path } = await launched("askmebet", { gameCode: "amb-rooster-arena" });
    const page = await get(t.app, path);
    expect(page.body).toContain('<html lang="lo">');
    expect(page.body).toContain('data-choice="red">ແດງ<small>×1.95</small>');
    expect(page.body).toContain('data-choice="tie">ສະເໝີ<small>×8</small>');
    expect(page.body).toContain('data-choice="blue">ຟ້າ<small>×1.95</small>');
    expect(page.body).toContain("ກັບຄືນໜ້າເກມ");
    // The link names no address: a player who came by IP must not see it.
    expect(page.body).not.toContain("localhost</a>");
  });

  it("opens gclub's lobby: its baccarat tables, each opening the table on the same link", async () => {
    const { path, token } = await launched("gclub");
    const lobby = await get(t.app, path);
    expect(lobby.statusCode).toBe(200);
    for (const code of ["gc-royal-baccarat", "gc-lotus-baccarat", "gc-speed-baccarat"]) {
      expect(lobby.body).toContain(`href="${path}?game=${code}"`);
      expect(lobby.body).toContain(`src="/games/${code}.webp"`);
    }
    const table = await get(t.app, `${path}?game=gc-lotus-baccarat`);
    expect(table.statusCode).toBe(200);
    expect(table.body).toContain("<h1>Lotus Baccarat</h1>");
    expect(table.body).toContain('data-choice="banker">ເຈົ້າມື<small>×1.95</small>');
    expect(table.body).toContain(`href="${path}">← `);
    const played = await round({ token, gameCode: "gc-royal-baccarat", bet: "10.00", choice: "player" });
    expect(played.statusCode).toBe(200);
    expect((await get(t.app, `${path}?game=amb-baccarat`)).statusCode).toBe(404);
    expect((await round({ token, gameCode: "amb-baccarat", bet: "1.00", choice: "player" })).statusCode).toBe(
      404,
    );
  });

  it("escapes what it writes into the page", async () => {
    const hostile = 'http://localhost/player?x="><script>alert(1)</script>';
    const { path } = await launched("alphabet", { gameCode: "abc-jade-lotus", returnUrl: hostile });
    const page = await get(t.app, path);
    expect(page.body).not.toContain("<script>alert(1)");
    expect(page.body).toContain(
      'href="http://localhost/player?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
  });

  it("serves its script, styles and symbols, and nothing else from its assets", async () => {
    const script = await get(t.app, "/sandbox/games/assets/play.js");
    expect(script.statusCode).toBe(200);
    expect(script.headers["content-type"]).toContain("javascript");
    expect(script.body).toContain("/rounds`");
    expect((await get(t.app, "/sandbox/games/assets/play.css")).headers["content-type"]).toContain(
      "text/css",
    );
    expect((await get(t.app, "/sandbox/games/assets/symbols.svg")).body).toContain('id="fish-bell"');
    const missing = await get(t.app, "/sandbox/games/assets/..%2Froutes.ts");
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: { code: "NOT_FOUND" } });
  });
});

describe("the sandbox game API", () => {
  it("plays a round that changes the balance the provider then reports", async () => {
    const { adapter, member, token, path } = await launched("askmebet", { gameCode: "amb-lucky-naga" });
    const response = await round({ token, gameCode: "amb-lucky-naga", bet: "10.00" });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.round).toMatchObject({ gameCode: "amb-lucky-naga", bet: "10.00", outcome: { kind: "slot" } });
    expect(data.round.outcome.reels).toHaveLength(3);
    const expected = (100 - 10 + Number(data.round.win)).toFixed(2);
    expect(data.balance).toBe(expected);
    expect(await adapter.getBalance(member)).toBe(expected);

    // The launch is in Lao: the page and its script show amounts as the site writes them in Lao.
    const lao = (amount: string) => amount.replace(".", ",");
    expect(data.balanceText).toBe(lao(expected));
    expect(data.round).toMatchObject({ betText: "10,00", winText: lao(data.round.win) });

    const state = await get(t.app, `/sandbox/games/api/state?token=${token}`);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({
      data: { balance: expected, balanceText: lao(expected), rounds: [data.round] },
    });
    const page = await get(t.app, path);
    expect(page.body).toContain(`<strong id="balance">${lao(expected)}</strong>`);
    expect(page.body).toContain(`10,00 → <b>${lao(data.round.win)}</b>`);
  });

  it("takes a table bet and refuses a missing or foreign one", async () => {
    const { token } = await launched("askmebet", { gameCode: "amb-dragon-tiger" });
    const played = await round({ token, gameCode: "amb-dragon-tiger", bet: "5.00", choice: "tiger" });
    expect(played.json().data.round.outcome).toMatchObject({ kind: "versus", choice: "tiger" });
    for (const choice of [undefined, "red"]) {
      const refused = await round({ token, gameCode: "amb-dragon-tiger", bet: "5.00", choice });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({
        error: { code: "VALIDATION_ERROR", fields: { choice: expect.any(String) } },
      });
    }
    // A launch opens its one game only.
    const other = await round({ token, gameCode: "amb-lucky-naga", bet: "5.00" });
    expect(other.statusCode).toBe(404);
  });

  it("refuses bad bets and bets above the balance, leaving the balance as it was", async () => {
    const { adapter, member, token } = await launched("askmebet", {
      gameCode: "amb-lucky-naga",
      credit: "20.00",
    });
    for (const bet of ["10", "0.50", "1000.01", "abc", 10]) {
      const refused = await round({ token, gameCode: "amb-lucky-naga", bet });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.code).toBe("VALIDATION_ERROR");
    }
    const tooMuch = await round({ token, gameCode: "amb-lucky-naga", bet: "20.01" });
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({
      error: { code: "INSUFFICIENT_CREDIT", message: "The balance is below the bet" },
    });
    expect(await adapter.getBalance(member)).toBe("20.00");
  });

  it("answers 401 in the error envelope to an unknown or ended token, and moves no credit", async () => {
    const { token, adapter, member } = await launched("gclub_live", { gameCode: "gcl-vip-baccarat" });
    const calls = (key: string) => [
      state(key),
      round({ token: key, gameCode: "gcl-vip-baccarat", bet: "1.00", choice: "banker" }),
    ];
    for (const response of await Promise.all(calls("A".repeat(43)))) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: "UNAUTHENTICATED", message: "The game link is unknown or has ended" },
      });
    }
    t.clock.advance(LAUNCH_IDLE_MS);
    for (const response of await Promise.all(calls(token))) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe("UNAUTHENTICATED");
    }
    expect(await adapter.getBalance(member)).toBe("100.00");
  });

  it("takes rounds as JSON from this site only", async () => {
    const { token } = await launched("askmebet", { gameCode: "amb-lucky-naga" });
    const body = JSON.stringify({ token, gameCode: "amb-lucky-naga", bet: "1.00" });
    const asForm = await t.app.inject({
      method: "POST",
      url: "/sandbox/games/api/rounds",
      headers: { host: "localhost", "content-type": "text/plain" },
      payload: body,
    });
    expect(asForm.statusCode).toBe(403);
    const crossSite = await post(t.app, "/sandbox/games/api/rounds", body, {
      headers: { origin: "https://evil.example" },
    });
    expect(crossSite.json()).toMatchObject({ error: { code: "CSRF_REJECTED" } });
  });
});

describe("a game link's life", () => {
  it("ends LAUNCH_IDLE_MS after the last page or bet: playing keeps it open, reading the balance does not", async () => {
    const { path, token } = await launched("askmebet", { gameCode: "amb-lucky-naga" });
    t.clock.advance(LAUNCH_IDLE_MS - 1000);
    expect((await get(t.app, path)).statusCode).toBe(200);
    t.clock.advance(LAUNCH_IDLE_MS - 1000);
    expect((await round({ token, gameCode: "amb-lucky-naga", bet: "1.00" })).statusCode).toBe(200);
    t.clock.advance(LAUNCH_IDLE_MS - 1000);
    expect((await state(token)).statusCode).toBe(200);
    t.clock.advance(1000);
    expect((await state(token)).statusCode).toBe(401);
    expect((await get(t.app, path)).statusCode).toBe(401);
  });

  it("ends at once when the player's session goes, whatever removes it", async () => {
    const { path, token, session, adapter, member } = await launched("gclub", {
      gameCode: "gc-royal-baccarat",
    });
    expect((await get(t.app, path)).statusCode).toBe(200);
    await t.database.db.delete(sessions).where(eq(sessions.id, session.id));
    expect((await get(t.app, path)).statusCode).toBe(401);
    expect((await state(token)).statusCode).toBe(401);
    const bet = await round({ token, gameCode: "gc-royal-baccarat", bet: "10.00", choice: "banker" });
    expect(bet.statusCode).toBe(401);
    expect(await adapter.getBalance(member)).toBe("100.00");
  });

  it("never outlives the player's session however much it is played, and goes with it when swept", async () => {
    const player = await register(t.app);
    // Nothing touches the session from here: it ends SESSION_IDLE_MS after its start.
    t.clock.advance(SESSION_IDLE_MS - 10 * MINUTE);
    const { path, token, session } = await launched("askmebet", { gameCode: "amb-lucky-naga", player });
    t.clock.advance(9 * MINUTE);
    expect((await round({ token, gameCode: "amb-lucky-naga", bet: "1.00" })).statusCode).toBe(200);
    t.clock.advance(MINUTE);
    expect((await get(t.app, path)).statusCode).toBe(401);
    expect((await round({ token, gameCode: "amb-lucky-naga", bet: "1.00" })).statusCode).toBe(401);

    expect(await purgeExpiredSessions(t.database.db, t.clock.now())).toBeGreaterThan(0);
    const left = await t.database.db
      .select()
      .from(sandboxLaunches)
      .where(eq(sandboxLaunches.sessionId, session.id));
    expect(left).toEqual([]);
  });

  it("shows an ended or unknown link as a page in the player's language, not an error envelope", async () => {
    const { path, session } = await launched("askmebet", { gameCode: "amb-lucky-naga", language: "th" });
    await t.database.db.delete(sessions).where(eq(sessions.id, session.id));
    const ended = await get(t.app, path, { headers: { cookie: "kham_lng=vn" } });
    expect(ended.statusCode).toBe(401);
    expect(ended.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(ended.headers["cache-control"]).toBe("no-store");
    expect(ended.headers["content-security-policy"]).toContain("script-src 'self'");
    expect(ended.body).toContain('<html lang="vi">');
    expect(ended.body).toContain(`<h1>${gameWords.vn.ended}</h1>`);
    expect(ended.body).toContain(gameWords.vn.expired);
    expect(ended.body).toContain('<a class="back" href="/">← Quay lại trang trò chơi</a>');

    // Without the language cookie the page is in Lao; an unknown link looks the same as an ended one.
    const unknown = await get(t.app, `/sandbox/games/play/${"A".repeat(43)}`);
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(unknown.body).toContain('<html lang="lo">');
    expect(unknown.body).toContain(gameWords.lo.expired);
    expect(unknown.body).not.toContain("UNAUTHENTICATED");
  });
});

describe("in production", () => {
  it("the sandbox game server does not exist", async () => {
    const production = await buildTestApp({
      config: testConfig({ nodeEnv: "production", paymentWebhookSecret: "a-production-secret-123" }),
    });
    try {
      for (const response of [
        await get(production.app, `/sandbox/games/play/${"A".repeat(43)}`),
        await get(production.app, "/sandbox/games/assets/play.js"),
        await get(production.app, `/sandbox/games/api/state?token=${"A".repeat(43)}`),
        await post(production.app, "/sandbox/games/api/rounds", { token: "x", gameCode: "x", bet: "1.00" }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json().error.code).toBe("NOT_FOUND");
      }
    } finally {
      await production.close();
    }
  });
});
