import type { DeviceFingerprint } from "@kham/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fingerprints } from "../../db/schema/fingerprint.ts";
import { buildTestApp, post, register, type TestApp } from "../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date("2026-03-04T23:30:00Z"));
});
afterAll(() => t.close());

function device(fingerprint: string): DeviceFingerprint {
  return {
    screen: "390x844",
    version: "5.0 (Linux; Android 13)",
    timezone: "Asia/Vientiane",
    userAgent: "Mozilla/5.0 (Linux; Android 13) Chrome/130",
    plugins: "PDF Viewer,Chrome PDF Viewer",
    webGL: {
      version: "WebGL 1.0",
      vendor: "WebKit",
      unmaskedVendor: "Qualcomm",
      renderer: "WebKit WebGL",
      unmaskedRenderer: "Adreno (TM) 610",
      shadingLanguageVersion: "WebGL GLSL ES 1.0",
    },
    audio: "124.04347527516074",
    platform: "Linux armv8l",
    fingerprint,
    memory: "4",
    fonts: "Noto Sans Lao,Roboto",
    languages: "lo-LA,lo,en",
    hardwareConcurrency: "8",
    vendor: "Google Inc.",
  };
}

describe("POST /api/v2/fingerprint", () => {
  it("records a visitor's device and answers its id and the UTC day", async () => {
    const response = await post(t.app, "/api/v2/fingerprint", { fingerprint: device("visitor-1") });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { id: expect.any(String), date: "2026-03-04" } });
    const [row] = await t.database.db
      .select()
      .from(fingerprints)
      .where(eq(fingerprints.fingerprint, "visitor-1"));
    expect(row?.playerId).toBeNull();
    expect(row?.device).toEqual(device("visitor-1"));
  });

  it("links the player when logged in, and keeps one row per device and day", async () => {
    const first = await post(t.app, "/api/v2/fingerprint", { fingerprint: device("shared-1") });
    const { cookie, player } = await register(t.app);
    const again = await post(t.app, "/api/v2/fingerprint", { fingerprint: device("shared-1") }, { cookie });
    expect(again.json().data.id).toBe(first.json().data.id);
    const rows = await t.database.db
      .select()
      .from(fingerprints)
      .where(eq(fingerprints.fingerprint, "shared-1"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.playerId).toBe(player.id);

    t.clock.advance(60 * 60 * 1000);
    const nextDay = await post(t.app, "/api/v2/fingerprint", { fingerprint: device("shared-1") }, { cookie });
    expect(nextDay.json().data.date).toBe("2026-03-05");
    expect(nextDay.json().data.id).not.toBe(first.json().data.id);
  });

  it("lets only the linked player change a player's row: not a visitor, not another player", async () => {
    const owner = await register(t.app);
    const other = await register(t.app);
    const first = await post(
      t.app,
      "/api/v2/fingerprint",
      { fingerprint: device("owned-1") },
      { cookie: owner.cookie },
    );
    const forged = { ...device("owned-1"), userAgent: "forged", platform: "forged" };
    for (const cookie of [undefined, other.cookie]) {
      const again = await post(t.app, "/api/v2/fingerprint", { fingerprint: forged }, { cookie });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(first.json().data);
    }
    const rowsOf = () =>
      t.database.db.select().from(fingerprints).where(eq(fingerprints.fingerprint, "owned-1"));
    expect(await rowsOf()).toEqual([
      expect.objectContaining({ playerId: owner.player.id, device: device("owned-1") }),
    ]);

    const updated = { ...device("owned-1"), userAgent: "Mozilla/5.0 (Linux; Android 14) Chrome/131" };
    await post(t.app, "/api/v2/fingerprint", { fingerprint: updated }, { cookie: owner.cookie });
    expect(await rowsOf()).toEqual([expect.objectContaining({ playerId: owner.player.id, device: updated })]);
  });

  it("refuses missing, unknown and overlong fields", async () => {
    const { fonts: _fonts, ...withoutFonts } = device("x");
    for (const fingerprint of [
      withoutFonts,
      { ...device("x"), extra: "1" },
      { ...device("x"), fonts: "a".repeat(5000) },
    ]) {
      const response = await post(t.app, "/api/v2/fingerprint", { fingerprint });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe("VALIDATION_ERROR");
    }
    const rows = await t.database.db.select().from(fingerprints).where(eq(fingerprints.fingerprint, "x"));
    expect(rows).toEqual([]);
  });
});
