import { providers } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { providerMembers } from "../../db/schema/wallets.ts";
import { buildTestApp, register, type TestApp } from "../../test/helper.ts";
import { insertProviderMember, listProviderMembers } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const membersOf = async (playerId: string) =>
  (await listProviderMembers(t.database.db, playerId)).map((member) => member.provider).sort();

describe("listProviderMembers", () => {
  it("keeps a player's complete set in memory: it is not read again", async () => {
    const { player } = await register(t.app);
    expect(await membersOf(player.id)).toEqual([...providers].sort());
    // Rows are never removed in the app; removing one here shows the set is not read again.
    await t.database.db.delete(providerMembers).where(eq(providerMembers.playerId, player.id));
    expect(await membersOf(player.id)).toEqual([...providers].sort());
  });

  it("sees a member added at another wallet, kept beside the first", async () => {
    const { player } = await register(t.app);
    expect(await membersOf(player.id)).toEqual([...providers].sort());
    await insertProviderMember(t.database.db, player.id, "gclub", "created_later", "amb:agent");
    const members = await listProviderMembers(t.database.db, player.id);
    expect(members.filter((member) => member.provider === "gclub")).toEqual([
      { provider: "gclub", wallet: "sandbox", memberUsername: expect.any(String) },
      { provider: "gclub", wallet: "amb:agent", memberUsername: "created_later" },
    ]);
  });
});
