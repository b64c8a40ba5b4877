import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.ts";
import { openTestDatabase } from "../../../test/database.ts";
import { GameProviderError, LAUNCH_IDLE_MS, type LaunchRequest } from "../types.ts";
import { tokenHash } from "./launches.ts";
import { SandboxGameProvider, sandboxGameProviders } from "./provider.ts";
import { sandboxLaunches } from "./schema.ts";
import { newPlayerSession } from "./test-support.ts";

let database: Database;
let gclub: SandboxGameProvider;
let alphabet: SandboxGameProvider;
beforeAll(async () => {
  database = await openTestDatabase();
  gclub = new SandboxGameProvider(database.db, "gclub");
  alphabet = new SandboxGameProvider(database.db, "alphabet");
});
afterAll(() => database.close());

const reason = (promise: Promise<unknown>) =>
  promise.then(
    () => "resolved",
    (error) => (error instanceof GameProviderError ? error.reason : String(error)),
  );

describe("sandbox game provider", () => {
  it("creates members idempotently, each starting at 0.00", async () => {
    await gclub.createMember("demo_noy");
    await gclub.createMember("demo_noy");
    expect(await gclub.getBalance("demo_noy")).toBe("0.00");
    expect(await reason(alphabet.getBalance("demo_noy"))).toBe("MEMBER_NOT_FOUND");
  });

  it("moves credit in and out exactly, never below zero", async () => {
    await gclub.createMember("demo_kham");
    expect(
      await gclub.transferIn({ memberUsername: "demo_kham", amount: "150.10", reference: "D1" }),
    ).toEqual({
      reference: "D1",
      amount: "150.10",
      balance: "150.10",
    });
    expect(
      (await gclub.transferOut({ memberUsername: "demo_kham", amount: "50.05", reference: "W1" })).balance,
    ).toBe("100.05");
    expect(
      await reason(gclub.transferOut({ memberUsername: "demo_kham", amount: "100.06", reference: "W2" })),
    ).toBe("INSUFFICIENT_BALANCE");
    expect(await gclub.getBalance("demo_kham")).toBe("100.05");
    // The refused reference was not consumed.
    expect(
      (await gclub.transferOut({ memberUsername: "demo_kham", amount: "100.05", reference: "W2" })).balance,
    ).toBe("0.00");
  });

  it("honours a reference once: a repeat answers the first result, a different use is refused", async () => {
    await gclub.createMember("demo_once");
    const first = await gclub.transferIn({ memberUsername: "demo_once", amount: "10", reference: "D-once" });
    const again = await gclub.transferIn({
      memberUsername: "demo_once",
      amount: "10.00",
      reference: "D-once",
    });
    expect(again).toEqual(first);
    expect(await gclub.getBalance("demo_once")).toBe("10.00");
    expect(
      await reason(gclub.transferIn({ memberUsername: "demo_once", amount: "11", reference: "D-once" })),
    ).toBe("REFERENCE_CONFLICT");
    const [a, b] = await Promise.all([
      gclub.transferIn({ memberUsername: "demo_once", amount: "5", reference: "D-race" }),
      gclub.transferIn({ memberUsername: "demo_once", amount: "5", reference: "D-race" }),
    ]);
    expect(a.amount).toBe(b.amount);
    expect(await gclub.getBalance("demo_once")).toBe("15.00");
  });

  it("refuses bad amounts and unknown members", async () => {
    for (const amount of ["0", "-1", "1.001", "abc", "1e3", ""]) {
      expect(
        await reason(gclub.transferIn({ memberUsername: "demo_noy", amount, reference: `bad-${amount}` })),
      ).toBe("INVALID_AMOUNT");
    }
    expect(
      await reason(gclub.transferIn({ memberUsername: "nobody", amount: "1", reference: "ghost" })),
    ).toBe("MEMBER_NOT_FOUND");
  });

  it("keeps providers' books apart", async () => {
    await alphabet.createMember("demo_kham");
    expect(await alphabet.getBalance("demo_kham")).toBe("0.00");
    await expect(
      alphabet.transferIn({ memberUsername: "demo_kham", amount: "1", reference: "D1" }),
    ).resolves.toMatchObject({
      balance: "1.00",
    });
  });
});

