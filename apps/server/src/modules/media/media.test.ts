import { PROMOTION_IMAGE_MAX_BYTES } from "@kham/contract";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { images } from "../../db/schema/media.ts";
import { auditLog } from "../../db/schema/staff.ts";
import { ADMIN_TOKEN, buildTestApp, get, post, type TestApp } from "../../test/helper.ts";
import { createStaff, staffLogin } from "../staff/test-support.ts";
import { detectImageType, sha256Of } from "./service.ts";

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const UPLOAD = "/api/admin/v1/agencies/demo/promotions/images";
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** A real 1×1 PNG. */
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
/** The start of a JFIF JPEG: the server reads only the magic number. */
const JPEG = Buffer.from([
  0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00,
]);
/** RIFF, a size, WEBP, then a VP8L chunk header. */
const WEBP = Buffer.concat([
  Buffer.from("RIFF"),
  Buffer.from([0x1a, 0x00, 0x00, 0x00]),
  Buffer.from("WEBPVP8L"),
  Buffer.from([0x0d, 0x00, 0x00, 0x00, 0x2f, 0x00, 0x00, 0x00, 0x10, 0x07, 0x10, 0x11, 0x11]),
]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.cookie)</script></svg>',
);
const HTML = Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>");
const GIF = Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64");

const upload = (bytes: Buffer | string, headers: Record<string, string> = admin) =>
  post(t.app, UPLOAD, { image: typeof bytes === "string" ? bytes : bytes.toString("base64") }, { headers });

const imageCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(images))[0]!.n;

/** A PNG header followed by zeros, `size` bytes in all. */
const pngOfSize = (size: number) => Buffer.concat([PNG.subarray(0, 8), Buffer.alloc(size - 8)]);

describe("detectImageType", () => {
  it("reads the type from the magic number only", () => {
    expect(detectImageType(PNG)).toBe("image/png");
    expect(detectImageType(JPEG)).toBe("image/jpeg");
    expect(detectImageType(WEBP)).toBe("image/webp");
    for (const bytes of [SVG, HTML, GIF, Buffer.alloc(0), Buffer.from("RIFF1234WAVE"), PNG.subarray(0, 7)])
      expect(detectImageType(bytes)).toBeUndefined();
  });
});

