import { providers } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { players, sessions } from "../../db/schema/players.ts";
import {
  buildTestApp,
  get,
  login,
  PASSWORD,
  post,
  register,
  registerBodyFor,
  sessionCookie,
  type TestApp,
  uniqueUsername,
} from "../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const registerUrl = "/api/v2/players/register";
const fingerprintHeader = { "x-fingerprint": "fp-test-device" };

describe("POST /api/v2/players/username/validate", () => {
  it("answers available for a free name and not for a taken one", async () => {
    const { username } = await register(t.app);
    const taken = await post(t.app, "/api/v2/players/username/validate", { username });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toEqual({ data: { available: false } });
    const free = await post(t.app, "/api/v2/players/username/validate", { username: uniqueUsername("free") });
    expect(free.json()).toEqual({ data: { available: true } });
  });

  it("refuses a badly formed name with the field's message key", async () => {
    const response = await post(t.app, "/api/v2/players/username/validate", { username: "Bad Name!" });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: "VALIDATION_ERROR",
      fields: { username: "validation.username_pattern" },
    });
  });
});

describe("POST /api/v2/players/register", () => {
  it("creates the player, logs them in and answers 201 without secrets", async () => {
    const username = uniqueUsername("reg");
    const response = await post(
      t.app,
      registerUrl,
      { ...registerBodyFor(username), displayName: "Noy" },
      { headers: fingerprintHeader },
    );
    expect(response.statusCode).toBe(201);
    const { player } = response.json().data;
    expect(player).toEqual({ id: expect.any(String), username, displayName: "Noy" });
    expect(response.body).not.toContain("argon2");

    const cookie = sessionCookie(response);
    const setCookie = String(response.headers["set-cookie"]);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    const me = await get(t.app, "/api/v2/players/me", { cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({ data: { player } });

    const [row] = await t.database.db.select().from(players).where(eq(players.id, player.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.registerFingerprint).toBe("fp-test-device");
  });

  it("defaults the display name to the username", async () => {
    const { player, username } = await register(t.app);
    expect(player.displayName).toBe(username);
  });

  it("creates a member at each of the four providers", async () => {
    const { cookie, username } = await register(t.app);
    const info = await get(t.app, "/api/v2/players/info", { cookie });
    expect(info.json().data.credential).toEqual({
      username,
      providers: providers.map((provider) => ({ provider, username: `demo_${username}` })),
    });
  });

  it("answers 409 USERNAME_TAKEN for an existing name", async () => {
    const { username } = await register(t.app);
    const response = await post(t.app, registerUrl, registerBodyFor(username), {
      headers: fingerprintHeader,
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe("USERNAME_TAKEN");
  });

  it("refuses mismatched passwords on the confirm field", async () => {
    const body = { ...registerBodyFor(uniqueUsername()), confirmPassword: "something else" };
    const response = await post(t.app, registerUrl, body, { headers: fingerprintHeader });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      confirmPassword: "password.validation.password_not_match",
    });
  });

  it("refuses a short password, a short username and a missing fingerprint header", async () => {
    const short = await post(
      t.app,
      registerUrl,
      { username: "ab", password: "short", confirmPassword: "short", fingerprint: "x" },
      { headers: fingerprintHeader },
    );
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields).toMatchObject({
      username: "validation.username_min",
      password: "password.validation.password_must_greater_than",
    });

    const username = uniqueUsername();
    const noHeader = await post(t.app, registerUrl, registerBodyFor(username));
    expect(noHeader.statusCode).toBe(400);
    expect(noHeader.json().error.code).toBe("VALIDATION_ERROR");
    expect(Object.keys(noHeader.json().error.fields)).toEqual(["x-fingerprint"]);

    const mismatch = await post(t.app, registerUrl, registerBodyFor(username), {
      headers: { "x-fingerprint": "another-device" },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().error.fields).toEqual({ fingerprint: "validation.fingerprint_mismatch" });

    const check = await post(t.app, "/api/v2/players/username/validate", { username });
    expect(check.json().data.available).toBe(true);
  });
});

describe("POST /api/v2/players/login", () => {
  it("logs in with the right password and sets a new session cookie", async () => {
    const { username, player } = await register(t.app);
    const { cookie, response } = await login(t.app, username);
    expect(response.json()).toEqual({ data: { player } });
    const me = await get(t.app, "/api/v2/players/me", { cookie });
    expect(me.json().data.player.id).toBe(player.id);
  });

  it("gives a new token at every login, and the earlier session stays valid", async () => {
    const { username, cookie: first } = await register(t.app);
    const { cookie: second } = await login(t.app, username);
    expect(second).not.toBe(first);
    expect((await get(t.app, "/api/v2/players/me", { cookie: first })).statusCode).toBe(200);
    expect((await get(t.app, "/api/v2/players/me", { cookie: second })).statusCode).toBe(200);
  });

  it("answers 400 INVALID_CREDENTIALS for a wrong password or an unknown user, without a cookie", async () => {
    const { username } = await register(t.app);
    for (const body of [
      { username, password: "wrong password" },
      { username: uniqueUsername("ghost"), password: PASSWORD },
    ]) {
      const response = await post(t.app, "/api/v2/players/login", body);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        error: { code: "INVALID_CREDENTIALS", message: expect.any(String) },
      });
      expect(response.headers["set-cookie"]).toBeUndefined();
    }
  });

  it("refuses an empty username", async () => {
    const response = await post(t.app, "/api/v2/players/login", { username: "", password: PASSWORD });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ username: "validation.required" });
  });
});

