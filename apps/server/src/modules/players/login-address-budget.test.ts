import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PRIVATE_PROXIES } from "../../config.ts";
import { ADDRESS_FAILED_LOGINS_MAX, ADDRESS_FAILURE_WINDOW_MS } from "../../plugins/login-address-budget.ts";
import { buildTestApp, deviceCookie, OTHER_HOST, type TestApp, uniqueUsername } from "../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimit: true } });
});
afterAll(() => t.close());

const PASSWORD = "password1";

interface LoginOptions {
  cookie?: string;
  host?: string;
  forwardedFor?: string;
  test?: TestApp;
}

function loginFrom(
  remoteAddress: string,
  username: string,
  password = "wrong password",
  options: LoginOptions = {},
) {
  return (options.test ?? t).app.inject({
    method: "POST",
    url: "/api/v2/players/login",
    remoteAddress,
    headers: {
      host: options.host ?? "localhost",
      "content-type": "application/json",
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...(options.forwardedFor ? { "x-forwarded-for": options.forwardedFor } : {}),
    },
    payload: { username, password },
  });
}

let addresses = 0;
/** An address no other call in this file used, so only the budget under test can answer 429. */
function freshIp(): string {
  addresses += 1;
  return `10.20.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

/** A player registered from an address of its own, with the device cookie of the browser it used. */
async function registered() {
  const username = uniqueUsername("budget");
  const response = await t.app.inject({
    method: "POST",
    url: "/api/v2/players/register",
    remoteAddress: freshIp(),
    headers: { host: "localhost", "content-type": "application/json", "x-fingerprint": "fp-test-device" },
    payload: {
      username,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      fingerprint: "fp-test-device",
      ageConfirmed: true,
    },
  });
  expect(response.statusCode).toBe(201);
  return { username, device: deviceCookie(response) };
}

/** Fails `count` logins from the address, each with a name of its own, as a name spray does. */
async function failWithNewNames(address: string, count: number, options: LoginOptions = {}) {
  for (let failure = 0; failure < count; failure++) {
    const response = await loginFrom(address, uniqueUsername("spray"), "wrong password", options);
    expect(response.statusCode, `failure ${failure + 1}`).toBe(400);
  }
}

describe("the budget of failed player logins per address, across names", () => {
  it("refuses the 21st failed login from one address with 21 names, before any password is checked", async () => {
    const address = freshIp();
    await failWithNewNames(address, ADDRESS_FAILED_LOGINS_MAX);
    const refused = await loginFrom(address, uniqueUsername("spray"));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(refused.headers["retry-after"]).toBe(String(ADDRESS_FAILURE_WINDOW_MS / 1000));

    const owner = await registered();
    expect((await loginFrom(address, owner.username, PASSWORD)).statusCode).toBe(429);
    expect((await loginFrom(freshIp(), owner.username, PASSWORD)).statusCode).toBe(200);
    // Each agency keeps its own budget for the address.
    expect(
      (await loginFrom(address, uniqueUsername("other"), "wrong", { host: OTHER_HOST })).statusCode,
    ).toBe(400);
  });

  it("does not spend the budget on a right password", async () => {
    const players = [await registered(), await registered(), await registered()];
    const address = freshIp();
    await failWithNewNames(address, ADDRESS_FAILED_LOGINS_MAX - 1);
    for (const player of players) {
      expect((await loginFrom(address, player.username, PASSWORD)).statusCode).toBe(200);
    }
    expect((await loginFrom(address, uniqueUsername("spray"))).statusCode).toBe(400);
    expect((await loginFrom(address, uniqueUsername("spray"))).statusCode).toBe(429);
  });

  it("lets a player's known device through a spent address, and does not charge the address for it", async () => {
    const owner = await registered();
    const address = freshIp();
    await failWithNewNames(address, ADDRESS_FAILED_LOGINS_MAX - 1);
    for (let typo = 0; typo < 3; typo++) {
      const response = await loginFrom(address, owner.username, "wrong", { cookie: owner.device });
      expect(response.statusCode).toBe(400);
    }
    expect((await loginFrom(address, uniqueUsername("spray"))).statusCode).toBe(400);
    expect((await loginFrom(address, uniqueUsername("spray"))).statusCode).toBe(429);

    expect((await loginFrom(address, owner.username, PASSWORD, { cookie: owner.device })).statusCode).toBe(
      200,
    );
    expect((await loginFrom(address, owner.username, "wrong", { cookie: owner.device })).statusCode).toBe(
      400,
    );
    const other = await registered();
    for (const cookie of [other.device, "kham_device=made-up-token", undefined]) {
      expect((await loginFrom(address, owner.username, PASSWORD, { cookie })).statusCode).toBe(429);
    }
  });

  it("frees each failure's place ten minutes after it", async () => {
    const address = freshIp();
    const half = ADDRESS_FAILED_LOGINS_MAX / 2;
    await failWithNewNames(address, half);
    t.clock.advance(ADDRESS_FAILURE_WINDOW_MS / 2);
    await failWithNewNames(address, half);
    const refused = await loginFrom(address, uniqueUsername("spray"));
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBe(String(ADDRESS_FAILURE_WINDOW_MS / 2 / 1000));

    t.clock.advance(ADDRESS_FAILURE_WINDOW_MS / 2 - 1);
    const early = await loginFrom(address, uniqueUsername("spray"));
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("1");
    t.clock.advance(1);
    await failWithNewNames(address, half);
    expect((await loginFrom(address, uniqueUsername("spray"))).statusCode).toBe(429);
  });

  it("lets only the budget through when the guesses arrive together", async () => {
    const address = freshIp();
    const burst = await Promise.all(
      Array.from({ length: ADDRESS_FAILED_LOGINS_MAX * 2 }, () =>
        loginFrom(address, uniqueUsername("burst")),
      ),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(ADDRESS_FAILED_LOGINS_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ADDRESS_FAILED_LOGINS_MAX);
  });

  it("keeps one budget for an IPv6 client's /64, whichever of its addresses it uses", async () => {
    for (let failure = 1; failure <= ADDRESS_FAILED_LOGINS_MAX; failure++) {
      const response = await loginFrom(`2001:db8:7:1::${failure.toString(16)}`, uniqueUsername("spray"));
      expect(response.statusCode).toBe(400);
    }
    expect((await loginFrom("2001:db8:7:1:ffff:ffff:ffff:ffff", uniqueUsername("spray"))).statusCode).toBe(
      429,
    );
    expect((await loginFrom("2001:db8:7:2::1", uniqueUsername("spray"))).statusCode).toBe(400);
  });

  it("ignores X-Forwarded-For unless a proxy is trusted, so a client cannot name a fresh address", async () => {
    const address = freshIp();
    for (let failure = 1; failure <= ADDRESS_FAILED_LOGINS_MAX; failure++) {
      const response = await loginFrom(address, uniqueUsername("spray"), "wrong", {
        forwardedFor: `203.0.113.${failure}`,
      });
      expect(response.statusCode).toBe(400);
    }
    const refused = await loginFrom(address, uniqueUsername("spray"), "wrong", {
      forwardedFor: "198.51.100.1",
    });
    expect(refused.statusCode).toBe(429);
  });
});

describe("the address budget behind a trusted proxy", () => {
  let proxied: TestApp;
  beforeAll(async () => {
    // As TRUST_PROXY=true reads: a proxy on this host or a private network.
    proxied = await buildTestApp({ config: { rateLimit: true, trustProxy: PRIVATE_PROXIES } });
  });

  it("is kept for the address the proxy saw, whatever the client wrote in front of it", async () => {
    const proxy = freshIp();
    const client = "203.0.113.50";
    // A proxy appends the address it saw to the client's own X-Forwarded-For.
    const spoofed = (n: number) => `198.18.${n}.1, ${client}`;
    for (let n = 0; n < ADDRESS_FAILED_LOGINS_MAX; n += 1) {
      const response = await loginFrom(proxy, uniqueUsername("spray"), "wrong", {
        test: proxied,
        forwardedFor: spoofed(n),
      });
      expect(response.statusCode).toBe(400);
    }
    const refused = await loginFrom(proxy, uniqueUsername("spray"), "wrong", {
      test: proxied,
      forwardedFor: spoofed(99),
    });
    expect(refused.statusCode).toBe(429);
  });
  afterAll(() => proxied.close());

  it("is kept for the client the proxy names, not for the proxy", async () => {
    const proxy = freshIp();
    const client = "203.0.113.7";
    await failWithNewNames(proxy, ADDRESS_FAILED_LOGINS_MAX, { test: proxied, forwardedFor: client });
    const refused = await loginFrom(proxy, uniqueUsername("spray"), "wrong", {
      test: proxied,
      forwardedFor: client,
    });
    expect(refused.statusCode).toBe(429);
    const neighbour = await loginFrom(proxy, uniqueUsername("spray"), "wrong", {
      test: proxied,
      forwardedFor: "203.0.113.8",
    });
    expect(neighbour.statusCode).toBe(400);
  });
});

describe("RATE_LIMIT=off", () => {
  it("keeps no address budget", async () => {
    const open = await buildTestApp();
    try {
      const address = freshIp();
      await failWithNewNames(address, ADDRESS_FAILED_LOGINS_MAX + 1, { test: open });
    } finally {
      await open.close();
    }
  });
});
