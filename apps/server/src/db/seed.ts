import { defaultDepositLimits } from "@kham/contract";
import { count, eq } from "drizzle-orm";
import type { Config } from "../config.ts";
import { createAgency, DEFAULT_LOGO_URL, findAgencyByCode } from "../modules/agency/service.ts";
import { addBankAccount } from "../modules/bank-accounts/service.ts";
import { insertPlayer } from "../modules/players/repository.ts";
import { isUsernameAvailable } from "../modules/players/service.ts";
import { insertPromotion } from "../modules/promotions/repository.ts";
import { hashPassword } from "../password.ts";
import type { Db } from "./client.ts";
import { DEMO_PROMOTIONS } from "./demo-promotions.ts";
import {
  agencies,
  amountLimits,
  exchangeRates,
  merchantSettings,
  paymentMethods,
  promotions,
} from "./schema.ts";

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

/** Units of currency per credit (THB): what a credit costs (sell) and pays out (buy). */
export const DEMO_RATES = [
  { currency: "LAK", buy: "640", sell: "660" },
  { currency: "THB", buy: "1", sell: "1" },
  { currency: "USD", buy: "0.028", sell: "0.0305" },
];

/** Two smallest deposits in any currency buy the smallest cash-out (docs/decisions/credit-transfers.md). */
export const DEMO_DEPOSIT_LIMITS = { ...defaultDepositLimits, LAK: { min: "35000", max: "50000000" } };

/** Three LAK merchants and one THB merchant, so the deposit form has banks and currencies to pick. */
export const DEMO_PAYMENT_METHODS = [
  { bankCode: "BCEL", mid: "BCEL0000123456", displayName: "BCEL One", currency: "LAK" },
  { bankCode: "LDB", mid: "LDB00000234567", displayName: "LDB Trust", currency: "LAK" },
  { bankCode: "JDB", mid: "JDB00000345678", displayName: "JDB Yes", currency: "LAK" },
  { bankCode: "BCEL", mid: "BCEL0000987654", displayName: "BCEL One (THB)", currency: "THB" },
];

export const DEMO_MERCHANT = {
  merchantName: "KHAM GAMING",
  merchantCity: "Vientiane",
  merchantCategoryCode: "7994",
};

/** Written once; an agency that already has payment methods is left as its staff set it. */
export async function seedDemoPayments(db: Db): Promise<boolean> {
  const agency = await findAgencyByCode(db, DEMO_AGENCY.code);
  if (agency === undefined) return false;
  const [row] = await db
    .select({ methods: count() })
    .from(paymentMethods)
    .where(eq(paymentMethods.agencyId, agency.id));
  if ((row?.methods ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(exchangeRates)
      .values(DEMO_RATES.map((rate) => ({ agencyId: agency.id, ...rate })))
      .onConflictDoNothing();
    await tx
      .insert(paymentMethods)
      .values(DEMO_PAYMENT_METHODS.map((method, position) => ({ agencyId: agency.id, position, ...method })))
      .onConflictDoNothing();
    await tx
      .insert(amountLimits)
      .values(
        Object.entries(DEMO_DEPOSIT_LIMITS).map(([currency, limits]) => ({
          agencyId: agency.id,
          kind: "deposit" as const,
          currency,
          ...limits,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(merchantSettings)
      .values({ agencyId: agency.id, ...DEMO_MERCHANT })
      .onConflictDoNothing();
  });
  return true;
}

/** The demo agency's promotions, once: an agency that has any is left as its staff set it. */
export async function seedDemoPromotions(db: Db): Promise<boolean> {
  const agency = await findAgencyByCode(db, DEMO_AGENCY.code);
  if (agency === undefined) return false;
  const [row] = await db
    .select({ promotions: count() })
    .from(promotions)
    .where(eq(promotions.agencyId, agency.id));
  if ((row?.promotions ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    // One after another, so the list keeps the marketer's order (oldest first).
    for (const [index, promotion] of DEMO_PROMOTIONS.entries()) {
      await insertPromotion(tx, agency.id, promotion, new Date(Date.UTC(2026, 0, 1, 0, 0, index)));
    }
  });
  return true;
}

/** First start only: an empty database gets the demo agency so a new user sees a working site. */
export async function seedDatabase(db: Db): Promise<boolean> {
  const [row] = await db.select({ agencies: count() }).from(agencies);
  if ((row?.agencies ?? 0) > 0) {
    // A database seeded before payments or promotions existed gets the demo agency's now.
    await seedDemoPayments(db);
    await seedDemoPromotions(db);
    return false;
  }
  try {
    await createAgency(db, DEMO_AGENCY);
  } catch (error) {
    // Another server process starting at the same moment seeded it first.
    if ((await findAgencyByCode(db, DEMO_AGENCY.code)) !== undefined) return false;
    throw error;
  }
  await seedDemoPayments(db);
  await seedDemoPromotions(db);
  return true;
}

/** The demo agency's player, with the bank account a deposit needs: published, so development only. */
export const DEMO_PLAYER = {
  username: "demo",
  password: "demo1234",
  displayName: "Demo Player",
  bankAccount: {
    bankCode: "BCEL",
    accountNumber: "0101000012345",
    accountName: "DEMO PLAYER",
    currency: "LAK",
  },
} as const;

/** Development only, once; answers the player to announce, or undefined when there is none. */
export async function seedDemoPlayer(db: Db, nodeEnv: Config["nodeEnv"], now = new Date()) {
  if (nodeEnv !== "development") return undefined;
  const agency = await findAgencyByCode(db, DEMO_AGENCY.code);
  if (agency === undefined) return undefined;
  if (await isUsernameAvailable(db, agency.id, DEMO_PLAYER.username)) {
    const player = await insertPlayer(db, {
      agencyId: agency.id,
      username: DEMO_PLAYER.username,
      displayName: DEMO_PLAYER.displayName,
      passwordHash: await hashPassword(DEMO_PLAYER.password),
      registerFingerprint: "seed",
      createdAt: now,
      passwordChangedAt: now,
    });
    // Undefined: another server process on the same database seeded it first.
    if (player !== undefined) await addBankAccount(db, player, DEMO_PLAYER.bankAccount, now);
  }
  return DEMO_PLAYER;
}
