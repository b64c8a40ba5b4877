import {
  agencyOrderParams,
  agencyParams,
  approveWithdrawalBody,
  pageSchema,
  playerParams,
  rejectWithdrawalBody,
  staffPayoutBody,
  staffWithdrawalSchema,
  uploadedImageSchema,
  uploadPromotionImageBody,
  withdrawalListQuery,
  withdrawalOrderSchema,
} from "@kham/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { created, ok } from "../../http.ts";
import { appContext } from "../context.ts";
import { IMAGE_UPLOAD_BODY_LIMIT, storeImage, uploadDigest } from "../media/service.ts";
import { toWithdrawalOrder } from "./orders.ts";
import { approveWithdrawal, rejectWithdrawal } from "./payout.ts";
import { payoutExcludedPlayer } from "./player-withdrawals.ts";
import { findAgencyWithdrawal, listAgencyWithdrawals } from "./repository.ts";

/** The withdrawal as it was before staff act on it (null when there is none). */
async function withdrawalBefore(app: FastifyInstance, request: FastifyRequest) {
  const order = await findAgencyWithdrawal(
    app.db,
    request.agency.id,
    (request.params as { code: string }).code,
  );
  return order ? toWithdrawalOrder(order) : null;
}

/** Staff's withdrawal queue: the list, and approving or rejecting an order. */
export default async function withdrawalStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const context = (request: FastifyRequest) => appContext(app, request.log);

  routes.get(
    "/agencies/:agency/withdrawals",
    {
      config: { permission: "orders.read" },
      schema: {
        params: agencyParams,
        querystring: withdrawalListQuery,
        response: ok(pageSchema(staffWithdrawalSchema)),
      },
    },
    async (request) => {
      const { items, total } = await listAgencyWithdrawals(app.db, request.agency.id, request.query);
      const { page, pageSize } = request.query;
      return {
        data: {
          items: items.map((row) => ({
            ...toWithdrawalOrder(row),
            username: row.username,
            reason: row.reason,
            creditTaken: row.transferredOutAt !== null,
          })),
          page,
          pageSize,
          total,
        },
      };
    },
  );

  // At an excluded player's request: they have no session, so staff start the withdrawal for them.
  routes.post(
    "/agencies/:agency/players/:username/payout",
    {
      config: {
        permission: "withdrawals",
        audit: {
          action: "player.payout",
          target: (request) => ({ type: "player", id: (request.params as { username: string }).username }),
        },
      },
      schema: { params: playerParams, body: staffPayoutBody, response: created(withdrawalOrderSchema) },
    },
    async (request, reply) => {
      const order = await payoutExcludedPlayer(
        context(request),
        request.agency,
        request.params.username,
        request.body.provider,
        `${request.protocol}://${request.host}`,
      );
      return reply.code(201).send({ data: toWithdrawalOrder(order) });
    },
  );

  routes.post(
    "/agencies/:agency/withdrawals/:code/approve",
    {
      config: {
        permission: "withdrawals",
        audit: {
          action: "withdrawal.approve",
          target: (request) => ({ type: "withdrawal", id: (request.params as { code: string }).code }),
          before: (request) => withdrawalBefore(app, request),
        },
      },
      schema: {
        params: agencyOrderParams,
        body: approveWithdrawalBody,
        response: ok(withdrawalOrderSchema),
      },
    },
    async (request) => {
      const order = await approveWithdrawal(
        context(request),
        request.agency.id,
        request.params.code,
        request.body,
      );
      return { data: toWithdrawalOrder(order) };
    },
  );

  // The transfer slip's image, stored as promotion banners are; the approval then names its address.
  routes.post(
    "/agencies/:agency/withdrawals/slips",
    {
      bodyLimit: IMAGE_UPLOAD_BODY_LIMIT,
      config: {
        permission: "withdrawals",
        audit: {
          action: "withdrawal.slip.upload",
          target: (request) => ({
            type: "image",
            id: uploadDigest((request.body as { image: string }).image),
          }),
        },
      },
      schema: { params: agencyParams, body: uploadPromotionImageBody, response: ok(uploadedImageSchema) },
    },
    async (request) => {
      const image = await storeImage(app.db, {
        agencyId: request.agency.id,
        base64: request.body.image,
        now: app.now(),
      });
      request.log.info(
        { image: image.sha256, size: image.size, by: request.staffActor.name },
        "slip uploaded",
      );
      return { data: image };
    },
  );

  routes.post(
    "/agencies/:agency/withdrawals/:code/reject",
    {
      config: {
        permission: "withdrawals",
        audit: {
          action: "withdrawal.reject",
          target: (request) => ({ type: "withdrawal", id: (request.params as { code: string }).code }),
          before: (request) => withdrawalBefore(app, request),
        },
      },
      schema: { params: agencyOrderParams, body: rejectWithdrawalBody, response: ok(withdrawalOrderSchema) },
    },
    async (request) => {
      const order = await rejectWithdrawal(
        context(request),
        request.agency.id,
        request.params.code,
        request.body?.reason,
      );
      return { data: toWithdrawalOrder(order) };
    },
  );
}
