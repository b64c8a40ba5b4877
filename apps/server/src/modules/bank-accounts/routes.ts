import { addBankAccountBody } from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { envelope } from "../../http.ts";
import { authenticated, requirePlayer } from "../../plugins/session.ts";
import { listBankAccounts } from "./repository.ts";
import { addBankAccount } from "./service.ts";

export const bankAccountSchema = z.object({
  id: z.string(),
  bankCode: z.string(),
  bankName: z.string(),
  accountNumber: z.string(),
  accountName: z.string(),
  currency: z.literal("LAK"),
  createdAt: z.string(),
});

export default async function bankAccountRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    "/players/bank-accounts",
    { schema: { response: { 200: envelope(z.array(bankAccountSchema)) } } },
    async (request) => {
      const { player } = authenticated(request);
      return { data: await listBankAccounts(app.db, player.id) };
    },
  );

  routes.post(
    "/players/bank-accounts",
    {
      onRequest: requirePlayer,
      schema: { body: addBankAccountBody, response: { 201: envelope(bankAccountSchema) } },
    },
    async (request, reply) => {
      const { player } = authenticated(request);
      const account = await addBankAccount(app.db, player, request.body, app.now());
      request.log.info({ bankCode: account.bankCode }, "bank account added");
      return reply.code(201).send({ data: account });
    },
  );
}
