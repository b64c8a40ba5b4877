import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { agencies, agencyDomains } from "../../db/schema.ts";

export type AgencyRow = typeof agencies.$inferSelect;
export type NewAgency = typeof agencies.$inferInsert;

const agencyByCode = preparedQuery((db) =>
  db
    .select()
    .from(agencies)
    .where(eq(agencies.code, sql.placeholder("code")))
    .limit(1)
    .prepare("agency_by_code"),
);

export async function findAgencyByCode(db: Db, code: string): Promise<AgencyRow | undefined> {
  const [agency] = await agencyByCode(db).execute({ code });
  return agency;
}

const agencyByDomain = preparedQuery((db) =>
  db
    .select({ agency: agencies })
    .from(agencyDomains)
    .innerJoin(agencies, eq(agencies.id, agencyDomains.agencyId))
    .where(eq(agencyDomains.domain, sql.placeholder("domain")))
    .limit(1)
    .prepare("agency_by_domain"),
);

export async function findAgencyByDomain(db: Db, domain: string): Promise<AgencyRow | undefined> {
  const [row] = await agencyByDomain(db).execute({ domain });
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

/** Holds the agency's row until the transaction ends: changes to its domains wait their turn. */
export async function lockAgency(db: Db, agencyId: string): Promise<void> {
  await db.select({ id: agencies.id }).from(agencies).where(eq(agencies.id, agencyId)).for("update");
}

export async function deleteDomain(db: Db, agencyId: string, domain: string): Promise<boolean> {
  const rows = await db
    .delete(agencyDomains)
    .where(and(eq(agencyDomains.agencyId, agencyId), eq(agencyDomains.domain, domain)))
    .returning({ domain: agencyDomains.domain });
  return rows.length > 0;
}

export async function listDomains(db: Db, agencyId: string): Promise<string[]> {
  const rows = await db
    .select({ domain: agencyDomains.domain })
    .from(agencyDomains)
    .where(eq(agencyDomains.agencyId, agencyId))
    .orderBy(agencyDomains.domain);
  return rows.map((row) => row.domain);
}

export async function listAgencies(db: Db): Promise<AgencyRow[]> {
  return db.select().from(agencies).orderBy(agencies.code);
}

export async function updateAgency(
  db: Db,
  id: string,
  changes: Partial<NewAgency>,
): Promise<AgencyRow | undefined> {
  const [row] = await db.update(agencies).set(changes).where(eq(agencies.id, id)).returning();
  return row;
}
