import type { CreateAgencyBody } from "@kham/contract";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../errors.ts";
import {
  createAgency,
  deleteDomain,
  findAgencyByCode,
  findDomain,
  insertDomains,
  listDomains,
  lockAgency,
} from "../agency/service.ts";

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

export async function addAgencyDomain(db: Db, code: string, domain: string) {
  const agency = await findAgencyByCode(db, code);
  if (agency === undefined) throw new AppError("NOT_FOUND", `No agency ${code}`);
  if ((await findDomain(db, domain)) !== undefined) {
    throw new AppError("VALIDATION_ERROR", "The domain is already in use", { domain: "admin.domain_taken" });
  }
  await insertDomains(db, agency.id, [domain]);
  return { ...agency, domains: await listDomains(db, agency.id) };
}

/** Takes a domain off the agency; its last domain stays, or no player could reach the agency. */
export async function removeAgencyDomain(db: Db, code: string, domain: string) {
  const agency = await findAgencyByCode(db, code);
  if (agency === undefined) throw new AppError("NOT_FOUND", `No agency ${code}`);
  return db.transaction(async (tx) => {
    // Two removals at once could otherwise each see the other's domain left and take both.
    await lockAgency(tx, agency.id);
    const domains = await listDomains(tx, agency.id);
    if (!domains.includes(domain)) throw new AppError("NOT_FOUND", `${domain} is not a domain of ${code}`);
    if (domains.length === 1) {
      throw new AppError("VALIDATION_ERROR", "An agency keeps at least one domain", {
        domain: "admin.domain_last",
      });
    }
    await deleteDomain(tx, agency.id, domain);
    return { ...agency, domains: await listDomains(tx, agency.id) };
  });
}
