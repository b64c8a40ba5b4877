import type { StaffRole } from "@kham/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, buildTestApp, get, type TestApp } from "../../test/helper.ts";
import {
  codeFor,
  createStaff,
  STAFF_PASSWORD,
  staffCookie,
  staffGet,
  staffLogin,
  wrongCodeFor,
} from "./test-support.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const STEP_MS = 30_000;

function call(t: TestApp, url: string, body: unknown, options: { cookie?: string; ip?: string } = {}) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress: options.ip ?? "127.0.0.1",
    headers: {
      host: "localhost",
      "content-type": "application/json",
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    payload: JSON.stringify(body),
  });
}

/** The password step alone: a session that can only finish the login. */
async function passwordStep(t: TestApp, username: string, ip?: string) {
  const response = await call(t, "/api/admin/v1/auth/login", { username, password: STAFF_PASSWORD }, { ip });
  expect(response.statusCode, response.body).toBe(200);
  return { cookie: staffCookie(response), answer: response.json().data as { step: string; secret?: string } };
}

function giveCode(t: TestApp, cookie: string, code: string, ip?: string) {
  return call(t, "/api/admin/v1/auth/totp", { code }, { cookie, ip });
}

async function signedIn(t: TestApp, cookie: string): Promise<boolean> {
  return (await staffGet(t, cookie, "/api/admin/v1/auth/me")).statusCode === 200;
}

/** A staff member who has enrolled (with a code of an earlier step); answers the name and the secret. */
async function enrolled(t: TestApp, role: StaffRole = "finance", options: { platform?: boolean } = {}) {
  const username = await createStaff(t, role, options);
  const { cookie, answer } = await passwordStep(t, username);
  const secret = answer.secret!;
  expect((await giveCode(t, cookie, await codeFor(t, secret))).statusCode).toBe(200);
  t.clock.advance(STEP_MS);
  return { username, secret };
}

