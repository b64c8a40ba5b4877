import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, get, login, OTHER_HOST, post, register, type TestApp } from "../../test/helper.ts";
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
