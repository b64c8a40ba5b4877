import { providers } from "@kham/contract";
import { and, eq } from "drizzle-orm";
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

  it("reads an incomplete set every time, so a member created later is seen", async () => {
    const { player } = await register(t.app);
    await t.database.db
      .delete(providerMembers)
      .where(and(eq(providerMembers.playerId, player.id), eq(providerMembers.provider, "gclub")));
    expect(await membersOf(player.id)).not.toContain("gclub");
    await insertProviderMember(t.database.db, player.id, "gclub", "created_later");
    expect(await membersOf(player.id)).toContain("gclub");
  });
});
