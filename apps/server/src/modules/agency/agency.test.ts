import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildApp } from "../../app.ts";
import {
  ADMIN_TOKEN,
  buildTestApp,
  get,
  login,
  OTHER_HOST,
  post,
  register,
  type TestApp,
  testConfig,
} from "../../test/helper.ts";
import { waitUntil } from "../../test/wait.ts";
import { hostWithoutPort } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe("hostWithoutPort", () => {
  it("strips the port and lower-cases", () => {
    expect(hostWithoutPort("Play.Example.COM:8443")).toBe("play.example.com");
    expect(hostWithoutPort("localhost")).toBe("localhost");
    expect(hostWithoutPort("[::1]:3000")).toBe("[::1]");
  });
});

describe("GET /api/v2/agency/info", () => {
  it("answers the demo agency on localhost and 127.0.0.1, with its five social links", async () => {
    for (const host of ["localhost", "localhost:3000", "127.0.0.1:3000"]) {
      const response = await get(t.app, "/api/v2/agency/info", { host });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        data: {
          agency: {
            id: expect.any(String),
            code: "demo",
            name: "Kham",
            logoUrl: "/brand/logo.svg",
            whatsapp: expect.stringMatching(/^https:\/\/wa\.me\//),
            line: expect.stringMatching(/^https:\/\/line\.me\//),
            facebook: expect.stringMatching(/^https:\/\/facebook\.com\//),
            telegram: expect.stringMatching(/^https:\/\/t\.me\//),
            twitter: expect.stringMatching(/^https:\/\/x\.com\//),
          },
        },
      });
    }
  });

  it("answers the agency registered for the host, port ignored", async () => {
    const response = await get(t.app, "/api/v2/agency/info", { host: `${OTHER_HOST.toUpperCase()}:8080` });
    expect(response.json().data.agency.code).toBe("other");
  });

  it("answers 404 AGENCY_NOT_FOUND on an unknown host, for every /api/v2 call", async () => {
    const host = "nobody.localhost:4317";
    for (const response of [
      await get(t.app, "/api/v2/agency/info", { host }),
      await get(t.app, "/api/v2/banks", { host }),
      await get(t.app, "/api/v2/players/me", { host }),
      await post(t.app, "/api/v2/players/login", { username: "someone", password: "whatever1" }, { host }),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe("AGENCY_NOT_FOUND");
    }
  });
});

describe("isolation between agencies", () => {
  it("lets the same username exist in two agencies, each with its own password", async () => {
    const { username, player: demoPlayer } = await register(t.app, { password: "demo password" });
    const { player: otherPlayer } = await register(t.app, {
      username,
      password: "other password",
      host: OTHER_HOST,
    });
    expect(otherPlayer.id).not.toBe(demoPlayer.id);

    await login(t.app, username, "demo password");
    await login(t.app, username, "other password", OTHER_HOST);
    const crossed = await post(
      t.app,
      "/api/v2/players/login",
      { username, password: "demo password" },
      { host: OTHER_HOST },
    );
    expect(crossed.json().error.code).toBe("INVALID_CREDENTIALS");
  });

  it("makes a session cookie of one agency useless on another", async () => {
    const { cookie } = await register(t.app);
    expect((await get(t.app, "/api/v2/players/me", { cookie })).statusCode).toBe(200);
    const elsewhere = await get(t.app, "/api/v2/players/me", { cookie, host: OTHER_HOST });
    expect(elsewhere.statusCode).toBe(401);
    expect((await get(t.app, "/api/v2/players/me", { cookie })).statusCode).toBe(200);
  });

  it("keeps username availability per agency", async () => {
    const { username } = await register(t.app, { host: OTHER_HOST });
    const here = await post(t.app, "/api/v2/players/username/validate", { username });
    expect(here.json().data.available).toBe(true);
    const there = await post(t.app, "/api/v2/players/username/validate", { username }, { host: OTHER_HOST });
    expect(there.json().data.available).toBe(false);
  });
});

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

function changeProfile(app: FastifyInstance, agency: string, name: string) {
  return app.inject({
    method: "PUT",
    url: `/api/admin/v1/agencies/${agency}/profile`,
    headers: { ...admin, "content-type": "application/json", host: "localhost" },
    payload: JSON.stringify({
      name,
      logoUrl: "/brand/logo.svg",
      whatsapp: "",
      line: "",
      facebook: "",
      telegram: "",
      twitter: "",
    }),
  });
}

const nameOn = async (app: FastifyInstance, host: string) =>
  (await get(app, "/api/v2/agency/info", { host })).json().data?.agency?.name;

describe("the host → agency lookup, kept in memory", () => {
  it("answers a call on a known host from memory, without asking the directory", async () => {
    expect(await nameOn(t.app, OTHER_HOST)).toBeDefined();
    const asked = vi.spyOn(t.app.agencies, "forHost");
    try {
      expect((await get(t.app, "/api/v2/agency/info", { host: OTHER_HOST })).statusCode).toBe(200);
      expect(asked).not.toHaveBeenCalled();
      // A host it has not seen still goes to the directory (and to the database).
      expect((await get(t.app, "/api/v2/agency/info", { host: "unknown.example" })).statusCode).toBe(404);
      expect(asked).toHaveBeenCalledWith("unknown.example");
    } finally {
      asked.mockRestore();
    }
  });

  it("shows a profile change made through the admin API on the very next call", async () => {
    expect(await nameOn(t.app, OTHER_HOST)).toBe("Other");
    expect((await changeProfile(t.app, "other", "Other Renamed")).statusCode).toBe(200);
    expect(await nameOn(t.app, OTHER_HOST)).toBe("Other Renamed");
  });

  it("refuses a host on the very next call once its domain is removed through the admin API", async () => {
    const host = "gone.other.example";
    const added = await post(
      t.app,
      "/api/admin/v1/agencies/other/domains",
      { domain: host },
      { headers: admin },
    );
    expect(added.statusCode).toBe(201);
    expect((await get(t.app, "/api/v2/agency/info", { host })).statusCode).toBe(200);
    const removed = await post(
      t.app,
      `/api/admin/v1/agencies/other/domains/${host}/remove`,
      {},
      { headers: admin },
    );
    expect(removed.statusCode).toBe(200);
    const after = await get(t.app, "/api/v2/agency/info", { host });
    expect(after.statusCode).toBe(404);
    expect(after.json().error.code).toBe("AGENCY_NOT_FOUND");
  });

  it("reaches a second server process on the same database", async () => {
    // PGlite belongs to one process, so there only the TTL can carry a change across (shortened
    // here); on PostgreSQL the event bus does, well before the default minute is up.
    const onPostgres = t.database.driver === "postgres";
    const second = await buildApp({
      config: testConfig(),
      database: t.database,
      now: t.clock.now,
      ...(onPostgres ? {} : { agencyCacheTtlMs: 50 }),
    });
    await second.ready();
    try {
      const before = await nameOn(second, OTHER_HOST);
      expect((await changeProfile(t.app, "other", `${before} again`)).statusCode).toBe(200);
      await waitUntil(
        async () => (await nameOn(second, OTHER_HOST)) === `${before} again`,
        "the second process to see the new name",
      );
    } finally {
      await second.close();
    }
  });
});