describe("POST /api/admin/v1/agencies/{agency}/promotions/images", () => {
  it.each([
    ["PNG", PNG, "image/png", "png"],
    ["JPEG", JPEG, "image/jpeg", "jpg"],
    ["WebP", WEBP, "image/webp", "webp"],
  ] as const)("stores a %s and answers its URL", async (_name, bytes, contentType, extension) => {
    const response = await upload(bytes);
    expect(response.statusCode, response.body).toBe(200);
    const sha256 = sha256Of(bytes);
    expect(response.json().data).toEqual({
      url: `/media/${sha256}.${extension}`,
      sha256,
      contentType,
      size: bytes.length,
    });
    const [row] = await t.database.db.select().from(images).where(eq(images.sha256, sha256));
    expect(row?.contentType).toBe(contentType);
    expect(Buffer.compare(row!.bytes, bytes)).toBe(0);
  });

  it("records the agency and audits the upload with its hash, type and size, not its bytes", async () => {
    const bytes = pngOfSize(64);
    const response = await upload(bytes);
    const sha256 = sha256Of(bytes);
    const [row] = await t.database.db.select().from(images).where(eq(images.sha256, sha256));
    const demo = await t.database.db.execute(sql`select id from agencies where code = 'demo'`);
    expect(row?.agencyId).toBe((demo as unknown as { rows: { id: string }[] }).rows[0]!.id);
    const [entry] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "promotion.image.upload"), eq(auditLog.targetId, sha256)));
    expect(entry).toMatchObject({ targetType: "image", after: response.json().data });
    expect(JSON.stringify(entry)).not.toContain(bytes.toString("base64"));
  });

  it("stores the same image once, however often it is uploaded", async () => {
    const bytes = pngOfSize(100);
    const first = await upload(bytes);
    const before = await imageCount();
    const again = await upload(bytes);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await imageCount()).toBe(before);
    expect(
      await t.database.db
        .select()
        .from(images)
        .where(eq(images.sha256, sha256Of(bytes))),
    ).toHaveLength(1);
  });

  it("takes an image of exactly 1 MiB, over the app's usual body limit", async () => {
    const response = await upload(pngOfSize(PROMOTION_IMAGE_MAX_BYTES));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.size).toBe(PROMOTION_IMAGE_MAX_BYTES);
  });

  it.each([
    ["an SVG", SVG.toString("base64"), "validation.image_type"],
    ["HTML", HTML.toString("base64"), "validation.image_type"],
    ["a GIF", GIF.toString("base64"), "validation.image_type"],
    [
      "one byte over 1 MiB",
      pngOfSize(PROMOTION_IMAGE_MAX_BYTES + 1).toString("base64"),
      "validation.image_too_large",
    ],
    [
      "far over 1 MiB",
      pngOfSize(PROMOTION_IMAGE_MAX_BYTES + 4096).toString("base64"),
      "validation.image_too_large",
    ],
    ["bad base64", "not base64 at all!", "validation.image_invalid"],
    ["unpadded base64", PNG.toString("base64").replace(/=+$/, ""), "validation.image_invalid"],
    ["a data URL", `data:image/png;base64,${PNG.toString("base64")}`, "validation.image_invalid"],
    ["nothing", "", "validation.required"],
  ])("refuses %s with 400 VALIDATION_ERROR and stores nothing", async (_name, image, reason) => {
    const before = await imageCount();
    const audited = await t.database.db.select().from(auditLog);
    const response = await upload(image);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().error).toMatchObject({ code: "VALIDATION_ERROR", fields: { image: reason } });
    expect(await imageCount()).toBe(before);
    expect(await t.database.db.select().from(auditLog)).toHaveLength(audited.length);
  });

  it("refuses a body beyond its own limit", async () => {
    const before = await imageCount();
    const response = await post(t.app, UPLOAD, { image: "A".repeat(2 * 1024 * 1024) }, { headers: admin });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe("VALIDATION_ERROR");
    expect(await imageCount()).toBe(before);
  });

  it("is for marketing and owners: finance gets 403 and nothing is stored", async () => {
    const secrets = new Map<string, string>();
    const marketing = await staffLogin(t, await createStaff(t, "marketing"), secrets);
    const finance = await staffLogin(t, await createStaff(t, "finance"), secrets);
    const bytes = pngOfSize(200);
    const refused = await upload(bytes, { cookie: finance });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe("FORBIDDEN");
    expect(
      await t.database.db
        .select()
        .from(images)
        .where(eq(images.sha256, sha256Of(bytes))),
    ).toEqual([]);
    expect((await upload(bytes, { cookie: marketing })).statusCode).toBe(200);
  });
});

describe("GET /media/{sha256}.{ext}", () => {
  it("serves the bytes with their type, cached for ever and never sniffed", async () => {
    const { url } = (await upload(WEBP)).json().data;
    const response = await get(t.app, url);
    expect(response.statusCode).toBe(200);
    expect(Buffer.compare(response.rawPayload, WEBP)).toBe(0);
    expect(response.headers["content-type"]).toBe("image/webp");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["x-content-type-options"]).toBe("nosniff");
    expect(response.headers["content-length"]).toBe(String(WEBP.length));
  });

  it("answers any other name with a 404 in the error envelope", async () => {
    const { sha256 } = (await upload(PNG)).json().data;
    for (const path of [
      `/media/${sha256}.jpg`,
      `/media/${sha256}.svg`,
      `/media/${sha256}`,
      `/media/${"0".repeat(64)}.png`,
      `/media/${sha256.toUpperCase()}.png`,
      "/media/..%2Fpackage.json",
      "/media/x%00.png",
    ]) {
      const response = await get(t.app, path);
      expect(response.statusCode, path).toBe(404);
      expect(response.headers["content-type"], path).toMatch(/^application\/json/);
      expect(response.json().error.code, path).toBe("NOT_FOUND");
    }
  });
});
