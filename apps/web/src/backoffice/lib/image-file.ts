import {
  PROMOTION_IMAGE_MAX_BYTES,
  type PromotionImageType,
  promotionImageTypes,
  type UploadedImage,
} from "@kham/contract";
import type { UseMutationResult } from "@tanstack/react-query";
import { type ChangeEvent, useState } from "react";
import { isApiError } from "@/lib/api-client";
import { errorKey } from "@/lib/error-key";

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

/** The upload's failure as a message: the server's reason for the image, or the error's. */
function uploadFailure(error: unknown): string {
  if (isApiError(error) && error.fields?.image) return error.fields.image;
  return errorKey(error);
}

/** A file input's handler that checks the chosen image, then uploads it; `problem` is either refusal. */
export function useImageChooser(
  upload: UseMutationResult<UploadedImage, Error, File>,
  onUploaded: (url: string) => void,
) {
  const [problem, setProblem] = useState<string | undefined>();
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = "";
    if (file === undefined) return;
    const refused = imageFileProblem(file);
    setProblem(refused);
    if (refused === undefined)
      upload.mutate(file, {
        onSuccess: (image) => onUploaded(image.url),
        onError: (failure) => setProblem(uploadFailure(failure)),
      });
  };
  return { problem, choose, clearProblem: () => setProblem(undefined) };
}
