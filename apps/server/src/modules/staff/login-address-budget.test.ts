import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADDRESS_FAILED_LOGINS_MAX, ADDRESS_FAILURE_WINDOW_MS } from "../../plugins/login-address-budget.ts";
import { buildTestApp, type TestApp, uniqueUsername } from "../../test/helper.ts";
import { createStaff, STAFF_PASSWORD } from "./test-support.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { rateLimit: true } });
});
afterAll(() => t.close());

function postFrom(remoteAddress: string, url: string, body: Record<string, string>) {
  return t.app.inject({
    method: "POST",
    url,
    remoteAddress,
    headers: { host: "localhost", "content-type": "application/json" },
    payload: body,
  });
}

function staffLoginFrom(remoteAddress: string, username: string, password = "wrong password") {
  return postFrom(remoteAddress, "/api/admin/v1/auth/login", { username, password });
}

let addresses = 0;
/** An address no other call in this file used, so only the budget under test can answer 429. */
function freshIp(): string {
  addresses += 1;
  return `10.40.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
}

let names = 0;
/** A staff name nobody has, a new one at each call, as a name spray tries them. */
function sprayedName(): string {
  names += 1;
  return `nobody.${names}`;
}

async function failWithNewNames(address: string, count: number) {
  for (let failure = 0; failure < count; failure++) {
    const response = await staffLoginFrom(address, sprayedName());
    expect(response.statusCode, `failure ${failure + 1}`).toBe(400);
  }
}

describe("the budget of failed staff logins per address, across names", () => {
  it("refuses the 21st failed login from one address with 21 names, even with a right password", async () => {
    const username = await createStaff(t, "finance");
    const address = freshIp();
    await failWithNewNames(address, ADDRESS_FAILED_LOGINS_MAX);
    const refused = await staffLoginFrom(address, sprayedName());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error.code).toBe("RATE_LIMITED");
    expect(refused.headers["retry-after"]).toBe(String(ADDRESS_FAILURE_WINDOW_MS / 1000));
    expect((await staffLoginFrom(address, username, STAFF_PASSWORD)).statusCode).toBe(429);
    expect((await staffLoginFrom(freshIp(), username, STAFF_PASSWORD)).statusCode).toBe(200);
  });

  it("does not spend the budget on a right password", async () => {
    const username = await createStaff(t, "support");
    const address = freshIp();
    await failWithNewNames(address, ADDRESS_FAILED_LOGINS_MAX - 1);
    for (let login = 0; login < 3; login++) {
      expect((await staffLoginFrom(address, username, STAFF_PASSWORD)).statusCode).toBe(200);
    }
    expect((await staffLoginFrom(address, sprayedName())).statusCode).toBe(400);
    expect((await staffLoginFrom(address, sprayedName())).statusCode).toBe(429);
  });

  it("frees each failure's place ten minutes after it", async () => {
    const address = freshIp();
    await failWithNewNames(address, ADDRESS_FAILED_LOGINS_MAX);
    t.clock.advance(ADDRESS_FAILURE_WINDOW_MS - 1);
    const early = await staffLoginFrom(address, sprayedName());
    expect(early.statusCode).toBe(429);
    expect(early.headers["retry-after"]).toBe("1");
    t.clock.advance(1);
    await failWithNewNames(address, ADDRESS_FAILED_LOGINS_MAX);
    expect((await staffLoginFrom(address, sprayedName())).statusCode).toBe(429);
  });

  it("lets only the budget through when the guesses arrive together", async () => {
    const address = freshIp();
    const burst = await Promise.all(
      Array.from({ length: ADDRESS_FAILED_LOGINS_MAX * 2 }, () => staffLoginFrom(address, sprayedName())),
    );
    const statuses = burst.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(ADDRESS_FAILED_LOGINS_MAX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(ADDRESS_FAILED_LOGINS_MAX);
  });

  it("is apart from the players' budget of the same address", async () => {
    const username = await createStaff(t, "finance");
    const address = freshIp();
    for (let failure = 0; failure < ADDRESS_FAILED_LOGINS_MAX; failure++) {
      const player = await postFrom(address, "/api/v2/players/login", {
        username: uniqueUsername("spray"),
        password: "wrong password",
      });
      expect(player.statusCode).toBe(400);
    }
    expect((await staffLoginFrom(address, username, STAFF_PASSWORD)).statusCode).toBe(200);

    await failWithNewNames(address, ADDRESS_FAILED_LOGINS_MAX);
    expect((await staffLoginFrom(address, username, STAFF_PASSWORD)).statusCode).toBe(429);
  });
});
