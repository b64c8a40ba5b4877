import {
  agencyParams,
  dailyReportSchema,
  dashboardSchema,
  type ExportKind,
  exportParams,
  reportRangeQuery,
} from "@kham/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { errorAnswers, ok } from "../../http.ts";
import { recordAudit } from "../staff/service.ts";
import { dailyClose } from "./daily-close.ts";
import { exportFileName, exportStream } from "./exports.ts";
import { dashboard } from "./service.ts";

/** The back office's dashboard (the last 30 days), the daily close of a range, and its CSV exports. */
export default async function reportStaffRoutes(app: FastifyInstance) {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.get(
    "/agencies/:agency/dashboard",
    {
      config: { permission: "dashboard" },
      schema: { params: agencyParams, response: ok(dashboardSchema) },
    },
    async (request) => ({ data: await dashboard(app.db, request.agency.id, app.now()) }),
  );

  routes.get(
    "/agencies/:agency/reports/daily",
    {
      config: { permission: "reports" },
      schema: { params: agencyParams, querystring: reportRangeQuery, response: ok(dailyReportSchema) },
    },
    async (request) => ({ data: await dailyClose(app.db, request.agency.id, request.query) }),
  );

  routes.get(
    "/agencies/:agency/exports/:kind",
    {
      config: { permission: "reports" },
      schema: {
        params: exportParams,
        querystring: reportRangeQuery,
        // The CSV's bytes, streamed, or the error envelope.
        response: { 200: z.string().meta({ format: "binary" }), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const kind = request.params.kind.replace(/\.csv$/, "") as ExportKind;
      const { from, to } = request.query;
      // Every player's data leaves in the file, so the download is audited like a change.
      await recordAudit(app.db, {
        agencyId: request.agency.id,
        actor: request.staffActor,
        action: `export.${kind}`,
        targetType: "range",
        targetId: `${from}..${to}`,
        before: null,
        after: { from, to },
        ip: request.ip,
        at: app.now(),
      });
      const stream = exportStream(app.db, request.agency.id, kind, request.query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${exportFileName(kind, request.query)}"`)
        .send(stream as unknown as string);
    },
  );
}
