import {
  agencyParams,
  noBody,
  type Provider,
  pageSchema,
  playerBlockingSchema,
  playerListQuery,
  playerParams,
  providers,
  staffPlayerDetailSchema,
  staffPlayerSchema,
} from "@kham/contract";
import Decimal from "decimal.js";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { AppError } from "../../errors.ts";
import { ok } from "../../http.ts";
import { listBankAccounts } from "../bank-accounts/service.ts";
import { appContext } from "../context.ts";
import { playerDepositsForStaff } from "../deposits/service.ts";
import { endPlayerStreams } from "../events/service.ts";
import { latestPlayerLedger } from "../ledger/service.ts";
import { liveCredit } from "../wallets/service.ts";
import { playerWithdrawalsForStaff } from "../withdrawals/service.ts";
import { listAgencyPlayers, type PlayerRow } from "./repository.ts";
import { findAgencyPlayer, setPlayerBlocked } from "./service.ts";

const LEDGER_SHOWN = 100;

function toStaffPlayer(row: PlayerRow) {
  return {
    id: row.id,
    username: row.username,
    displayName: row.displayName,
    blocked: row.blocked,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Staff's pages of the agency's players: the list, one player with their money, and blocking. */
export default async function playerStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/agencies/:agency/players",
    {
      config: { permission: "players.read" },
      schema: {
        params: agencyParams,
        querystring: playerListQuery,
        response: ok(pageSchema(staffPlayerSchema)),
      },
    },
    async (request) => {
      const { items, total } = await listAgencyPlayers(app.db, request.agency.id, request.query);
      const { page, pageSize } = request.query;
      return { data: { items: items.map(toStaffPlayer), page, pageSize, total } };
    },
  );

  routes.get(
    "/agencies/:agency/players/:username",
    {
      config: { permission: "players.read" },
      schema: { params: playerParams, response: ok(staffPlayerDetailSchema) },
    },
    async (request) => {
      const { agency } = request;
      const player = await findAgencyPlayer(app.db, agency.id, request.params.username);
      if (player === undefined) throw new AppError("NOT_FOUND", `No player ${request.params.username}`);
      const credit = async (provider: Provider) => {
        try {
          return {
            provider,
            amount: await liveCredit(appContext(app, request.log), agency, player, provider),
          };
        } catch (error) {
          // A provider that cannot answer right now does not hide the rest of the player.
          request.log.warn({ err: error, provider }, "credit not read for staff");
          return { provider, amount: null };
        }
      };
      const [bankAccounts, credits, ledger, deposits, withdrawals] = await Promise.all([
        listBankAccounts(app.db, player.id),
        Promise.all(providers.map(credit)),
        latestPlayerLedger(app.db, player.id, LEDGER_SHOWN),
        playerDepositsForStaff(app.db, player.id),
        playerWithdrawalsForStaff(app.db, player.id),
      ]);
      return {
        data: {
          player: toStaffPlayer(player),
          bankAccounts,
          credits,
          ledger: ledger.map((entry) => ({
            id: entry.id,
            provider: entry.provider,
            kind: entry.kind,
            amount: new Decimal(entry.amount).toFixed(2),
            currency: entry.currency,
            orderCode: entry.orderCode,
            providerReference: entry.providerReference,
            createdAt: entry.createdAt.toISOString(),
          })),
          deposits,
          withdrawals,
        },
      };
    },
  );

  for (const [action, blocked] of [
    ["block", true],
    ["unblock", false],
  ] as const) {
    routes.post(
      `/agencies/:agency/players/:username/${action}`,
      {
        config: {
          permission: "players.block",
          audit: {
            action: `player.${action}`,
            target: (request) => ({ type: "player", id: (request.params as { username: string }).username }),
          },
        },
        schema: { params: playerParams, body: noBody, response: ok(playerBlockingSchema) },
      },
      async (request) => {
        const { playerId, ...result } = await setPlayerBlocked(
          app.db,
          request.agency.id,
          request.params.username,
          blocked,
        );
        // A block ends the player's live streams: they reconnect and see the new standing.
        if (blocked) await endPlayerStreams(app.events, playerId);
        return { data: result };
      },
    );
  }
}
