import type { UploadedImage } from "@kham/contract";
import { useMutation } from "@tanstack/react-query";
import type { AfterCall } from "../../../lib/agency-change";
import { readAsBase64 } from "../../../lib/image-file";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** Uploads a banner's bytes (base64: the API takes JSON only); answers the URL for imageUrl. */
export function uploadPromotionImage(agency: string, base64: string): Promise<UploadedImage> {
  return staffApi.post(
    agencyPath(agency, "/promotions/images"),
    { image: base64 },
    (contract) => contract.uploadedImageSchema,
  );
}

/** Uploads a chosen file; nothing else changes until the form that holds its URL is saved. */
export function useUploadPromotionImage(agency: string, after?: AfterCall<UploadedImage, File>) {
  return useMutation({
    ...after,
    mutationFn: async (file: File) => uploadPromotionImage(agency, await readAsBase64(file)),
  });
}
