import {
  agencyParams,
  noBody,
  promotionInputSchema,
  promotionParams,
  promotionSchema,
  uploadedImageSchema,
  uploadPromotionImageBody,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { created, ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { storeImage, uploadDigest } from "../media/service.ts";
import { changePromotion, createPromotion, setPromotionActive } from "./editing.ts";
import { findPromotion, listAgencyPromotions } from "./repository.ts";
import { toPromotion } from "./view.ts";

/**
 * An image upload is the one body above the app's 16 KiB: 1 MiB of image is about 1.4 MiB of base64
 * (the API takes JSON only), plus room for the JSON around it.
 */
export const IMAGE_UPLOAD_BODY_LIMIT = 1.5 * 1024 * 1024;

/** The promotion as it was before staff change it, with the image address as stored. */
async function promotionBefore(app: FastifyInstance, request: FastifyRequest) {
  const promotion = await findPromotion(app.db, request.agency.id, (request.params as { id: string }).id);
  // The audit keeps the image address as stored, even one the players are served without.
  return promotion ? { ...toPromotion(promotion), imageUrl: promotion.imageUrl } : null;
}

/** Staff write the agency's promotions: create, change, activate and deactivate, upload banner images. */
export default async function promotionStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  routes.get(
    "/agencies/:agency/promotions",
    {
      config: { permission: "promotions" },
      schema: { params: agencyParams, response: ok(z.array(promotionSchema)) },
    },
    async (request) => {
      const { agency } = request;
      return { data: (await listAgencyPromotions(app.db, agency.id)).map(toPromotion) };
    },
  );

  routes.post(
    "/agencies/:agency/promotions/images",
    {
      bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
      config: {
        permission: "promotions",
        audit: {
          action: "promotion.image.upload",
          // The hash, type and size; never the bytes.
          target: (request) => ({
            type: "image",
            id: uploadDigest((request.body as { image: string }).image),
          }),
        },
      },
      schema: { params: agencyParams, body: uploadPromotionImageBody, response: ok(uploadedImageSchema) },
    },
    async (request) => {
      const { agency } = request;
      const image = await storeImage(app.db, {
        agencyId: agency.id,
        base64: request.body.image,
        now: app.now(),
      });
      request.log.info(
        { image: image.sha256, size: image.size, by: request.staffActor.name },
        "image uploaded",
      );
      return { data: image };
    },
  );

  routes.post(
    "/agencies/:agency/promotions",
    {
      config: {
        permission: "promotions",
        audit: {
          action: "promotion.create",
          target: () => ({ type: "promotion", id: "new" }),
          after: (data) => data,
        },
      },
      schema: { params: agencyParams, body: promotionInputSchema, response: created(promotionSchema) },
    },
    async (request, reply) => {
      const { agency } = request;
      const promotion = await createPromotion(context(request), agency, request.body);
      request.log.info({ promotion: promotion.id, by: request.staffActor.name }, "promotion created");
      return reply.code(201).send({ data: promotion });
    },
  );

  routes.put(
    "/agencies/:agency/promotions/:id",
    {
      config: {
        permission: "promotions",
        audit: {
          action: "promotion.update",
          target: (request) => ({ type: "promotion", id: (request.params as { id: string }).id }),
          before: (request) => promotionBefore(app, request),
        },
      },
      schema: { params: promotionParams, body: promotionInputSchema, response: ok(promotionSchema) },
    },
    async (request) => {
      const { agency } = request;
      const promotion = await changePromotion(context(request), agency, request.params.id, request.body);
      request.log.info({ promotion: promotion.id, by: request.staffActor.name }, "promotion changed");
      return { data: promotion };
    },
  );

  for (const [action, active] of [
    ["activate", true],
    ["deactivate", false],
  ] as const) {
    routes.post(
      `/agencies/:agency/promotions/:id/${action}`,
      {
        config: {
          permission: "promotions",
          audit: {
            action: `promotion.${action}`,
            target: (request) => ({ type: "promotion", id: (request.params as { id: string }).id }),
            before: (request) => promotionBefore(app, request),
          },
        },
        schema: {
          params: promotionParams,
          body: noBody,
          response: ok(promotionSchema),
        },
      },
      async (request) => {
        const { agency } = request;
        const promotion = await setPromotionActive(context(request), agency, request.params.id, active);
        request.log.info(
          { promotion: promotion.id, active, by: request.staffActor.name },
          "promotion status set",
        );
        return { data: promotion };
      },
    );
  }
}
