import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { images } from "../../db/schema/media.ts";

export type ImageRow = typeof images.$inferSelect;
export type NewImage = Pick<ImageRow, "sha256" | "contentType" | "bytes" | "size" | "agencyId" | "createdAt">;

/** Stores the image unless its hash is stored already (then the first upload's row stays). */
export async function insertImage(db: Db, image: NewImage): Promise<void> {
  await db.insert(images).values(image).onConflictDoNothing({ target: images.sha256 });
}

export async function findImage(db: Db, sha256: string): Promise<ImageRow | undefined> {
  const [row] = await db.select().from(images).where(eq(images.sha256, sha256));
  return row;
}
