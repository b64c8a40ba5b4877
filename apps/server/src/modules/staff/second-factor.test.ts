import type { StaffRole } from "@kham/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { LoginBackoff } from "../../plugins/login-backoff.ts";
import { ADMIN_TOKEN, buildTestApp, get, type TestApp } from "../../test/helper.ts";
import { appContext } from "../context.ts";
import { resumeStaffSession, verifyStaffCode } from "./service.ts";
import {
  codeAt,
  codeFor,
  createStaff,
  STAFF_PASSWORD,
  staffCookie,
  staffGet,
  staffLogin,
  stepOf,
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

/**
 * Checks one code for each session at once, each check held at the back-off until every one has got
 * there (so each has read the staff member before any takes the code); answers the refusals' codes.
 */
async function checkedTogether(t: TestApp, sessions: { cookie: string }[], code: string) {
  const resumed = await Promise.all(
    sessions.map(({ cookie }) =>
      resumeStaffSession(t.database.db, cookie.slice(cookie.indexOf("=") + 1), t.clock.now()),
    ),
  );
  let arrived = 0;
  let release = () => {};
  const everyoneThere = new Promise<void>((resolve) => {
    release = resolve;
  });
  const barrier: LoginBackoff = {
    async admit() {
      arrived += 1;
      if (arrived === sessions.length) release();
      await everyoneThere;
      return { admitted: true, blockedUntil: 0 };
    },
    async refund() {},
  };
  const context = appContext(t.app);
  const outcomes = await Promise.allSettled(
    resumed.map((session) => verifyStaffCode(context, session!, { code, backoff: barrier, ip: "127.0.0.1" })),
  );
  return outcomes.flatMap((outcome) =>
    outcome.status === "rejected" ? [(outcome.reason as { code: string }).code] : [],
  );
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

describe("a second-factor code", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it("completes one login only, the enrolment's first code too; the next step's code completes the next", async () => {
    const username = await createStaff(t, "finance");
    const first = await passwordStep(t, username);
    const secret = first.answer.secret!;
    const code = await codeFor(t, secret);
    expect((await giveCode(t, first.cookie, code)).statusCode).toBe(200);

    // The same code, within its 30 seconds, on two more password logins: refused, saying why.
    for (let attempt = 0; attempt < 2; attempt++) {
      const again = await passwordStep(t, username);
      expect(again.answer.step).toBe("verify");
      const reused = await giveCode(t, again.cookie, code);
      expect(reused.statusCode).toBe(400);
      expect(reused.json().error.code).toBe("TOTP_CODE_USED");
      expect(await signedIn(t, again.cookie)).toBe(false);
    }

    t.clock.advance(STEP_MS);
    const later = await passwordStep(t, username);
    expect((await giveCode(t, later.cookie, await codeFor(t, secret))).statusCode).toBe(200);
    expect(await signedIn(t, later.cookie)).toBe(true);
  });

  it("of a step next to the server's still passes, but none at or before the last accepted one", async () => {
    const { username, secret } = await enrolled(t);
    // Two steps after the enrolment's: the previous step's code was never given.
    t.clock.advance(STEP_MS);
    const now = stepOf(t);
    // A phone a little behind: the previous step's code passes.
    const behind = await passwordStep(t, username);
    expect((await giveCode(t, behind.cookie, await codeAt(secret, now - 1))).statusCode).toBe(200);
    // A phone a little ahead: the next step's code passes, and then this step's is too old.
    const ahead = await passwordStep(t, username);
    expect((await giveCode(t, ahead.cookie, await codeAt(secret, now + 1))).statusCode).toBe(200);
    const older = await passwordStep(t, username);
    const refused = await giveCode(t, older.cookie, await codeAt(secret, now));
    expect(refused.json().error.code).toBe("TOTP_CODE_USED");

    t.clock.advance(2 * STEP_MS);
    const next = await passwordStep(t, username);
    expect((await giveCode(t, next.cookie, await codeFor(t, secret))).statusCode).toBe(200);
  });

  it("given by two logins at the same moment lets exactly one through", async () => {
    const { username, secret } = await enrolled(t);
    const sessions = [await passwordStep(t, username), await passwordStep(t, username)];
    const code = await codeFor(t, secret);
    const answers = await Promise.all(sessions.map((session) => giveCode(t, session.cookie, code)));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400]);
    const loser = answers.findIndex((answer) => answer.statusCode === 400);
    expect(answers[loser]!.json().error.code).toBe("TOTP_CODE_USED");
    expect(await signedIn(t, sessions[loser]!.cookie)).toBe(false);
    expect(await signedIn(t, sessions[1 - loser]!.cookie)).toBe(true);
  });

  it("given by two logins that both read the staff member before either took it lets exactly one through", async () => {
    const { username, secret } = await enrolled(t);
    const sessions = [await passwordStep(t, username), await passwordStep(t, username)];
    expect(await checkedTogether(t, sessions, await codeFor(t, secret))).toEqual(["TOTP_CODE_USED"]);
  });

  it("confirming an enrolment, given by two logins that both read it first, lets exactly one through", async () => {
    const username = await createStaff(t, "finance");
    // Each password login shows a fresh secret until one is confirmed: both sessions check the last.
    const sessions = [await passwordStep(t, username), await passwordStep(t, username)];
    const code = await codeFor(t, sessions[1]!.answer.secret!);
    expect(await checkedTogether(t, sessions, code)).toEqual(["TOTP_CODE_USED"]);
  });

  it("of a new secret passes after a second-factor reset, even within the step of the last login", async () => {
    const username = await createStaff(t, "finance");
    await staffLogin(t, username, new Map());
    const byOwner = await t.app.inject({
      method: "POST",
      url: `/api/admin/v1/agencies/demo/staff/${username}/reset-2fa`,
      headers: { host: "localhost", "content-type": "application/json", ...admin },
      payload: "{}",
    });
    expect(byOwner.statusCode).toBe(200);
    const again = await passwordStep(t, username);
    expect(again.answer.step).toBe("enroll");
    expect((await giveCode(t, again.cookie, await codeFor(t, again.answer.secret!))).statusCode).toBe(200);
  });
});

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
