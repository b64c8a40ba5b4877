export interface Agency {
  id: string;
  code: string;
  name: string;
  logoUrl: string;
  telegram: string;
  whatsapp: string;
  facebook: string;
  twitter: string;
  line: string;
}

export interface AgencyInfo {
  agency: Agency;
}

/** The five social links, in the order the contact drawer lists them (spec §2). */
export const socialLinks = ["whatsapp", "line", "facebook", "telegram", "twitter"] as const;
export type SocialLink = (typeof socialLinks)[number];

export interface Bank {
  code: string;
  name: string;
  logoUrl: string;
}

/** Design §7: the six accepted banks of a new agency, each with its LAPNet IIN. */
export const defaultBanks = [
  { code: "BCEL", name: "BCEL One", iin: "27710418" },
  { code: "LDB", name: "Lao Development Bank", iin: "70030418" },
  { code: "APB", name: "Agricultural Promotion Bank", iin: "70020418" },
  { code: "JDB", name: "Joint Development Bank", iin: "32170418" },
  { code: "LVB", name: "Lao-Viet Bank", iin: "70050418" },
  { code: "IDB", name: "Indochina Bank", iin: "70140418" },
] as const;
