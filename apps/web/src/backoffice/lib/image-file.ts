import { PROMOTION_IMAGE_MAX_BYTES, type PromotionImageType, promotionImageTypes } from "@kham/contract";

/** Only a first filter for a quick answer; the server decides by the bytes themselves. */
export function imageFileProblem(file: File): string | undefined {
  if (!(promotionImageTypes as readonly string[]).includes(file.type as PromotionImageType))
    return "validation.image_type";
  if (file.size > PROMOTION_IMAGE_MAX_BYTES) return "validation.image_too_large";
  if (file.size === 0) return "validation.image_invalid";
  return undefined;
}

/** The file's bytes in base64, as the upload takes them (the API speaks JSON only). */
export function readAsBase64(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      resolve(dataUrl.slice(dataUrl.indexOf(",") + 1));
    };
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });
}
