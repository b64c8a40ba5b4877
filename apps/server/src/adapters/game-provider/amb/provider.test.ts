import type { Provider } from "@kham/contract";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { FAKE_AMB_CODES, type FakeAmb, fakeTileImage, startFakeAmb } from "../../../test/fakes/amb.ts";
import { GameProviderError, type LaunchRequest } from "../types.ts";
import { type AmbOptions, AmbSuperApiProvider, ambWallet } from "./provider.ts";

let fake: FakeAmb;
beforeAll(async () => {
  fake = await startFakeAmb();
});
afterAll(() => fake.close());
afterEach(() => fake.control.reset());

function adapter(overrides: Partial<AmbOptions> = {}) {
  return new AmbSuperApiProvider({
    provider: "askmebet",
    baseUrl: fake.url,
    agent: fake.agent,
    apiKey: fake.apiKey,
    productId: "ASKMEBET",
    reconcile: "none",
    timeoutMs: 2_000,
    ...overrides,
  });
}

async function failureOf(call: Promise<unknown>): Promise<GameProviderError> {
  const error = await call.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(GameProviderError);
  return error as GameProviderError;
}

async function memberWith(amb: AmbSuperApiProvider, name: string, balance?: string) {
  const kept = await amb.createMember(name);
  if (balance !== undefined) fake.control.setBalance(kept, "ASKMEBET", balance);
  return kept;
}

const lastRequest = () => fake.control.requests.at(-1)!;

describe("AMB authentication", () => {
  it("sends Basic base64(agent:apiKey) on every call", async () => {
    const amb = adapter();
    await amb.createMember("demo_alice");
    await amb.getBalance("demo_alice");
    const expected = `Basic ${Buffer.from(`${fake.agent}:${fake.apiKey}`).toString("base64")}`;
    expect(fake.control.requests.map((request) => request.headers.authorization)).toEqual([
      expected,
      expected,
    ]);
  });

  it("throws a wrong key as UNAUTHORIZED, with nothing of the key or AMB's body in the error", async () => {
    const wrongKey = "wrong-key-that-amb-echoes-9876";
    const error = await failureOf(adapter({ apiKey: wrongKey }).getBalance("demo_alice"));
    expect(error.reason).toBe("UNAUTHORIZED");
    const told = `${error.message} ${JSON.stringify(error)} ${String(error.stack)}`;
    expect(told).not.toContain(wrongKey);
    expect(told).not.toContain(Buffer.from(`${fake.agent}:${wrongKey}`).toString("base64"));
    expect(told).not.toContain("Unauthorized: invalid");
  });

  it("keeps members per agent account", () => {
    expect(adapter().wallet).toBe(ambWallet(fake.url, fake.agent));
    expect(adapter({ agent: "other" }).wallet).not.toBe(adapter().wallet);
  });
});

describe("AMB members", () => {
  it("creates a member once: a second create is success with the same name", async () => {
    const amb = adapter();
    expect(await amb.createMember("demo_bob")).toBe("demo_bob");
    expect(await amb.createMember("demo_bob")).toBe("demo_bob");
    expect(fake.control.members("ASKMEBET")).toEqual(["demo_bob"]);
    expect(fake.control.requests.map((request) => request.body)).toEqual([
      { username: "demo_bob", productId: "ASKMEBET" },
      { username: "demo_bob", productId: "ASKMEBET" },
    ]);
  });

  it("answers the name AMB keeps when it renames, and that name reads the balance", async () => {
    fake.control.switches({ nameRule: "rename" });
    const amb = adapter();
    const kept = await amb.createMember("demo_carol");
    expect(kept).not.toBe("demo_carol");
    expect(await amb.createMember("demo_carol")).toBe(kept);
    fake.control.setBalance(kept, "ASKMEBET", "12.5");
    expect(await amb.getBalance(kept)).toBe("12.50");
  });
});

