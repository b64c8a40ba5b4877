import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, buildTestApp, get, type TestApp } from "../../test/helper.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe("GET /api/admin/v1/backup", () => {
  it("answers PGlite's data as a tarball, and on PostgreSQL says to use pg_dump", async () => {
    const response = await get(t.app, "/api/admin/v1/backup", { headers: admin });
    if (t.database.driver === "postgres") {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({
        code: "BACKUP_UNAVAILABLE",
        message: expect.stringContaining("pg_dump"),
      });
      return;
    }
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/gzip");
    expect(response.headers["content-disposition"]).toMatch(/^attachment; filename="kham-.*\.tar\.gz"$/);
    expect(gunzipSync(response.rawPayload).toString("latin1", 257, 262)).toBe("ustar");
  });

  it("is refused with a wrong admin token or none", async () => {
    const response = await get(t.app, "/api/admin/v1/backup", {
      headers: { authorization: "Bearer not-the-token-at-all" },
    });
    expect(response.statusCode).toBe(401);
    expect((await get(t.app, "/api/admin/v1/backup")).statusCode).toBe(401);
  });
});
