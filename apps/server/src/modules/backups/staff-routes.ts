import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { dumpDatabase } from "../../db/backup.ts";
import { BACKUP_SUFFIX } from "../../db/backup-file.ts";
import type { Database } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { errorAnswers } from "../../http.ts";
import { recordAudit } from "../staff/service.ts";

/** The whole database in one file, for the platform's owner (the admin CLI's `backup`). */
export default async function backupStaffRoutes(app: FastifyInstance, options: { database: Database }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/backup",
    {
      config: { permission: "platform" },
      schema: {
        // The bytes of the tarball (a Buffer is sent unserialised), or the error envelope.
        response: { 200: z.string().meta({ format: "binary" }), ...errorAnswers },
      },
    },
    async (request, reply) => {
      const backup = await dumpDatabase(options.database);
      if (backup === undefined) {
        throw new AppError(
          "BACKUP_UNAVAILABLE",
          "This server keeps its data in PostgreSQL: back it up with pg_dump (docs/operations.md, Backups)",
        );
      }
      const at = app.now();
      // A read of everything, so it is audited like a change.
      await recordAudit(app.db, {
        agencyId: null,
        actor: request.staffActor,
        action: "database.backup",
        targetType: "database",
        targetId: "pglite",
        before: null,
        after: { bytes: backup.size },
        ip: request.ip,
        at,
      });
      request.log.info({ bytes: backup.size }, "database backup made");
      const bytes = Buffer.from(await backup.arrayBuffer());
      const name = `kham-${at.toISOString().replace(/[:.]/g, "-")}${BACKUP_SUFFIX}`;
      return (
        reply
          .header("content-type", "application/gzip")
          .header("content-disposition", `attachment; filename="${name}"`)
          // What the schema calls a binary string is these bytes on the wire.
          .send(bytes as unknown as string)
      );
    },
  );
}