describe("AMB transfers", () => {
  it("deposits with a two-place amount, our reference and the product id; the balance is AMB's", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_dave", "5");
    const result = await amb.transferIn({
      memberUsername: "demo_dave",
      amount: "100",
      reference: "D0000000000000000001",
    });
    expect(lastRequest().url).toBe("/deposit");
    expect(lastRequest().body).toEqual({
      username: "demo_dave",
      amount: "100.00",
      transactionRef: "D0000000000000000001",
      productId: "ASKMEBET",
    });
    const [entry] = fake.control.ledger();
    expect(result).toEqual({
      reference: "D0000000000000000001",
      amount: "100.00",
      balance: "105.00",
      providerReference: entry!.txId,
    });
  });

  it("moves the smallest and the largest amount exactly", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_erin");
    fake.control.setAgentCredit("ASKMEBET", "99999999999999999");
    await amb.transferIn({ memberUsername: "demo_erin", amount: "0.01", reference: "D01" });
    const big = await amb.transferIn({
      memberUsername: "demo_erin",
      amount: "9999999999999999.98",
      reference: "D02",
    });
    expect(big.balance).toBe("9999999999999999.99");
    expect(await amb.getBalance("demo_erin")).toBe("9999999999999999.99");
    const out = await amb.transferOut({ memberUsername: "demo_erin", amount: "0.01", reference: "W01" });
    expect(out.balance).toBe("9999999999999999.98");
  });

  it("reads a JSON-number balance to two places", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_fay", "0.30000000000000004");
    expect(await amb.getBalance("demo_fay")).toBe("0.30");
  });

  it("refuses an amount that is not a positive two-place decimal without calling AMB", async () => {
    const amb = adapter();
    for (const amount of ["0", "1.234", "-5", "1e3"]) {
      const error = await failureOf(amb.transferIn({ memberUsername: "demo_gil", amount, reference: "D03" }));
      expect(error.reason).toBe("INVALID_AMOUNT");
    }
    expect(fake.control.requests).toEqual([]);
  });

  it("withdraws after checking open bets and the balance", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_hal", "300");
    const result = await amb.transferOut({ memberUsername: "demo_hal", amount: "120.5", reference: "W02" });
    expect(fake.control.requests.map((request) => request.route)).toEqual([
      "member",
      "outstanding",
      "balance",
      "withdraw",
    ]);
    expect(lastRequest().body).toMatchObject({ amount: "120.50", transactionRef: "W02" });
    expect(result.balance).toBe("179.50");
  });

  it("refuses a withdrawal above the balance as INSUFFICIENT_BALANCE, nothing moved", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_ivy", "50");
    const error = await failureOf(
      amb.transferOut({ memberUsername: "demo_ivy", amount: "50.01", reference: "W03" }),
    );
    expect(error.reason).toBe("INSUFFICIENT_BALANCE");
    expect(fake.control.requests.map((request) => request.route)).not.toContain("withdraw");
    expect(fake.control.balance("demo_ivy", "ASKMEBET")).toBe("50");
  });

  it("leaves a repeated withdrawal to AMB's answer: the original, though the balance is gone", async () => {
    const amb = adapter({ timeoutMs: 300, reconcile: "repeat" });
    await memberWith(amb, "demo_ike", "80");
    fake.control.fail({ route: "withdraw", mode: "commit-then-timeout" });
    const request = { memberUsername: "demo_ike", amount: "80", reference: "W06" };
    expect((await failureOf(amb.transferOut(request))).reason).toBe("TIMEOUT");
    expect((await failureOf(amb.transferOut(request))).reason).toBe("INSUFFICIENT_BALANCE");
    const repeated = await amb.transferOut({ ...request, repeat: true });
    expect(repeated).toMatchObject({ balance: "0.00", providerReference: fake.control.ledger()[0]!.txId });
    expect(fake.control.ledger()).toHaveLength(1);
  });

  it("refuses a withdrawal while bets are open at this product as OPEN_BETS, nothing moved", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_jo", "500");
    fake.control.setOutstanding("demo_jo", "GCLUB", "20");
    await amb.transferOut({ memberUsername: "demo_jo", amount: "10", reference: "W04" });
    fake.control.setOutstanding("demo_jo", "ASKMEBET", "0.01");
    const error = await failureOf(
      amb.transferOut({ memberUsername: "demo_jo", amount: "10", reference: "W05" }),
    );
    expect(error.reason).toBe("OPEN_BETS");
    expect(fake.control.ledger().map((entry) => entry.transactionRef)).toEqual(["W04"]);
    expect(fake.control.balance("demo_jo", "ASKMEBET")).toBe("490");
  });

  it("throws AGENT_CREDIT when the agency's credit at AMB is used up", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_kim");
    fake.control.setAgentCredit("ASKMEBET", "99.99");
    const error = await failureOf(
      amb.transferIn({ memberUsername: "demo_kim", amount: "100", reference: "D04" }),
    );
    expect(error.reason).toBe("AGENT_CREDIT");
    expect(fake.control.ledger()).toEqual([]);
    fake.control.setAgentCredit("ASKMEBET", "100");
    expect(
      (await amb.transferIn({ memberUsername: "demo_kim", amount: "100", reference: "D04" })).balance,
    ).toBe("100.00");
  });

  it("throws TIMEOUT when AMB commits but its answer is lost; the fake's ledger shows the credit moved", async () => {
    const amb = adapter({ timeoutMs: 300 });
    await memberWith(amb, "demo_lee");
    fake.control.fail({ route: "deposit", mode: "commit-then-timeout" });
    const error = await failureOf(
      amb.transferIn({ memberUsername: "demo_lee", amount: "40", reference: "D05" }),
    );
    expect(error.reason).toBe("TIMEOUT");
    expect(fake.control.ledger()).toMatchObject([
      { kind: "deposit", transactionRef: "D05", amount: "40.00" },
    ]);
    expect(await amb.getBalance("demo_lee")).toBe("40.00");
  });

  it("throws a 5xx, an HTML body and an unknown code as NOT_AVAILABLE, and nothing is believed", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_max", "10");
    for (const mode of ["http500", "html", "code:12345", `code:${FAKE_AMB_CODES.duplicate}`] as const) {
      fake.control.fail({ route: "deposit", mode });
      const error = await failureOf(
        amb.transferIn({ memberUsername: "demo_max", amount: "5", reference: "D06" }),
      );
      expect(error.reason).toBe("NOT_AVAILABLE");
      fake.control.fail({ route: "balance", mode });
      expect((await failureOf(amb.getBalance("demo_max"))).reason).toBe("NOT_AVAILABLE");
    }
    expect(fake.control.ledger()).toEqual([]);
    expect(await amb.getBalance("demo_max")).toBe("10.00");
  });

  it("answers a repeated reference per AMB's policy: the original, a refusal, or a second movement", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_ned");
    const transfer = { memberUsername: "demo_ned", amount: "10", reference: "D07" };

    const first = await amb.transferIn(transfer);
    expect(await amb.transferIn(transfer)).toEqual(first);
    expect(fake.control.ledger()).toHaveLength(1);

    fake.control.switches({ refPolicy: "reject-duplicate" });
    expect((await failureOf(amb.transferIn(transfer))).reason).toBe("NOT_AVAILABLE");
    expect(fake.control.ledger()).toHaveLength(1);

    // Why go-live waits for AMB's word: a repeat that moves credit again.
    fake.control.switches({ refPolicy: "none" });
    const second = await amb.transferIn(transfer);
    expect(second.balance).toBe("20.00");
    expect(second.providerReference).not.toBe(first.providerReference);
    expect(fake.control.ledger()).toHaveLength(2);
  });
});

