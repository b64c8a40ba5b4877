import { eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { agencies, agencyDomains } from "../../db/schema.ts";

export type AgencyRow = typeof agencies.$inferSelect;
export type NewAgency = typeof agencies.$inferInsert;

export async function findAgencyByCode(db: Db, code: string): Promise<AgencyRow | undefined> {
  const [agency] = await db.select().from(agencies).where(eq(agencies.code, code)).limit(1);
  return agency;
}

export async function findAgencyByDomain(db: Db, domain: string): Promise<AgencyRow | undefined> {
  const [row] = await db
    .select({ agency: agencies })
    .from(agencyDomains)
    .innerJoin(agencies, eq(agencies.id, agencyDomains.agencyId))
    .where(eq(agencyDomains.domain, domain))
    .limit(1);
  return row?.agency;
}

export async function insertAgency(db: Db, agency: NewAgency): Promise<AgencyRow> {
  const [created] = await db.insert(agencies).values(agency).returning();
  return created!;
}

export async function findDomain(db: Db, domain: string) {
  const [row] = await db.select().from(agencyDomains).where(eq(agencyDomains.domain, domain)).limit(1);
  return row;
}

export async function insertDomains(db: Db, agencyId: string, domains: string[]): Promise<void> {
  if (domains.length === 0) return;
  await db.insert(agencyDomains).values(domains.map((domain) => ({ domain, agencyId })));
}

export async function listDomains(db: Db, agencyId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: agencyDomains.domain })
    .from(agencyDomains)
    .where(eq(agencyDomains.agencyId, agencyId))
    .orderBy(agencyDomains.domain);
  return rows.map((row) => row.domain);
}
