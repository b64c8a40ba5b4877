import { defaultBanks } from "@kham/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agencyBanks } from "../../db/schema.ts";

export function bankLogoUrl(code: string): string {
  return `/banks/${code}.svg`;
}

/** Design §7: a new agency accepts the six default banks. */
export async function insertDefaultBanks(db: Db, agencyId: string): Promise<void> {
  await db
    .insert(agencyBanks)
    .values(
      defaultBanks.map((bank, position) => ({
        agencyId,
        code: bank.code,
        name: bank.name,
        iin: bank.iin,
        logoUrl: bankLogoUrl(bank.code),
        position,
      })),
    )
    .onConflictDoNothing();
}

export async function listAgencyBanks(db: Db, agencyId: string) {
  return db
    .select({ code: agencyBanks.code, name: agencyBanks.name, logoUrl: agencyBanks.logoUrl })
    .from(agencyBanks)
    .where(and(eq(agencyBanks.agencyId, agencyId), eq(agencyBanks.enabled, true)))
    .orderBy(asc(agencyBanks.position), asc(agencyBanks.code));
}
