import { createHash } from "node:crypto";
import {
  MEDIA_PREFIX,
  PROMOTION_IMAGE_MAX_BYTES,
  type PromotionImageType,
  type UploadedImage,
} from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { findImage, insertImage } from "./repository.ts";

/** The one body above 16 KiB: 1 MiB of image as base64 JSON, plus room. */
export const IMAGE_UPLOAD_BODY_LIMIT = 1.5 * 1024 * 1024;

/** Where stored images are served, outside /api: public, cacheable for ever. */
const extensions: Record<PromotionImageType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};

const startsWith = (bytes: Buffer, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);

/** The declared type is never trusted: SVG (which can carry script), HTML and the rest are refused. */
export function detectImageType(bytes: Buffer): PromotionImageType | undefined {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return "image/webp";
  return undefined;
}

export function sha256Of(bytes: Buffer): string {
  return createHash("sha256").update(bytes).digest("hex");
}

/** The hash of an upload's base64 text, for the audit log (the text passed the contract's check). */
export function uploadDigest(base64: string): string {
  return sha256Of(Buffer.from(base64, "base64"));
}

export function imageUrl(sha256: string, contentType: PromotionImageType): string {
  return `${MEDIA_PREFIX}/${sha256}.${extensions[contentType]}`;
}

const refuse = (reason: string) => new AppError("VALIDATION_ERROR", undefined, { image: reason });

/** Once per content, PNG, JPEG or WebP of at most 1 MiB. */
export async function storeImage(
  db: Db,
  upload: { agencyId: string; base64: string; now: Date },
): Promise<UploadedImage> {
  const bytes = Buffer.from(upload.base64, "base64");
  if (bytes.length > PROMOTION_IMAGE_MAX_BYTES) throw refuse("validation.image_too_large");
  const contentType = detectImageType(bytes);
  if (contentType === undefined) throw refuse("validation.image_type");
  const sha256 = sha256Of(bytes);
  await insertImage(db, {
    sha256,
    contentType,
    bytes,
    size: bytes.length,
    agencyId: upload.agencyId,
    createdAt: upload.now,
  });
  return { url: imageUrl(sha256, contentType), sha256, contentType, size: bytes.length };
}

const FILE_NAME = /^([0-9a-f]{64})\.(png|jpg|webp)$/;

/** The stored image a file name (`<sha256>.<ext>`) names, its extension matching its type; else undefined. */
export async function findImageFile(
  db: Db,
  fileName: string,
): Promise<{ sha256: string; contentType: PromotionImageType; bytes: Buffer } | undefined> {
  const match = FILE_NAME.exec(fileName);
  if (!match) return undefined;
  const image = await findImage(db, match[1]!);
  if (image === undefined || extensions[image.contentType] !== match[2]) return undefined;
  return { sha256: image.sha256, contentType: image.contentType, bytes: image.bytes };
}

/** A media address of this site must name an image stored here, else a VALIDATION_ERROR on `field`. */
export async function requireStoredImage(db: Db, url: string, field: string): Promise<void> {
  if (url.startsWith(`${MEDIA_PREFIX}/`) && !(await isStoredImage(db, url))) {
    throw new AppError("VALIDATION_ERROR", "The image was not uploaded here", {
      [field]: "validation.image_not_uploaded",
    });
  }
}

/** Any agency's upload counts: every stored image is public and its address is its content. */
export async function isStoredImage(db: Db, url: string): Promise<boolean> {
  if (!url.startsWith(`${MEDIA_PREFIX}/`)) return false;
  return (await findImageFile(db, url.slice(MEDIA_PREFIX.length + 1))) !== undefined;
}