describe("wrong second-factor codes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { rateLimit: true } });
  });
  afterAll(() => t.close());

  it("are counted per staff member, not per session: the fifth ends its session and the account backs off", async () => {
    const { username, secret } = await enrolled(t);
    // Three password logins once gave five guesses each.
    const [a, b, c] = [
      await passwordStep(t, username),
      await passwordStep(t, username),
      await passwordStep(t, username),
    ];
    const wrong = await wrongCodeFor(t, secret);
    for (const session of [a, b, c, a]) {
      const answer = await giveCode(t, session!.cookie, wrong);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().error.code).toBe("INVALID_CREDENTIALS");
    }
    const fifth = await giveCode(t, b!.cookie, wrong);
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().error.code).toBe("RATE_LIMITED");
    expect(fifth.headers["retry-after"]).toBe("1");
    // The session that failed ends: the browser is told to forget it, and the server has.
    const cleared = fifth.cookies.find((cookie) => cookie.name === "kham_staff");
    expect(cleared?.value).toBe("");
    const ended = await giveCode(t, b!.cookie, await codeFor(t, secret));
    expect(ended.statusCode).toBe(401);

    // While the account backs off, even the right code is not looked at, on any session.
    const waiting = await giveCode(t, c!.cookie, await codeFor(t, secret));
    expect(waiting.statusCode).toBe(429);
    expect(await signedIn(t, c!.cookie)).toBe(false);

    // Each wrong code after the wait ends its session too, and the next wait is twice as long.
    t.clock.advance(1000);
    const sixth = await giveCode(t, c!.cookie, wrong);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers["retry-after"]).toBe("2");
    expect((await giveCode(t, c!.cookie, await codeFor(t, secret))).statusCode).toBe(401);

    // The staff member, with the password again and the right code after the wait, is let in.
    t.clock.advance(2000);
    const owner = await passwordStep(t, username);
    expect((await giveCode(t, owner.cookie, await codeFor(t, secret))).statusCode).toBe(200);
    expect(await signedIn(t, owner.cookie)).toBe(true);
  });

  it("leave another staff member's codes alone", async () => {
    const locked = await enrolled(t);
    const other = await enrolled(t);
    const session = await passwordStep(t, locked.username);
    const wrong = await wrongCodeFor(t, locked.secret);
    for (let guess = 0; guess < 5; guess++) await giveCode(t, session.cookie, wrong);
    const elsewhere = await passwordStep(t, other.username);
    expect((await giveCode(t, elsewhere.cookie, await codeFor(t, other.secret))).statusCode).toBe(200);
  });

  it("tell the agency's owners who was locked out, when and from where: audit log and dashboard notice", async () => {
    const { username, secret } = await enrolled(t, "finance");
    const ownerCookie = await staffLogin(t, await createStaff(t, "owner"), new Map());
    const session = await passwordStep(t, username, "203.0.113.7");
    const wrong = await wrongCodeFor(t, secret);
    for (let guess = 0; guess < 5; guess++) await giveCode(t, session.cookie, wrong, "203.0.113.7");
    const lockedAt = t.clock.now().toISOString();

    const notice = await staffGet(t, ownerCookie, "/api/admin/v1/agencies/demo/staff/lockouts");
    expect(notice.statusCode, notice.body).toBe(200);
    expect(notice.json().data).toContainEqual({
      username,
      agency: "demo",
      ip: "203.0.113.7",
      at: lockedAt,
    });
    const audit = await get(
      t.app,
      `/api/admin/v1/agencies/demo/audit?actor=${username}&action=staff.second-factor-lockout`,
      { headers: admin },
    );
    expect(audit.json().data.items).toEqual([
      expect.objectContaining({
        actor: username,
        actorKind: "staff",
        action: "staff.second-factor-lockout",
        targetType: "staff",
        targetId: username,
        ip: "203.0.113.7",
        at: lockedAt,
        agency: "demo",
      }),
    ]);

    // Only owners are told, and only of their own agency's staff.
    const finance = await staffLogin(t, await createStaff(t, "finance"), new Map());
    expect((await staffGet(t, finance, "/api/admin/v1/agencies/demo/staff/lockouts")).statusCode).toBe(403);
    const otherOwner = await staffLogin(t, await createStaff(t, "owner", { agency: "other" }), new Map());
    const elsewhere = await staffGet(t, otherOwner, "/api/admin/v1/agencies/other/staff/lockouts");
    expect(elsewhere.json().data.map((lockout: { username: string }) => lockout.username)).not.toContain(
      username,
    );

    // The notice shows the last seven days.
    t.clock.advance(7 * 24 * 60 * 60_000 + 1);
    const later = await staffLogin(t, await createStaff(t, "owner"), new Map());
    const old = await staffGet(t, later, "/api/admin/v1/agencies/demo/staff/lockouts");
    expect(old.json().data.map((lockout: { username: string }) => lockout.username)).not.toContain(username);
  });

  it("of platform staff are told to the platform's owners, on every agency's notice, not to an agency's", async () => {
    const { username, secret } = await enrolled(t, "finance", { platform: true });
    const session = await passwordStep(t, username);
    const wrong = await wrongCodeFor(t, secret);
    for (let guess = 0; guess < 5; guess++) await giveCode(t, session.cookie, wrong);

    const platformOwner = await staffLogin(t, await createStaff(t, "owner", { platform: true }), new Map());
    for (const agency of ["demo", "other"]) {
      const notice = await staffGet(t, platformOwner, `/api/admin/v1/agencies/${agency}/staff/lockouts`);
      expect(notice.json().data).toContainEqual(expect.objectContaining({ username, agency: null }));
    }
    const agencyOwner = await staffLogin(t, await createStaff(t, "owner"), new Map());
    const notice = await staffGet(t, agencyOwner, "/api/admin/v1/agencies/demo/staff/lockouts");
    expect(notice.json().data.map((lockout: { username: string }) => lockout.username)).not.toContain(
      username,
    );
  });
});
