import { count } from "drizzle-orm";
import { findAgencyByCode } from "../modules/agency/repository.ts";
import { createAgency, DEFAULT_LOGO_URL } from "../modules/agency/service.ts";
import type { Db } from "./client.ts";
import { agencies } from "./schema.ts";

export const DEMO_AGENCY = {
  code: "demo",
  name: "Kham",
  logoUrl: DEFAULT_LOGO_URL,
  domains: [],
  socialLinks: {
    whatsapp: "https://wa.me/8562055512345",
    line: "https://line.me/R/ti/p/@khamdemo",
    facebook: "https://facebook.com/khamdemo",
    telegram: "https://t.me/khamdemo",
    twitter: "https://x.com/khamdemo",
  },
};

/** First start only: an empty database gets the demo agency so a new user sees a working site. */
export async function seedDatabase(db: Db): Promise<boolean> {
  const [row] = await db.select({ agencies: count() }).from(agencies);
  if ((row?.agencies ?? 0) > 0) return false;
  try {
    await createAgency(db, DEMO_AGENCY);
  } catch (error) {
    // Another server process starting at the same moment seeded it first.
    if ((await findAgencyByCode(db, DEMO_AGENCY.code)) !== undefined) return false;
    throw error;
  }
  return true;
}