describe("AMB lookups", () => {
  it("finds a transfer by reference only where the lookup is configured", async () => {
    fake.control.switches({ lookup: true });
    const amb = adapter({ reconcile: "lookup" });
    await memberWith(amb, "demo_oli", "30");
    const out = await amb.transferOut({ memberUsername: "demo_oli", amount: "12.3", reference: "W06" });
    expect(await amb.findTransfer("W06")).toEqual({
      direction: "out",
      memberUsername: "demo_oli",
      reference: "W06",
      amount: "12.30",
      balance: "17.70",
      providerReference: out.providerReference,
    });
    expect(await amb.findTransfer("W07")).toBeUndefined();
    expect(await adapter({ reconcile: "lookup", productId: "GCLUB" }).findTransfer("W06")).toBeUndefined();

    const before = fake.control.requests.length;
    const error = await failureOf(adapter({ reconcile: "repeat" }).findTransfer("W06"));
    expect(error.reason).toBe("NOT_AVAILABLE");
    expect(fake.control.requests).toHaveLength(before);
  });

  it("does not believe a lookup route AMB does not have", async () => {
    const error = await failureOf(adapter({ reconcile: "lookup" }).findTransfer("W08"));
    expect(error.reason).toBe("NOT_AVAILABLE");
  });
});

