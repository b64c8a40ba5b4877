import type { Agency, CreateAgencyBody } from "@kham/contract";
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { preparedQuery } from "../../db/prepared.ts";
import { type AgencyRow, agencies, agencyDomains } from "../../db/schema/agency.ts";
import { AppError } from "../../errors.ts";
import { insertDefaultBanks } from "../banks/service.ts";

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

export interface NewAgencyInput {
  code: string;
  name: string;
  logoUrl?: string;
  domains: string[];
  socialLinks?: Partial<Pick<Agency, "whatsapp" | "line" | "facebook" | "telegram" | "twitter">>;
}

export const DEFAULT_LOGO_URL = "/brand/logo.svg";

/** An agency is created with its domains and the default banks, all or nothing. */
export async function createAgency(db: Db, input: NewAgencyInput): Promise<AgencyRow> {
  return db.transaction(async (tx) => {
    const agency = await insertAgency(tx, {
      code: input.code,
      name: input.name,
      logoUrl: input.logoUrl ?? DEFAULT_LOGO_URL,
      ...input.socialLinks,
    });
    await insertDomains(tx, agency.id, input.domains);
    await insertDefaultBanks(tx, agency.id);
    return agency;
  });
}

export function toAgency(row: AgencyRow): Agency {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    logoUrl: row.logoUrl,
    telegram: row.telegram,
    whatsapp: row.whatsapp,
    facebook: row.facebook,
    twitter: row.twitter,
    line: row.line,
  };
}

/** The Host header without its port, lower case (IPv6 literals keep their brackets). */
export function hostWithoutPort(host: string): string {
  const lower = host.trim().toLowerCase();
  if (lower.startsWith("[")) return lower.slice(0, lower.indexOf("]") + 1);
  return lower.split(":")[0]!.replace(/\.$/, "");
}

/** The agency staff named, or NOT_FOUND. */
export async function requireAgency(db: Db, code: string): Promise<AgencyRow> {
  const agency = await findAgencyByCode(db, code);
  if (agency === undefined) throw new AppError("NOT_FOUND", `No agency ${code}`);
  return agency;
}

/** Staff change the agency's name, logo and social links. */
export async function updateAgencyProfile(
  db: Db,
  agency: AgencyRow,
  profile: Pick<AgencyRow, "name" | "logoUrl" | "whatsapp" | "line" | "facebook" | "telegram" | "twitter">,
): Promise<AgencyRow> {
  return (await updateAgency(db, agency.id, profile))!;
}

async function assertDomainsFree(db: Db, domains: string[]) {
  const fields: Record<string, string> = {};
  for (const [index, domain] of domains.entries()) {
    if (domains.indexOf(domain) !== index || (await findDomain(db, domain)) !== undefined) {
      fields[`domains.${index}`] = "admin.domain_taken";
    }
  }
  if (Object.keys(fields).length > 0)
    throw new AppError("VALIDATION_ERROR", "A domain is already in use", fields);
}

export async function createAgencyWithDomains(db: Db, body: CreateAgencyBody) {
  if ((await findAgencyByCode(db, body.code)) !== undefined) {
    throw new AppError("VALIDATION_ERROR", "An agency with this code exists", {
      code: "admin.agency_code_taken",
    });
  }
  await assertDomainsFree(db, body.domains);
  const agency = await createAgency(db, body);
  return { ...agency, domains: await listDomains(db, agency.id) };
}

export async function addAgencyDomain(db: Db, agency: AgencyRow, domain: string) {
  if ((await findDomain(db, domain)) !== undefined) {
    throw new AppError("VALIDATION_ERROR", "The domain is already in use", { domain: "admin.domain_taken" });
  }
  await insertDomains(db, agency.id, [domain]);
  return { ...agency, domains: await listDomains(db, agency.id) };
}

/** Takes a domain off the agency; its last domain stays, or no player could reach the agency. */
export async function removeAgencyDomain(db: Db, agency: AgencyRow, domain: string) {
  return db.transaction(async (tx) => {
    // Two removals at once could otherwise each see the other's domain left and take both.
    await lockAgency(tx, agency.id);
    const domains = await listDomains(tx, agency.id);
    if (!domains.includes(domain))
      throw new AppError("NOT_FOUND", `${domain} is not a domain of ${agency.code}`);
    if (domains.length === 1) {
      throw new AppError("VALIDATION_ERROR", "An agency keeps at least one domain", {
        domain: "admin.domain_last",
      });
    }
    await deleteDomain(tx, agency.id, domain);
    return { ...agency, domains: await listDomains(tx, agency.id) };
  });
}