describe("GET /api/v2/players/me and /info", () => {
  it("answers 401 UNAUTHENTICATED to a visitor, SESSION_ENDED to a cookie that resumes no session", async () => {
    for (const [cookie, code] of [
      [undefined, "UNAUTHENTICATED"],
      ["kham_session=not-a-real-token", "SESSION_ENDED"],
    ] as const) {
      for (const url of ["/api/v2/players/me", "/api/v2/players/info"]) {
        const response = await get(t.app, url, { cookie });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe(code);
      }
    }
  });

  it("says a session ended once: the answer clears the cookie, so the browser's next call is a visitor's", async () => {
    const { cookie } = await register(t.app);
    await post(t.app, "/api/v2/players/logout", {}, { cookie });
    const ended = await get(t.app, "/api/v2/players/info", { cookie });
    expect(ended.json().error.code).toBe("SESSION_ENDED");
    const cleared = ended.cookies.find((candidate) => candidate.name === "kham_session");
    expect(cleared?.value).toBe("");
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
  });

  it("leaves the cookie to a call the app reads when an event stream finds the session ended", async () => {
    const { cookie } = await register(t.app);
    await post(t.app, "/api/v2/players/logout", {}, { cookie });
    // EventSource reads no answer but a stream: the app would never hear this one's code.
    const stream = await get(t.app, "/api/v2/players/events", {
      cookie,
      headers: { accept: "text/event-stream" },
    });
    expect(stream.statusCode).toBe(401);
    expect(stream.cookies.find((candidate) => candidate.name === "kham_session")).toBeUndefined();
    const call = await get(t.app, "/api/v2/players/credits", { cookie });
    expect(call.json().error.code).toBe("SESSION_ENDED");
    expect(call.cookies.find((candidate) => candidate.name === "kham_session")?.value).toBe("");
  });

  it("leaves the cookie to a player's call when a public call carries an ended session", async () => {
    const { cookie } = await register(t.app);
    await post(t.app, "/api/v2/players/logout", {}, { cookie });
    const banks = await get(t.app, "/api/v2/banks", { cookie });
    expect(banks.statusCode).toBe(200);
    expect(banks.cookies.find((candidate) => candidate.name === "kham_session")).toBeUndefined();
    const info = await get(t.app, "/api/v2/players/info", { cookie });
    expect(info.json().error.code).toBe("SESSION_ENDED");
    expect(info.cookies.find((candidate) => candidate.name === "kham_session")?.value).toBe("");
  });

  it("answers the player, credential and no bank accounts", async () => {
    const { cookie, player } = await register(t.app);
    const response = await get(t.app, "/api/v2/players/info", { cookie });
    expect(response.statusCode).toBe(200);
    const info = response.json().data;
    expect(info.player).toEqual(player);
    expect(info.bankAccounts).toEqual([]);
    expect(JSON.stringify(info)).not.toMatch(/password|hash/i);
  });
});