describe("AMB games", () => {
  it("lists the product's games by rank, categories mapped, unknown ones dropped, images passed through", async () => {
    const games = await adapter().listGames();
    expect(lastRequest().url).toBe("/games?productId=ASKMEBET");
    expect(games).toEqual([
      {
        code: "ASKMEBET-SLOT1",
        name: "Lucky Lanterns",
        provider: "askmebet",
        category: "slot",
        imageUrl: fakeTileImage("ASKMEBET-SLOT1"),
      },
      expect.objectContaining({ code: "ASKMEBET-FISH1", category: "fish" }),
      expect.objectContaining({ code: "ASKMEBET-LOBBY", category: "casino" }),
      expect.objectContaining({ code: "ASKMEBET-SLOT2", category: "slot" }),
    ]);
  });

  const launch = (overrides: Partial<LaunchRequest> = {}): LaunchRequest => ({
    memberUsername: "demo_pat",
    gameCode: "ASKMEBET-SLOT1",
    language: "cn",
    returnUrl: "https://kham.example/games/askmebet",
    device: "mobile",
    session: { id: "s1", endsAt: new Date(Date.now() + 60_000) },
    ...overrides,
  });

  it("launches with the device, the language, the return URL, and a page that moves the balance", async () => {
    const amb = adapter();
    await memberWith(amb, "demo_pat", "100");
    const { url } = await amb.launchGame(launch());
    expect(lastRequest().body).toEqual({
      username: "demo_pat",
      productId: "ASKMEBET",
      gameCode: "ASKMEBET-SLOT1",
      isMobileLogin: true,
      language: "cn",
      callbackUrl: "https://kham.example/games/askmebet",
    });
    const page = await fetch(url).then((response) => response.text());
    expect(page).toContain("demo_pat");
    const won = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "move=win",
      redirect: "manual",
    });
    expect(won.status).toBe(303);
    expect(await amb.getBalance("demo_pat")).toBe("200.00");
  });

  it("opens Lao in Thai and a lobby launch with the configured lobby code", async () => {
    const amb = adapter({ lobbyCode: "ASKMEBET-LOBBY" });
    await memberWith(amb, "demo_pat");
    await amb.launchGame(launch({ gameCode: undefined, language: "lo", device: "desktop" }));
    expect(lastRequest().body).toMatchObject({
      gameCode: "ASKMEBET-LOBBY",
      language: "th",
      isMobileLogin: false,
    });
    await amb.launchGame(launch({ language: "vn" }));
    expect(lastRequest().body).toMatchObject({ gameCode: "ASKMEBET-SLOT1", language: "vn" });
  });

  it("refuses a lobby launch with no lobby code as GAME_NOT_FOUND without calling AMB", async () => {
    const error = await failureOf(adapter().launchGame(launch({ gameCode: undefined })));
    expect(error.reason).toBe("GAME_NOT_FOUND");
    expect(fake.control.requests).toEqual([]);
  });
});

describe("AMB products", () => {
  it("keeps four providers' balances apart on one agent account", async () => {
    const products: [Provider, string][] = [
      ["askmebet", "ASKMEBET"],
      ["gclub", "GCLUB"],
      ["gclub_live", "GCLUB_LIVE"],
      ["alphabet", "ALPHABET"],
    ];
    const adapters = products.map(([provider, productId]) => adapter({ provider, productId }));
    for (const [index, amb] of adapters.entries()) {
      await amb.createMember("demo_quinn");
      await amb.transferIn({
        memberUsername: "demo_quinn",
        amount: `${index + 1}0`,
        reference: `D1${index}`,
      });
    }
    expect(await Promise.all(adapters.map((amb) => amb.getBalance("demo_quinn")))).toEqual([
      "10.00",
      "20.00",
      "30.00",
      "40.00",
    ]);
    expect(fake.control.ledger().map((entry) => entry.productId)).toEqual(products.map(([, id]) => id));
  });
});
