import { addBankAccountBody, bankAccountSchema } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { created, ok } from "../../http.ts";
import { authenticated, requirePlayer } from "../players/session.ts";
import { addBankAccount, listBankAccounts } from "./service.ts";

export default async function bankAccountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/players/bank-accounts",
    { schema: { response: ok(z.array(bankAccountSchema)) } },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await listBankAccounts(app.db, player.id) };
    },
  );

  routes.post(
    "/players/bank-accounts",
    {
      onRequest: requirePlayer,
      schema: { body: addBankAccountBody, response: created(bankAccountSchema) },
    },
    async (request, reply) => {
      const { player } = authenticated(request);
      const account = await addBankAccount(app.db, player, request.body, app.now());
      request.log.info({ bankCode: account.bankCode }, "bank account added");
      return reply.code(201).send({ data: account });
    },
  );
}
