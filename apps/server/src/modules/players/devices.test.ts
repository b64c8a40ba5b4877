import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { PRIVATE_PROXIES } from "../../config.ts";
import { loginDevices } from "../../db/schema/players.ts";
import { driverOf } from "../../test/database.ts";
import {
  buildTestApp,
  deviceCookie,
  PASSWORD,
  post,
  register,
  sessionCookie,
  type TestApp,
} from "../../test/helper.ts";
import { DEVICES_PER_PLAYER_MAX } from "./devices.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const YEAR_SECONDS = 365 * 24 * 60 * 60;

function deviceSetCookie(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  const all = Array.isArray(header) ? header : [String(header)];
  const found = all.find((cookie) => /^(__Host-)?kham_device=/.test(cookie));
  if (found === undefined) throw new Error(`no device cookie in ${all.join(" | ")}`);
  return found;
}

const tokenOf = (cookie: string) => cookie.slice(cookie.indexOf("=") + 1);
const sha256 = (text: string) => createHash("sha256").update(text).digest("hex");

function loginWith(username: string, cookie?: string, password = PASSWORD) {
  return post(t.app, "/api/v2/players/login", { username, password }, { cookie });
}

async function devicesOf(playerId: string) {
  return t.database.db.select().from(loginDevices).where(eq(loginDevices.playerId, playerId));
}

describe("the known-device cookie", () => {
  it("is set on registration: HttpOnly, SameSite=Lax, a year, with only its SHA-256 stored", async () => {
    const { response, player } = await register(t.app);
    const setCookie = deviceSetCookie(response);
    expect(setCookie).toMatch(/^kham_device=[A-Za-z0-9_-]{43};/);
    expect(setCookie).toContain("HttpOnly");
    expect(setCookie).toContain("SameSite=Lax");
    expect(setCookie).toContain("Path=/");
    expect(setCookie).toContain(`Max-Age=${YEAR_SECONDS}`);
    const token = tokenOf(deviceCookie(response));
    expect(await devicesOf(player.id)).toEqual([
      expect.objectContaining({ playerId: player.id, tokenHash: sha256(token) }),
    ]);
  });

  it("is kept by a login on the same device and new on another player's or a new device", async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const ownDevice = deviceCookie(owner.response);

    t.clock.advance(60_000);
    const again = await loginWith(owner.username, ownDevice);
    expect(again.statusCode).toBe(200);
    expect(deviceCookie(again)).toBe(ownDevice);
    const [row] = await devicesOf(owner.player.id);
    expect(row?.lastSeenAt).toEqual(t.clock.now());

    const onOthers = await loginWith(owner.username, deviceCookie(other.response));
    expect(deviceCookie(onOthers)).not.toBe(deviceCookie(other.response));
    const fresh = await loginWith(owner.username);
    expect(new Set([ownDevice, deviceCookie(onOthers), deviceCookie(fresh)]).size).toBe(3);
    expect(await devicesOf(owner.player.id)).toHaveLength(3);
    expect(await devicesOf(other.player.id)).toHaveLength(1);
  });

  it("is looked up once by a login on it, not again when the login remembers it", async () => {
    const owner = await register(t.app);
    const client = driverOf(t.database);
    const queries = vi.spyOn(client, "query");
    try {
      const again = await loginWith(owner.username, deviceCookie(owner.response));
      expect(again.statusCode).toBe(200);
      const lookups = queries.mock.calls
        .map(([query]) => (typeof query === "string" ? query : String((query as { text?: unknown }).text)))
        .filter((text) => /^select .* from "login_devices"/is.test(text.trim()));
      expect(lookups).toHaveLength(1);
    } finally {
      queries.mockRestore();
    }
  });

  it("is not set by a failed login", async () => {
    const { username } = await register(t.app);
    const failed = await loginWith(username, undefined, "wrong password");
    expect(failed.statusCode).toBe(400);
    expect(failed.headers["set-cookie"]).toBeUndefined();
  });

  it("is forgotten after a year unseen, and the expired rows go", async () => {
    const { username, player, response } = await register(t.app);
    t.clock.advance(YEAR_SECONDS * 1000 + 1);
    const later = await loginWith(username, deviceCookie(response));
    expect(deviceCookie(later)).not.toBe(deviceCookie(response));
    expect((await devicesOf(player.id)).map((device) => device.tokenHash)).toEqual([
      sha256(tokenOf(deviceCookie(later))),
    ]);
  });

  it("is kept for the newest devices only, so logins without the cookie cannot grow a player's rows", async () => {
    const { username, player, response } = await register(t.app);
    const first = deviceCookie(response);
    // The first device stays in use; every other login comes from a browser that dropped its cookie.
    let newest = "";
    for (let login = 0; login < DEVICES_PER_PLAYER_MAX + 5; login += 1) {
      t.clock.advance(1_000);
      newest = deviceCookie(await loginWith(username, login % 10 === 0 ? first : undefined));
    }
    const rows = await devicesOf(player.id);
    expect(rows).toHaveLength(DEVICES_PER_PLAYER_MAX);
    const kept = new Set(rows.map((device) => device.tokenHash));
    expect(kept.has(sha256(tokenOf(first)))).toBe(true);
    expect(kept.has(sha256(tokenOf(newest)))).toBe(true);
    const again = await loginWith(username, first);
    expect(deviceCookie(again)).toBe(first);
  });

  it("is forgotten for every device of the player when the password changes", async () => {
    const { username, player, response, cookie } = await register(t.app);
    const elsewhere = deviceCookie(await loginWith(username));
    const changed = await post(
      t.app,
      "/api/v2/players/security/password/change",
      { currentPassword: PASSWORD, newPassword: "new password", confirmNewPassword: "new password" },
      { cookie },
    );
    expect(changed.statusCode).toBe(200);
    expect(await devicesOf(player.id)).toEqual([]);
    for (const device of [deviceCookie(response), elsewhere]) {
      const login = await loginWith(username, device, "new password");
      expect(login.statusCode).toBe(200);
      expect(deviceCookie(login)).not.toBe(device);
    }
  });

  it("is __Host- and Secure behind HTTPS", async () => {
    const proxied = await buildTestApp({ config: { trustProxy: PRIVATE_PROXIES } });
    try {
      const { username } = await register(proxied.app);
      const response = await proxied.app.inject({
        method: "POST",
        url: "/api/v2/players/login",
        headers: {
          host: "localhost",
          "x-forwarded-proto": "https",
          "content-type": "application/json",
          origin: "https://localhost",
        },
        payload: { username, password: PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(sessionCookie(response)).toMatch(/^__Host-kham_session=/);
      const setCookie = deviceSetCookie(response);
      expect(setCookie).toMatch(/^__Host-kham_device=/);
      expect(setCookie).toContain("Secure");
      expect(setCookie).toContain("Path=/");
      expect(setCookie).not.toContain("Domain=");
    } finally {
      await proxied.close();
    }
  });
});
