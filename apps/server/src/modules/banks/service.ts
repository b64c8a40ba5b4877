import { defaultBanks } from "@kham/contract";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agencyBanks } from "../../db/schema/banks.ts";

export type AgencyBankRow = typeof agencyBanks.$inferSelect;

export function bankLogoUrl(code: string): string {
  return `/banks/${code}.svg`;
}

/** A new agency accepts the six default banks. */
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

/** One of the agency's accepted (enabled) banks. */
export async function findAgencyBank(
  db: Db,
  agencyId: string,
  code: string,
): Promise<AgencyBankRow | undefined> {
  const [bank] = await db
    .select()
    .from(agencyBanks)
    .where(and(eq(agencyBanks.agencyId, agencyId), eq(agencyBanks.code, code), eq(agencyBanks.enabled, true)))
    .limit(1);
  return bank;
}

/** Every bank of the agency, accepted or not, for staff. */
export async function listAllAgencyBanks(db: Db, agencyId: string) {
  return db
    .select({
      code: agencyBanks.code,
      name: agencyBanks.name,
      logoUrl: agencyBanks.logoUrl,
      enabled: agencyBanks.enabled,
    })
    .from(agencyBanks)
    .where(eq(agencyBanks.agencyId, agencyId))
    .orderBy(asc(agencyBanks.position), asc(agencyBanks.code));
}

export async function setBankEnabled(db: Db, agencyId: string, code: string, enabled: boolean) {
  const [row] = await db
    .update(agencyBanks)
    .set({ enabled })
    .where(and(eq(agencyBanks.agencyId, agencyId), eq(agencyBanks.code, code)))
    .returning({
      code: agencyBanks.code,
      name: agencyBanks.name,
      logoUrl: agencyBanks.logoUrl,
      enabled: agencyBanks.enabled,
    });
  return row;
}
