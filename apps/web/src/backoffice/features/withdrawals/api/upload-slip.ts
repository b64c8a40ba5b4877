import type { UploadedImage } from "@kham/contract";
import { useMutation } from "@tanstack/react-query";
import type { AfterCall } from "../../../lib/agency-change";
import { readAsBase64 } from "../../../lib/image-file";
import { agencyPath, staffApi } from "../../../lib/staff-api";

/** Uploads a transfer slip's image as promotion banners are (base64 JSON); answers its URL for slipUrl. */
export function uploadSlip(agency: string, base64: string): Promise<UploadedImage> {
  return staffApi.post(
    agencyPath(agency, "/withdrawals/slips"),
    { image: base64 },
    (contract) => contract.uploadedImageSchema,
  );
}

/** Uploads a chosen file; nothing else changes until the approval that names its URL is sent. */
export function useUploadSlip(agency: string, after?: AfterCall<UploadedImage, File>) {
  return useMutation({
    ...after,
    mutationFn: async (file: File) => uploadSlip(agency, await readAsBase64(file)),
  });
}
