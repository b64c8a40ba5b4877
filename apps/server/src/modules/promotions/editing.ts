import { MEDIA_PREFIX, type PromotionInput } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import type { AgencyRow } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import type { AppContext } from "../context.ts";
import { isStoredImage } from "../media/service.ts";
import { insertPromotion, setPromotionStatus, updatePromotion } from "./repository.ts";
import { toPromotion } from "./view.ts";

/* Staff write the agency's promotions. */

/** An upload's address must name an image stored here; the contract has checked the rest. */
async function requireStoredImage(db: Db, imageUrl: string): Promise<void> {
  if (imageUrl.startsWith(`${MEDIA_PREFIX}/`) && !(await isStoredImage(db, imageUrl))) {
    throw new AppError("VALIDATION_ERROR", "The image was not uploaded here", {
      imageUrl: "validation.image_not_uploaded",
    });
  }
}

export async function createPromotion(context: AppContext, agency: AgencyRow, input: PromotionInput) {
  await requireStoredImage(context.db, input.imageUrl);
  return toPromotion(await insertPromotion(context.db, agency.id, input, context.now()));
}

export async function changePromotion(
  context: AppContext,
  agency: AgencyRow,
  id: string,
  input: PromotionInput,
) {
  await requireStoredImage(context.db, input.imageUrl);
  const row = await updatePromotion(context.db, agency.id, id, input, context.now());
  if (row === undefined) throw new AppError("NOT_FOUND", `No promotion ${id}`);
  return toPromotion(row);
}

export async function setPromotionActive(
  context: AppContext,
  agency: AgencyRow,
  id: string,
  active: boolean,
) {
  const row = await setPromotionStatus(
    context.db,
    agency.id,
    id,
    active ? "ACTIVE" : "INACTIVE",
    context.now(),
  );
  if (row === undefined) throw new AppError("NOT_FOUND", `No promotion ${id}`);
  return toPromotion(row);
}