describe("POST /api/v2/players/logout", () => {
  it("deletes the session server-side and clears the cookie", async () => {
    const { cookie, player } = await register(t.app);
    const response = await post(t.app, "/api/v2/players/logout", {}, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });
    expect(String(response.headers["set-cookie"])).toMatch(/kham_session=;.*Expires=Thu, 01 Jan 1970/);
    expect((await get(t.app, "/api/v2/players/me", { cookie })).statusCode).toBe(401);
    const left = await t.database.db.select().from(sessions).where(eq(sessions.playerId, player.id));
    expect(left).toEqual([]);
  });

  it("is harmless for a visitor", async () => {
    const response = await post(t.app, "/api/v2/players/logout", {});
    expect(response.statusCode).toBe(200);
  });
});

describe("POST /api/v2/players/security/password/change", () => {
  const url = "/api/v2/players/security/password/change";
  const change = (currentPassword: string, newPassword: string) => ({
    currentPassword,
    newPassword,
    confirmNewPassword: newPassword,
  });

  it("changes the password, ends the other sessions and rotates the current one", async () => {
    const { username, cookie: current } = await register(t.app);
    const { cookie: other } = await login(t.app, username);
    const response = await post(t.app, url, change(PASSWORD, "a brand new secret"), { cookie: current });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: {} });
    const rotated = sessionCookie(response);
    expect(rotated).not.toBe(current);

    for (const ended of [other, current]) {
      const refused = await get(t.app, "/api/v2/players/me", { cookie: ended });
      expect(refused.statusCode).toBe(401);
      expect(refused.json().error.code).toBe("SESSION_ENDED");
    }
    expect((await get(t.app, "/api/v2/players/me", { cookie: rotated })).statusCode).toBe(200);

    const old = await post(t.app, "/api/v2/players/login", { username, password: PASSWORD });
    expect(old.json().error.code).toBe("INVALID_CREDENTIALS");
    await login(t.app, username, "a brand new secret");
  });

  it("answers 400 PASSWORD_INCORRECT for a wrong current password and changes nothing", async () => {
    const { username, cookie } = await register(t.app);
    const response = await post(t.app, url, change("not my password", "a brand new secret"), { cookie });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("PASSWORD_INCORRECT");
    expect((await get(t.app, "/api/v2/players/me", { cookie })).statusCode).toBe(200);
    await login(t.app, username, PASSWORD);
  });

  it("validates the change-password form: 8+ characters, the confirmation matching", async () => {
    const { cookie } = await register(t.app);
    const response = await post(
      t.app,
      url,
      { currentPassword: "short", newPassword: "long enough", confirmNewPassword: "different!" },
      { cookie },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      currentPassword: "password.validation.password_must_greater_than",
    });
    const mismatch = await post(
      t.app,
      url,
      { currentPassword: PASSWORD, newPassword: "long enough", confirmNewPassword: "different!" },
      { cookie },
    );
    expect(mismatch.json().error.fields).toEqual({
      confirmNewPassword: "password.validation.password_not_match",
    });
  });

  it("answers 401 to a visitor, or to a session that ended, before looking at the body", async () => {
    const response = await post(t.app, url, { nonsense: true });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.code).toBe("UNAUTHENTICATED");
    const { cookie } = await register(t.app);
    await post(t.app, "/api/v2/players/logout", {}, { cookie });
    const ended = await post(t.app, url, { nonsense: true }, { cookie });
    expect(ended.statusCode).toBe(401);
    expect(ended.json().error.code).toBe("SESSION_ENDED");
  });
});

describe("login forgiveness", () => {
  it("accepts the username with a capital first letter and spaces a phone keyboard adds", async () => {
    const { username, player } = await register(t.app);
    const typed = ` ${username[0]!.toUpperCase()}${username.slice(1)} `;
    const response = await post(t.app, "/api/v2/players/login", { username: typed, password: PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.player.id).toBe(player.id);
  });
});