describe("sandbox games", () => {
  const now = new Date("2025-06-01T10:00:00Z");
  let session: LaunchRequest["session"];
  beforeAll(async () => {
    session = await newPlayerSession(database.db, now);
  });
  const launchFor = (memberUsername: string, gameCode?: string): LaunchRequest => ({
    memberUsername,
    ...(gameCode === undefined ? {} : { gameCode }),
    language: "cn" as const,
    returnUrl: "https://kham.example/player/game/askmebet?tab=Slot",
    device: "mobile" as const,
    session,
  });

  it("lists each provider's own catalogue, most played first, without engine settings", async () => {
    const adapters = sandboxGameProviders(database.db);
    const askmebet = await adapters.askmebet.listGames();
    expect(askmebet[0]).toEqual({
      code: "amb-lucky-naga",
      name: "Lucky Naga Gold",
      provider: "askmebet",
      category: "slot",
      imageUrl: "/games/amb-lucky-naga.webp",
    });
    expect(askmebet.every((game) => game.provider === "askmebet" && !("play" in game))).toBe(true);
    expect((await adapters.gclub.listGames()).map((game) => game.category)).toEqual([
      "casino",
      "casino",
      "casino",
    ]);
  });

  it("launches a game on the return URL's origin with a random token, storing only its digest", async () => {
    const askmebet = new SandboxGameProvider(database.db, "askmebet", { now: () => now });
    await askmebet.createMember("demo_launch");
    const first = await askmebet.launchGame(launchFor("demo_launch", "amb-lucky-naga"));
    const second = await askmebet.launchGame(launchFor("demo_launch"));
    const pattern = /^https:\/\/kham\.example\/sandbox\/games\/play\/([A-Za-z0-9_-]{43})$/;
    const token = first.url.match(pattern)?.[1];
    expect(token).toBeDefined();
    expect(second.url).toMatch(pattern);
    expect(second.url).not.toBe(first.url);
    const [stored] = await database.db
      .select()
      .from(sandboxLaunches)
      .where(eq(sandboxLaunches.tokenHash, tokenHash(token ?? "")));
    expect(stored).toMatchObject({
      provider: "askmebet",
      memberUsername: "demo_launch",
      gameCode: "amb-lucky-naga",
      language: "cn",
      returnUrl: "https://kham.example/player/game/askmebet?tab=Slot",
      sessionId: session.id,
      expiresAt: new Date(now.getTime() + LAUNCH_IDLE_MS),
    });
    expect(JSON.stringify(await database.db.select().from(sandboxLaunches))).not.toContain(token);
  });

  it("opens a link that ends with the session when the session ends first", async () => {
    const alphabet = new SandboxGameProvider(database.db, "alphabet", { now: () => now });
    await alphabet.createMember("demo_ending");
    const endsAt = new Date(now.getTime() + 5 * 60_000);
    const { url } = await alphabet.launchGame({
      ...launchFor("demo_ending"),
      session: { ...session, endsAt },
    });
    const [stored] = await database.db
      .select()
      .from(sandboxLaunches)
      .where(eq(sandboxLaunches.tokenHash, tokenHash(url.split("/").pop() ?? "")));
    expect(stored?.expiresAt).toEqual(endsAt);
  });

  it("opens nothing for a session that has ended", async () => {
    await gclub.createMember("demo_gone");
    const gone = { id: randomUUID(), endsAt: new Date(now.getTime() + LAUNCH_IDLE_MS) };
    expect(await reason(gclub.launchGame({ ...launchFor("demo_gone"), session: gone }))).toBe(
      "SESSION_ENDED",
    );
    expect(
      await database.db.select().from(sandboxLaunches).where(eq(sandboxLaunches.sessionId, gone.id)),
    ).toEqual([]);
  });

  it("opens no game without its game pages (in production), and says so before any launch", async () => {
    const unserved = new SandboxGameProvider(database.db, "gclub", { gamePages: false });
    expect(unserved.gamesAvailable).toBe(false);
    expect(gclub.gamesAvailable).toBe(true);
    expect(await reason(unserved.launchGame(launchFor("demo_gone")))).toBe("NOT_AVAILABLE");
  });

  it("refuses an unknown game, an unknown member and a return URL that is not a web address", async () => {
    await gclub.createMember("demo_lobby");
    expect(await reason(gclub.launchGame(launchFor("demo_lobby", "amb-lucky-naga")))).toBe("GAME_NOT_FOUND");
    expect(await reason(gclub.launchGame(launchFor("nobody")))).toBe("MEMBER_NOT_FOUND");
    expect(
      await reason(gclub.launchGame({ ...launchFor("demo_lobby"), returnUrl: "javascript:alert(1)" })),
    ).toMatch(/TypeError/);
    expect(await reason(gclub.launchGame({ ...launchFor("demo_lobby"), returnUrl: "/player" }))).toMatch(
      /TypeError/,
    );
  });
});
