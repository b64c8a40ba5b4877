import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ambWallet } from "../../adapters/game-provider/amb/provider.ts";
import { gameProviderHealth } from "../../db/schema/game-providers.ts";
import { providerMembers } from "../../db/schema/wallets.ts";
import { ADMIN_TOKEN, buildTestApp, get, OTHER_HOST, register, type TestApp } from "../../test/helper.ts";
import { TRANSFER_JOB } from "../deposits/transfer.ts";
import { BONUS_REMOVAL_JOB } from "../promotions/bonus.ts";
import { TRANSFER_IN_JOB, TRANSFER_OUT_JOB, TRANSFER_RETURN_JOB } from "../transfers/legs.ts";
import { REFUND_JOB, TRANSFER_OUT_JOB as WITHDRAWAL_OUT_JOB } from "../withdrawals/payout.ts";
import { HEALTH_WRITE_EVERY_MS } from "./health.ts";
import { PROVIDER_JOB_KINDS } from "./repository.ts";
import { AmbDouble } from "./test-support.ts";

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
const WALLET = ambWallet("https://test.ambsuperapi.com", "demoagent");
const amb = new AmbDouble();
let t: TestApp;
let demoId: string;
let otherId: string;
beforeAll(async () => {
  t = await buildTestApp({ ambProvider: amb.build });
  const agencies = await t.database.db.query.agencies.findMany();
  demoId = agencies.find((each) => each.code === "demo")!.id;
  otherId = agencies.find((each) => each.code === "other")!.id;
});
afterAll(() => t.close());

function switchDemo(body: Record<string, unknown>) {
  return t.app.inject({
    method: "PUT",
    url: "/api/admin/v1/agencies/demo/game-providers/askmebet",
    headers: { host: "localhost", "content-type": "application/json", ...admin },
    payload: JSON.stringify(body),
  });
}
const AMB = {
  kind: "amb",
  baseUrl: "https://test.ambsuperapi.com",
  agent: "demoagent",
  apiKey: "amb-agent-key-abcdefgh-4321",
  productId: "ASKMEBET",
};
const health = async () =>
  (await t.database.db.select().from(gameProviderHealth).where(eq(gameProviderHealth.agencyId, demoId)))[0];

describe("AgencyGameProviders", () => {
  it("gives an agency switched to AMB its AMB account at once; the other agency keeps the sandbox", async () => {
    const directory = t.app.agencyGameProviders;
    expect((await directory.forAgency(demoId, "askmebet")).wallet).toBe("sandbox");
    expect((await switchDemo(AMB)).statusCode).toBe(200);
    const switched = await directory.forAgency(demoId, "askmebet");
    expect(switched).toMatchObject({ provider: "askmebet", wallet: WALLET, reconcile: "none" });
    expect((await directory.forAgency(demoId, "gclub")).wallet).toBe("sandbox");
    expect((await directory.forAgency(otherId, "askmebet")).wallet).toBe("sandbox");
  });

  it("starts a new member at the AMB wallet on a player's first credit read; the sandbox one stays", async () => {
    await switchDemo({ kind: "sandbox" });
    const { cookie, username } = await register(t.app);
    const { cookie: other } = await register(t.app, { host: OTHER_HOST });
    await switchDemo(AMB);
    const membersOf = async () =>
      (await t.database.db.select().from(providerMembers)).filter(
        (each) => each.provider === "askmebet" && each.memberUsername.endsWith(`demo_${username}`),
      );
    expect((await membersOf()).map((each) => each.wallet)).toEqual(["sandbox"]);
    const credit = await get(t.app, "/api/v2/players/credits/askmebet", { cookie });
    expect(credit.statusCode).toBe(200);
    expect(credit.json().data.credit.amount).toBe("0.00");
    const members = (await membersOf()).map(({ wallet, memberUsername }) => ({ wallet, memberUsername }));
    expect(members.sort((a, b) => a.wallet.localeCompare(b.wallet))).toEqual([
      { wallet: WALLET, memberUsername: `amb_demo_${username}` },
      { wallet: "sandbox", memberUsername: `demo_${username}` },
    ]);
    const otherCredit = await get(t.app, "/api/v2/players/credits/askmebet", {
      cookie: other,
      host: OTHER_HOST,
    });
    expect(otherCredit.statusCode).toBe(200);
  });

  it("records each account's outcome and latency, at most once per interval unless it changed", async () => {
    await switchDemo(AMB);
    const { cookie } = await register(t.app);
    const read = () => get(t.app, "/api/v2/players/credits/askmebet", { cookie });
    await read();
    const first = await vi.waitFor(async () => {
      const row = await health();
      expect(row?.lastSuccessAt).not.toBeNull();
      return row!;
    });
    expect(first.lastLatencyMs).toBeGreaterThanOrEqual(0);
    t.clock.advance(1_000);
    await read();
    amb.failure = { reason: "UNAUTHORIZED", message: "secret echo" };
    t.clock.advance(1_000);
    expect((await read()).statusCode).not.toBe(200);
    amb.failure = undefined;
    const failed = await vi.waitFor(async () => {
      const row = await health();
      expect(row?.lastFailureAt).not.toBeNull();
      return row!;
    });
    // The success a second after the first was not written; the change of outcome was, at once.
    expect(failed.lastSuccessAt).toEqual(first.lastSuccessAt);
    expect(failed.lastFailure).toBe("getBalance: UNAUTHORIZED");
    t.clock.advance(HEALTH_WRITE_EVERY_MS);
    await read();
    await vi.waitFor(async () => {
      expect((await health())!.lastSuccessAt!.getTime()).toBe(t.clock.now().getTime());
    });
    const answer = await get(t.app, "/api/admin/v1/agencies/demo/game-providers", { headers: admin });
    const askmebet = answer.json().data.find((each: { provider: string }) => each.provider === "askmebet");
    expect(askmebet.health).toMatchObject({ lastFailure: "getBalance: UNAUTHORIZED" });
    expect(answer.body).not.toContain("secret echo");
  });

  it("counts the job kinds the modules that move credit enqueue", () => {
    expect(PROVIDER_JOB_KINDS).toEqual({
      deposit: [TRANSFER_JOB],
      withdrawal: [WITHDRAWAL_OUT_JOB, REFUND_JOB],
      transferFrom: [TRANSFER_OUT_JOB, TRANSFER_RETURN_JOB],
      transferTo: [TRANSFER_IN_JOB],
      bonus: [BONUS_REMOVAL_JOB],
    });
  });
});
