import { text } from "@kham/contract";
import { z } from "zod";

export const agencyCodeSchema = text().regex(/^[a-z0-9]{2,20}$/, "admin.agency_code_pattern");

/** A host name as browsers send it, without port; local names are reserved for the default agency. */
export const domainSchema = text()
  .trim()
  .toLowerCase()
  .max(253, "admin.domain_too_long")
  .regex(
    /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    "admin.domain_pattern",
  )
  .refine((domain) => domain !== "localhost", "admin.domain_reserved");

export const createAgencyBody = z.strictObject({
  code: agencyCodeSchema,
  name: text().trim().min(1, "validation.required").max(60, "admin.name_too_long"),
  domains: z.array(domainSchema).max(20),
  logoUrl: text().max(500).optional(),
});
export type CreateAgencyBody = z.infer<typeof createAgencyBody>;

export const addDomainBody = z.strictObject({ domain: domainSchema });

export const adminAgencySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  domains: z.array(z.string()),
});
