import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { paymentGatewaySettings } from "../../db/schema/payment-gateway.ts";

export type GatewaySettingsRow = typeof paymentGatewaySettings.$inferSelect;

export async function findGatewaySettings(db: Db, agencyId: string): Promise<GatewaySettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentGatewaySettings)
    .where(eq(paymentGatewaySettings.agencyId, agencyId))
    .limit(1);
  return row;
}

export async function findGatewaySettingsByToken(
  db: Db,
  webhookToken: string,
): Promise<GatewaySettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentGatewaySettings)
    .where(eq(paymentGatewaySettings.webhookToken, webhookToken))
    .limit(1);
  return row;
}

/** The agency's row, made with the sandbox when it has none yet; two callers at once get the same row. */
export async function ensureGatewaySettings(
  db: Db,
  initial: typeof paymentGatewaySettings.$inferInsert,
): Promise<GatewaySettingsRow> {
  await db.insert(paymentGatewaySettings).values(initial).onConflictDoNothing({
    target: paymentGatewaySettings.agencyId,
  });
  return (await findGatewaySettings(db, initial.agencyId))!;
}

export async function updateGatewaySettings(
  db: Db,
  agencyId: string,
  changes: Partial<Omit<GatewaySettingsRow, "agencyId" | "webhookToken">>,
): Promise<GatewaySettingsRow> {
  const [row] = await db
    .update(paymentGatewaySettings)
    .set(changes)
    .where(eq(paymentGatewaySettings.agencyId, agencyId))
    .returning();
  return row!;
}
