import { z } from "zod";

/** The agency a host serves: its name, logo and social links. */
export const agencySchema = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  logoUrl: z.string(),
  telegram: z.string(),
  whatsapp: z.string(),
  facebook: z.string(),
  twitter: z.string(),
  line: z.string(),
});
export type Agency = z.infer<typeof agencySchema>;

export const agencyInfoSchema = z.object({ agency: agencySchema });
export type AgencyInfo = z.infer<typeof agencyInfoSchema>;

/** The five social links, in the order the contact drawer lists them. */
export const socialLinks = ["whatsapp", "line", "facebook", "telegram", "twitter"] as const;
export type SocialLink = (typeof socialLinks)[number];

export const bankSchema = z.object({ code: z.string(), name: z.string(), logoUrl: z.string() });
export type Bank = z.infer<typeof bankSchema>;

/** The six accepted banks of a new agency, each with its LAPNet IIN. */
export const defaultBanks = [
  { code: "BCEL", name: "BCEL One", iin: "27710418" },
  { code: "LDB", name: "Lao Development Bank", iin: "70030418" },
  { code: "APB", name: "Agricultural Promotion Bank", iin: "70020418" },
  { code: "JDB", name: "Joint Development Bank", iin: "32170418" },
  { code: "LVB", name: "Lao-Viet Bank", iin: "70050418" },
  { code: "IDB", name: "Indochina Bank", iin: "70140418" },
] as const;
