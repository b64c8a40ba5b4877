import type { Language, Provider } from "@kham/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, get, post, type TestApp, testConfig } from "../../../test/helper.ts";
import { LAUNCH_TTL_MS } from "./launches.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const RETURN_URL = "http://localhost/player/game/askmebet?tab=Slot&from=sandbox";
let members = 0;

/** A member with credit at the provider and a launched game: the page's path and its token. */
async function launched(
  provider: Provider,
  options: { gameCode?: string; credit?: string; language?: Language; returnUrl?: string } = {},
) {
  members += 1;
  const member = `page_${members}`;
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
  });
  const path = new URL(url).pathname;
  return { member, adapter, path, token: path.split("/").pop() ?? "" };
}

const round = (body: Record<string, unknown>) => post(t.app, "/sandbox/games/api/rounds", body);

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
    expect(page.body).toContain('<strong id="balance">100.00</strong>');
    expect(page.body).toContain("ยอดเงิน");
    expect(page.body.match(/class="reel"/g)).toHaveLength(3);
    expect(page.body).toContain('<script src="/sandbox/games/assets/play.js" defer></script>');
    // The CSP allows no inline script: every script tag loads a file.
    expect(page.body.match(/<script(?![^>]*\ssrc=)[^>]*>/g)).toBeNull();
    expect(page.body).toContain(
      'href="http://localhost/player/game/askmebet?tab=Slot&amp;from=sandbox" rel="noreferrer">← กลับไปที่ localhost</a>',
    );
  });

  it("shows a two-sided table with its bets and their pays, in Lao by default", async () => {
    const { path } = await launched("askmebet", { gameCode: "amb-rooster-arena" });
    const page = await get(t.app, path);
    expect(page.body).toContain('<html lang="lo">');
    expect(page.body).toContain('data-choice="red">ແດງ<small>×1.95</small>');
    expect(page.body).toContain('data-choice="tie">ສະເໝີ<small>×8</small>');
    expect(page.body).toContain('data-choice="blue">ຟ້າ<small>×1.95</small>');
    expect(page.body).toContain("ກັບໄປ localhost");
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

    const state = await get(t.app, `/sandbox/games/api/state?token=${token}`);
    expect(state.statusCode).toBe(200);
    expect(state.json()).toEqual({ data: { balance: expected, rounds: [data.round] } });
    const page = await get(t.app, path);
    expect(page.body).toContain(`<strong id="balance">${expected}</strong>`);
    expect(page.body).toContain(`10.00 → <b>${data.round.win}</b>`);
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

  it("answers 401 in the error envelope to an unknown or expired token", async () => {
    const { token, path, adapter, member } = await launched("gclub_live", { gameCode: "gcl-vip-baccarat" });
    const unknown = "A".repeat(43);
    const calls = (key: string) => [
      get(t.app, `/sandbox/games/play/${key}`),
      get(t.app, `/sandbox/games/api/state?token=${key}`),
      round({ token: key, gameCode: "gcl-vip-baccarat", bet: "1.00", choice: "banker" }),
    ];
    for (const response of await Promise.all(calls(unknown))) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: "UNAUTHENTICATED", message: "The game link is unknown or has expired" },
      });
    }
    expect((await get(t.app, path)).statusCode).toBe(200);
    t.clock.advance(LAUNCH_TTL_MS);
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
