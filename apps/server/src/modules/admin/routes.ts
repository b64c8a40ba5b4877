import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/client.ts";
import agencyStaffRoutes from "../agency/staff-routes.ts";
import amountLimitStaffRoutes from "../amount-limits/staff-routes.ts";
import backupStaffRoutes from "../backups/staff-routes.ts";
import bankStaffRoutes from "../banks/staff-routes.ts";
import depositStaffRoutes from "../deposits/staff-routes.ts";
import gameProviderStaffRoutes from "../game-providers/staff-routes.ts";
import jobStaffRoutes from "../jobs/staff-routes.ts";
import paymentGatewayStaffRoutes from "../payment-gateway/staff-routes.ts";
import paymentMethodStaffRoutes from "../payment-methods/staff-routes.ts";
import playerStaffRoutes from "../players/staff-routes.ts";
import promotionStaffRoutes from "../promotions/staff-routes.ts";
import protectionStaffRoutes from "../protection/staff-routes.ts";
import rateStaffRoutes from "../rates/staff-routes.ts";
import reconciliationStaffRoutes from "../reconciliation/staff-routes.ts";
import reportStaffRoutes from "../reports/staff-routes.ts";
import { staffAuthRoutes } from "../staff/routes.ts";
import staffAccountRoutes, { staffEventRoutes } from "../staff/staff-routes.ts";
import staffAlertStaffRoutes from "../staff-alerts/staff-routes.ts";
import withdrawalStaffRoutes from "../withdrawals/staff-routes.ts";
import { guardStaffApi, setStaffCookie, staffSessionOf, staffTokenOf } from "./guard.ts";

/** The back office's login, then everything staff or the admin token do, behind the guard; modules own their routes. */
export default async function adminRoutes(
  app: FastifyInstance,
  options: { token: string | undefined; database: Database; heartbeatMs?: number },
) {
  await app.register(staffAuthRoutes, {
    sessionOf: (request) => staffSessionOf(app, request),
    setCookie: setStaffCookie,
    tokenOf: staffTokenOf,
  });

  await app.register(async (guarded) => {
    guardStaffApi(guarded, options);
    await guarded.register(withdrawalStaffRoutes);
    await guarded.register(depositStaffRoutes);
    await guarded.register(playerStaffRoutes);
    await guarded.register(protectionStaffRoutes);
    await guarded.register(rateStaffRoutes);
    await guarded.register(amountLimitStaffRoutes);
    await guarded.register(paymentMethodStaffRoutes);
    await guarded.register(paymentGatewayStaffRoutes);
    await guarded.register(staffAlertStaffRoutes);
    await guarded.register(gameProviderStaffRoutes);
    await guarded.register(jobStaffRoutes);
    await guarded.register(promotionStaffRoutes);
    await guarded.register(staffAccountRoutes);
    await guarded.register(agencyStaffRoutes);
    await guarded.register(reportStaffRoutes);
    await guarded.register(reconciliationStaffRoutes);
    await guarded.register(bankStaffRoutes);
    await guarded.register(backupStaffRoutes, { database: options.database });
    await guarded.register(staffEventRoutes, { heartbeatMs: options.heartbeatMs });
  });
}
