import { z } from "zod";
import { languages } from "./i18n.ts";
import { providerSchema } from "./provider-schema.ts";
import { providers } from "./providers.ts";
import { text } from "./text.ts";

export const promotionStatuses = ["ACTIVE", "INACTIVE"] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];

/** FIRST_DEPOSIT: only for a player with no successful deposit yet; ANY: for everyone. */
export const promotionKinds = ["FIRST_DEPOSIT", "ANY"] as const;
export type PromotionKind = (typeof promotionKinds)[number];

/** USED: in use (one at a time); SUCCESS: played through or withdrawn; CANCELED: by the player. */
export const promotionUsageStatuses = ["USED", "SUCCESS", "CANCELED"] as const;
export type PromotionUsageStatus = (typeof promotionUsageStatuses)[number];

/** Provider credit from which a player counts as playing: no promotion nor promotion deposit then. */
export const DEFAULT_PROMOTION_CREDIT_THRESHOLD = "5.00";

/** Credit amounts of a promotion: positive, at most two decimals. */
const creditAmount = text()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, "validation.amount_invalid");

/** Where the server serves uploaded images: `/media/<sha256>.<png|jpg|webp>`. */
export const MEDIA_PREFIX = "/media";
const UPLOADED_IMAGE = /^\/media\/[0-9a-f]{64}\.(?:png|jpg|webp)$/;

