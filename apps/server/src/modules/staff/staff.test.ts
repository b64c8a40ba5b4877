import diagnostics from "node:diagnostics_channel";
import type { StaffRole } from "@kham/contract";
import { type StaffPermission, staffPermissions, staffRoles, UNATTENDED_CALL_HEADER } from "@kham/contract";
import { sql } from "drizzle-orm";
import type { FastifyInstance, RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_PROXIES } from "../../config.ts";
import { auditLog } from "../../db/schema/staff.ts";
import { ADMIN_TOKEN, buildTestApp, get, post, register, type TestApp } from "../../test/helper.ts";
import { fundedPlayer, openWithdrawal } from "../withdrawals/test-support.ts";
import { purgeExpiredStaffSessions } from "./service.ts";
import {
  codeFor,
  createStaff,
  STAFF_PASSWORD,
  staffCookie,
  staffGet,
  staffLogin,
  staffSessionCount,
} from "./test-support.ts";

const routes: RouteOptions[] = [];
function collect(message: unknown) {
  (message as { fastify: FastifyInstance }).fastify.addHook("onRoute", (route) => void routes.push(route));
}

let t: TestApp;
const secrets = new Map<string, string>();
beforeAll(async () => {
  diagnostics.subscribe("fastify.initialization", collect);
  try {
    t = await buildTestApp();
  } finally {
    diagnostics.unsubscribe("fastify.initialization", collect);
  }
});
afterAll(() => t.close());

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe("the back-office login", () => {
  it("enrols TOTP at the first login, refuses a wrong code, then asks only for the code", async () => {
    const username = await createStaff(t, "finance");
    const login = await post(t.app, "/api/admin/v1/auth/login", { username, password: STAFF_PASSWORD });
    expect(login.statusCode).toBe(200);
    const answer = login.json().data;
    expect(answer).toMatchObject({ step: "enroll", secret: expect.stringMatching(/^[A-Z2-7]{16,}$/) });
    expect(answer.otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    const cookie = staffCookie(login);
    const setCookie = login.headers["set-cookie"] as string;
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Strict/i);

    // With the password alone the session reaches nothing.
    expect((await staffGet(t, cookie, "/api/admin/v1/agencies/demo/withdrawals")).statusCode).toBe(401);
    const wrong = await post(t.app, "/api/admin/v1/auth/totp", { code: "000000" }, { cookie });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe("INVALID_CREDENTIALS");
    expect((await staffGet(t, cookie, "/api/admin/v1/agencies/demo/withdrawals")).statusCode).toBe(401);

    const right = await post(
      t.app,
      "/api/admin/v1/auth/totp",
      { code: await codeFor(t, answer.secret) },
      { cookie },
    );
    expect(right.statusCode).toBe(200);
    expect(right.json().data.staff).toMatchObject({
      username,
      role: "finance",
      agency: "demo",
      twoFactor: true,
    });
    expect((await staffGet(t, cookie, "/api/admin/v1/agencies/demo/withdrawals")).statusCode).toBe(200);

    // The next login, with the next 30 seconds' code (a code is good once).
    t.clock.advance(30_000);
    const again = await post(t.app, "/api/admin/v1/auth/login", { username, password: STAFF_PASSWORD });
    expect(again.json().data).toEqual({ step: "verify" });
    const later = await post(
      t.app,
      "/api/admin/v1/auth/totp",
      { code: await codeFor(t, answer.secret) },
      { cookie: staffCookie(again) },
    );
    expect(later.statusCode).toBe(200);
  });

  it("refuses a wrong password or a disabled account with the same answer", async () => {
    const username = await createStaff(t, "support");
    const wrong = await post(t.app, "/api/admin/v1/auth/login", { username, password: "not the password" });
    expect(wrong.json().error.code).toBe("INVALID_CREDENTIALS");
    const cookie = await staffLogin(t, username, secrets);
    await post(t.app, `/api/admin/v1/agencies/demo/staff/${username}/disable`, {}, { headers: admin });
    expect((await staffGet(t, cookie, "/api/admin/v1/auth/me")).statusCode).toBe(401);
    const disabled = await post(t.app, "/api/admin/v1/auth/login", { username, password: STAFF_PASSWORD });
    expect(disabled.json().error.code).toBe("INVALID_CREDENTIALS");
  });

  it("idles out when the only calls are those the back office made by itself", async () => {
    const username = await createStaff(t, "owner");
    const cookie = await staffLogin(t, username, secrets);
    const unattended = () =>
      get(t.app, "/api/admin/v1/auth/me", { cookie, headers: { [UNATTENDED_CALL_HEADER]: "1" } });
    // Polls every 10 minutes are answered, and do not keep the session from its 30 idle minutes.
    for (let minutes = 10; minutes < 30; minutes += 10) {
      t.clock.advance(10 * 60_000);
      expect((await unattended()).statusCode, `${minutes} min`).toBe(200);
    }
    t.clock.advance(10 * 60_000 + 1);
    expect((await unattended()).statusCode).toBe(401);
  });

  it("ends a session after 30 idle minutes and 12 hours in all", async () => {
    const username = await createStaff(t, "owner");
    let cookie = await staffLogin(t, username, secrets);
    t.clock.advance(29 * 60_000);
    expect((await staffGet(t, cookie, "/api/admin/v1/auth/me")).statusCode).toBe(200);
    t.clock.advance(30 * 60_000 + 1);
    expect((await staffGet(t, cookie, "/api/admin/v1/auth/me")).statusCode).toBe(401);

    // Kept busy every 25 minutes, the session still ends 12 hours after the password.
    cookie = await staffLogin(t, username, secrets);
    for (let elapsed = 25; elapsed < 12 * 60; elapsed += 25) {
      t.clock.advance(25 * 60_000);
      expect((await staffGet(t, cookie, "/api/admin/v1/auth/me")).statusCode, `${elapsed} min`).toBe(200);
    }
    t.clock.advance(25 * 60_000);
    expect((await staffGet(t, cookie, "/api/admin/v1/auth/me")).statusCode).toBe(401);
  });

  it("leaves the sessions no one can resume to the hourly sweep, which keeps the live ones", async () => {
    const username = await createStaff(t, "owner");
    // A tab closed without logging out, then a session still in use.
    await staffLogin(t, username, secrets);
    t.clock.advance(20 * 60_000);
    const live = await staffLogin(t, username, secrets);
    t.clock.advance(15 * 60_000);
    const sessionsOf = () => staffSessionCount(t, username);
    expect(await sessionsOf()).toBe(2);
    expect(await purgeExpiredStaffSessions(t.database.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await sessionsOf()).toBe(1);
    expect((await staffGet(t, live, "/api/admin/v1/auth/me")).statusCode).toBe(200);

    // Kept busy, the live one still ends 12 hours after the password, and the sweep takes it then
    // (no request reads it after: the sweep is what deletes it).
    let elapsed = 15;
    for (; elapsed + 25 < 12 * 60; elapsed += 25) {
      t.clock.advance(25 * 60_000);
      expect((await staffGet(t, live, "/api/admin/v1/auth/me")).statusCode, `${elapsed} min`).toBe(200);
      await purgeExpiredStaffSessions(t.database.db, t.clock.now());
      expect(await sessionsOf(), `${elapsed} min`).toBe(1);
    }
    t.clock.advance((12 * 60 - elapsed) * 60_000);
    await purgeExpiredStaffSessions(t.database.db, t.clock.now());
    expect(await sessionsOf()).toBe(0);
  });

  it("is rate limited like the players' login", async () => {
    const limited = await buildTestApp({ config: { rateLimit: true } });
    try {
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 12; attempt += 1) {
        const response = await post(limited.app, "/api/admin/v1/auth/login", {
          username: "nobody",
          password: "x",
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
      expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    } finally {
      await limited.close();
    }
  });

  it("is the __Host- cookie over HTTPS behind a trusted proxy, read only by that name there", async () => {
    const proxied = await buildTestApp({ config: { trustProxy: PRIVATE_PROXIES } });
    try {
      const https = (cookie?: string) => ({
        host: "localhost",
        "x-forwarded-proto": "https",
        origin: "https://localhost",
        ...(cookie ? { cookie } : {}),
      });
      const username = await createStaff(proxied, "owner");
      const login = await post(
        proxied.app,
        "/api/admin/v1/auth/login",
        { username, password: STAFF_PASSWORD },
        { headers: https() },
      );
      expect(login.statusCode).toBe(200);
      const setCookie = String(login.headers["set-cookie"]);
      expect(setCookie).toMatch(/^__Host-kham_staff=/);
      expect(setCookie).toContain("Secure");
      expect(setCookie).toContain("Path=/");
      expect(setCookie).not.toContain("Domain=");
      const cookie = staffCookie(login);
      const token = cookie.slice(cookie.indexOf("=") + 1);

      // A plain-named cookie (one a sibling host could have set) is not the session over HTTPS.
      const code = await codeFor(proxied, login.json().data.secret);
      const plain = await post(
        proxied.app,
        "/api/admin/v1/auth/totp",
        { code },
        { headers: https(`kham_staff=${token}`) },
      );
      expect(plain.statusCode).toBe(401);
      const verified = await post(
        proxied.app,
        "/api/admin/v1/auth/totp",
        { code },
        { headers: https(cookie) },
      );
      expect(verified.statusCode).toBe(200);
      const me = await get(proxied.app, "/api/admin/v1/auth/me", { headers: https(cookie) });
      expect(me.statusCode).toBe(200);
      // Over plain HTTP the __Host- cookie is not read, and the plain one is.
      expect((await get(proxied.app, "/api/admin/v1/auth/me", { cookie })).statusCode).toBe(401);
      const overHttp = await get(proxied.app, "/api/admin/v1/auth/me", { cookie: `kham_staff=${token}` });
      expect(overHttp.statusCode).toBe(200);

      const logout = await post(proxied.app, "/api/admin/v1/auth/logout", {}, { headers: https(cookie) });
      expect(logout.statusCode).toBe(200);
      expect(String(logout.headers["set-cookie"])).toMatch(/^__Host-kham_staff=;/);
      expect((await get(proxied.app, "/api/admin/v1/auth/me", { headers: https(cookie) })).statusCode).toBe(
        401,
      );
    } finally {
      await proxied.close();
    }
  });

  it("is the plain cookie when a client that is not a trusted proxy claims HTTPS", async () => {
    const username = await createStaff(t, "owner");
    const login = await post(
      t.app,
      "/api/admin/v1/auth/login",
      { username, password: STAFF_PASSWORD },
      { headers: { "x-forwarded-proto": "https" } },
    );
    const setCookie = String(login.headers["set-cookie"]);
    expect(setCookie).toMatch(/^kham_staff=/);
    expect(setCookie).not.toContain("Secure");
  });

  it("never lets a player's session reach the staff API", async () => {
    const player = await register(t.app);
    const answer = await get(t.app, "/api/admin/v1/agencies/demo/withdrawals", { cookie: player.cookie });
    expect(answer.statusCode).toBe(401);
    const me = await get(t.app, "/api/admin/v1/auth/me", { cookie: player.cookie });
    expect(me.statusCode).toBe(401);
  });
});

describe("roles", () => {
  /** A URL of the route with placeholder parameters: the role check comes before anything is read. */
  function urlOf(route: RouteOptions): string {
    return route.url
      .replace(":agency", "demo")
      .replace(":username", "nobody")
      .replace(":code", "WNOSUCHORDER000000X")
      .replace(":currency", "LAK")
      .replace(":mid", "NOMID")
      .replace(":id", "00000000-0000-4000-8000-000000000000");
  }

  function allowed(role: StaffRole, permission: StaffPermission | "platform" | undefined) {
    if (permission === "platform") return false;
    if (role === "owner") return true;
    return permission !== undefined && (staffPermissions[permission] as readonly StaffRole[]).includes(role);
  }

  it("answer 403 FORBIDDEN to every call outside the role, and let every call inside it through", async () => {
    const guarded = routes.filter(
      (route) =>
        route.url.startsWith("/api/admin/v1/") &&
        !route.url.startsWith("/api/admin/v1/auth/") &&
        route.method !== "HEAD" &&
        // A live stream never answers: its role check is tested with the stream itself.
        !route.url.endsWith("/events"),
    );
    expect(guarded.length).toBeGreaterThan(20);
    const mismatches: string[] = [];
    for (const role of staffRoles) {
      const cookie = await staffLogin(t, await createStaff(t, role), secrets);
      for (const route of guarded) {
        const method = String(route.method);
        const url = urlOf(route);
        const response =
          method === "GET"
            ? await get(t.app, url, { cookie })
            : await t.app.inject({
                method: method as "POST" | "PUT",
                url,
                headers: { "content-type": "application/json", host: "localhost", cookie },
                payload: "{}",
              });
        const permission = (route.config as { permission?: StaffPermission | "platform" } | undefined)
          ?.permission;
        const refused = response.statusCode === 403;
        if (refused === allowed(role, permission)) {
          mismatches.push(`${role} ${method} ${route.url} → ${response.statusCode}`);
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it("keep an agency's staff to their agency; platform staff work on every agency", async () => {
    const own = await staffLogin(t, await createStaff(t, "owner"), secrets);
    expect((await staffGet(t, own, "/api/admin/v1/agencies/other/withdrawals")).statusCode).toBe(403);
    const platform = await staffLogin(t, await createStaff(t, "owner", { platform: true }), secrets);
    expect((await staffGet(t, platform, "/api/admin/v1/agencies/other/withdrawals")).statusCode).toBe(200);
    const me = (await staffGet(t, platform, "/api/admin/v1/auth/me")).json().data;
    expect(me.agencies.map((agency: { code: string }) => agency.code)).toEqual(
      expect.arrayContaining(["demo", "other"]),
    );
  });
});

describe("the audit log", () => {
  it("is declared by every state-changing staff call", () => {
    const changing = routes.filter(
      (route) =>
        route.url.startsWith("/api/admin/v1/") &&
        !route.url.startsWith("/api/admin/v1/auth/") &&
        ["POST", "PUT", "PATCH", "DELETE"].includes(String(route.method)),
    );
    const unaudited = changing
      .filter((route) => (route.config as { audit?: unknown } | undefined)?.audit === undefined)
      .map((route) => `${route.method} ${route.url}`);
    expect(unaudited).toEqual([]);
  });

  it("records who changed what, on what, before and after, when and from where", async () => {
    const finance = await createStaff(t, "finance");
    const cookie = await staffLogin(t, finance, secrets);
    const player = await fundedPlayer(t, 500);
    const order = await openWithdrawal(t, player.cookie, "200");
    await t.app.jobs.runDueJobs();
    const approved = await post(
      t.app,
      `/api/admin/v1/agencies/demo/withdrawals/${order.code}/approve`,
      {},
      { cookie },
    );
    expect(approved.statusCode).toBe(200);
    const ownerCookie = await staffLogin(t, await createStaff(t, "owner"), secrets);
    const page = (await staffGet(t, ownerCookie, "/api/admin/v1/agencies/demo/audit?pageSize=100")).json()
      .data;
    const entry = page.items.find(
      (item: { action: string; targetId: string }) => item.targetId === order.code,
    );
    expect(entry).toMatchObject({
      actor: finance,
      actorKind: "staff",
      action: "withdrawal.approve",
      targetType: "withdrawal",
      before: { status: "OPEN" },
      after: { status: "SUCCESS" },
      ip: expect.any(String),
      agency: "demo",
    });

    await post(t.app, `/api/admin/v1/agencies/demo/players/${player.username}/block`, {}, { headers: admin });
    const created = await post(
      t.app,
      "/api/admin/v1/agencies/demo/staff",
      { username: "audited.one", role: "support" },
      {
        headers: admin,
      },
    );
    expect(created.json().data.password).toMatch(/.{12,}/);
    const latest = (await staffGet(t, ownerCookie, "/api/admin/v1/agencies/demo/audit?pageSize=5")).json()
      .data.items;
    expect(latest[0]).toMatchObject({ actor: "admin-token", actorKind: "token", action: "staff.create" });
    expect(JSON.stringify(latest[0])).not.toContain(created.json().data.password);
    expect(latest[1]).toMatchObject({
      action: "player.block",
      targetId: player.username,
      after: { blocked: true },
    });
  });

  it("is filtered by who acted, by action or its prefix, and by time", async () => {
    const support = await createStaff(t, "support");
    const cookie = await staffLogin(t, support, secrets);
    const player = await register(t.app);
    const from = t.clock.now().toISOString();
    t.clock.advance(1000);
    for (const action of ["block", "unblock"]) {
      const changed = await post(
        t.app,
        `/api/admin/v1/agencies/demo/players/${player.username}/${action}`,
        {},
        { cookie },
      );
      expect(changed.statusCode).toBe(200);
    }
    const audit = (query: string) =>
      get(t.app, `/api/admin/v1/agencies/demo/audit${query}`, { headers: admin }).then((response) => {
        expect(response.statusCode, response.body).toBe(200);
        return response.json().data as { items: { action: string; actor: string }[]; total: number };
      });

    const mine = await audit(`?actor=${support.toUpperCase()}`);
    expect(mine.items.map((entry) => entry.action)).toEqual(["player.unblock", "player.block"]);
    expect(mine.total).toBe(2);
    expect((await audit(`?actor=${support}&action=player.block`)).items).toHaveLength(1);
    expect((await audit(`?actor=${support}&action=player.`)).total).toBe(2);
    expect((await audit(`?actor=${support}&to=${encodeURIComponent(from)}`)).total).toBe(0);
    expect((await audit(`?actor=${support}&from=${encodeURIComponent(from)}`)).total).toBe(2);
    const wildcard = await get(t.app, "/api/admin/v1/agencies/demo/audit?action=%25", { headers: admin });
    expect(wildcard.statusCode).toBe(400);
  });

  it("cannot be changed or removed, even in the database", async () => {
    const failed = await t.database.db.execute(sql`update ${auditLog} set actor_name = 'someone'`).then(
      () => "changed",
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );
    expect(failed).toContain("append-only");
    const removed = await t.database.db.execute(sql`delete from ${auditLog}`).then(
      () => "removed",
      (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
    );
    expect(removed).toContain("append-only");
  });
});
