import type { Agency } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import { insertDefaultBanks } from "../banks/service.ts";
import { type AgencyRow, findAgencyByCode, insertAgency, insertDomains, updateAgency } from "./repository.ts";

export {
  type AgencyRow,
  deleteDomain,
  findAgencyByCode,
  findAgencyByDomain,
  findDomain,
  insertDomains,
  listAgencies,
  listDomains,
  lockAgency,
} from "./repository.ts";

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