/** Whether the address is of an image uploaded to this site (`/media/<sha256>.<png|jpg|webp>`). */
export function isUploadedImageUrl(value: string): boolean {
  return UPLOADED_IMAGE.test(value);
}
/** https, a host name (so no user, password or backslash before it), a port, then no space or control. */
const HTTPS_ADDRESS = /^https:\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::\d{1,5})?(?:[/?#][^\s\p{Cc}]*)?$/iu;
/** The banners that ship with the app (the demo agency's), served from its own files. */
export const BUILT_IN_PROMOTION_IMAGES = [
  "/promotions/welcome.svg",
  "/promotions/daily-reload.svg",
  "/promotions/live-casino.svg",
] as const;

/** The address goes into every player's page: only uploads, the app's banners or plain https pass. */
export function isPromotionImageUrl(value: string): boolean {
  return (
    isUploadedImageUrl(value) ||
    (BUILT_IN_PROMOTION_IMAGES as readonly string[]).includes(value) ||
    HTTPS_ADDRESS.test(value)
  );
}

/** A text in each of the four languages. */
export const localisedTextSchema = z.strictObject(
  Object.fromEntries(
    languages.map((language) => [language, text().trim().min(1, "validation.required").max(2000)]),
  ) as Record<(typeof languages)[number], ReturnType<typeof text>>,
);
export type LocalisedText = z.infer<typeof localisedTextSchema>;

/** A promotion as staff write it (promotion:create --file, the back office form). */
export const promotionInputSchema = z
  .strictObject({
    title: localisedTextSchema,
    description: localisedTextSchema,
    imageUrl: text()
      .trim()
      .min(1, "validation.required")
      .max(500, "validation.image_url")
      .refine(isPromotionImageUrl, "validation.image_url"),
    status: z.enum(promotionStatuses).default("INACTIVE"),
    kind: z.enum(promotionKinds),
    providers: z.array(providerSchema).min(1).max(providers.length),
    depositCredit: creditAmount,
    bonusCredit: creditAmount,
    maxCredit: creditAmount,
    requiredCredit: creditAmount,
    withdrawAll: z.boolean(),
    deductBonusOnWithdraw: z.boolean(),
    startsAt: text().check(z.iso.datetime({ offset: true })),
    endsAt: text()
      .check(z.iso.datetime({ offset: true }))
      .nullable(),
  })
  .refine((input) => new Set(input.providers).size === input.providers.length, {
    message: "validation.duplicate",
    path: ["providers"],
  })
  .refine((input) => input.endsAt === null || Date.parse(input.endsAt) > Date.parse(input.startsAt), {
    message: "validation.ends_before_start",
    path: ["endsAt"],
  })
  .refine((input) => Number(input.depositCredit) > 0, {
    message: "validation.amount_invalid",
    path: ["depositCredit"],
  })
  .refine((input) => Number(input.maxCredit) > 0, {
    message: "validation.amount_invalid",
    path: ["maxCredit"],
  });
export type PromotionInput = z.infer<typeof promotionInputSchema>;

/** A promotion's banner image: PNG, JPEG or WebP (told by its bytes, never by a declared type). */
export const promotionImageTypes = ["image/png", "image/jpeg", "image/webp"] as const;
export type PromotionImageType = (typeof promotionImageTypes)[number];

/** The most a banner image may weigh, decoded (a 640×300 banner is far below it). */
export const PROMOTION_IMAGE_MAX_BYTES = 1024 * 1024;

/** Standard base64 with its padding: the only form the upload takes, so nothing is silently skipped. */
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** `POST /agencies/{agency}/promotions/images`, base64 in JSON; the server checks the decoded size again. */
export const uploadPromotionImageBody = z.strictObject({
  image: text()
    .min(1, "validation.required")
    .max(Math.ceil(PROMOTION_IMAGE_MAX_BYTES / 3) * 4, "validation.image_too_large")
    .regex(BASE64, "validation.image_invalid"),
});
export type UploadPromotionImageBody = z.infer<typeof uploadPromotionImageBody>;

/** A stored image: `url` (`/media/<sha256>.<ext>`) is what a promotion's imageUrl takes. */
export const uploadedImageSchema = z.object({
  url: z.string(),
  sha256: z.string(),
  contentType: z.enum(promotionImageTypes),
  size: z.number().int(),
});
export type UploadedImage = z.infer<typeof uploadedImageSchema>;

export const promotionSchema = z.object({
  id: z.string(),
  title: z.record(z.string(), z.string()),
  description: z.record(z.string(), z.string()),
  /** Empty when the stored address is one isPromotionImageUrl refuses (stored before it was checked). */
  imageUrl: z.string(),
  status: z.enum(promotionStatuses),
  kind: z.enum(promotionKinds),
  providers: z.array(providerSchema),
  depositCredit: z.string(),
  bonusCredit: z.string(),
  maxCredit: z.string(),
  requiredCredit: z.string(),
  withdrawAll: z.boolean(),
  deductBonusOnWithdraw: z.boolean(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
});
export type Promotion = z.infer<typeof promotionSchema>;

export const promotionUsageSchema = z.object({
  usageId: z.string(),
  promotion: promotionSchema,
  provider: providerSchema,
  status: z.enum(promotionUsageStatuses),
  usedAt: z.string(),
  /** The placeholder date when still in use. */
  endedAt: z.string(),
  /** The bonus credited with the promotion deposit ("0.00" until that deposit succeeds). */
  bonus: z.string(),
  /** Whether the promotion deposit has been made (credited, or paid and being credited). */
  deposited: z.boolean(),
  /** The bonus taken back when the player cancelled ("0.00" otherwise). */
  bonusRemoved: z.string(),
  /** The excess above the max credit removed by the withdrawal that ended it, if any. */
  creditReturned: z.string().nullable(),
});
export type PromotionUsage = z.infer<typeof promotionUsageSchema>;

export const usePromotionBody = z.strictObject({
  promotionId: text().check(z.uuid({ error: "validation.promotion_invalid" })),
  providerId: providerSchema,
});
export type UsePromotionBody = z.infer<typeof usePromotionBody>;

export const cancelPromotionUsageBody = z.strictObject({
  usageId: text().check(z.uuid({ error: "validation.promotion_invalid" })),
});
export type CancelPromotionUsageBody = z.infer<typeof cancelPromotionUsageBody>;

/** `GET /api/v2/players/backlist`: whether staff blocked the player from promotions. */
/** `blocked`: staff barred the player from promotions; `hasDeposited`: first-deposit ones are no longer theirs. */
export const blockingSchema = z.object({ blocked: z.boolean(), hasDeposited: z.boolean() });

/** Server-sent event `promotion.updated`: the player's usage changed (used, credited, ended). */
export interface PromotionEvents {
  "promotion.updated": { usage: PromotionUsage };
}
