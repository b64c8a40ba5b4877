/* The one schema of the database: every domain's tables (drizzle-kit reads the sandbox adapters' too). */
export * from "./schema/agency.ts";
export * from "./schema/amount-limits.ts";
export * from "./schema/bank-accounts.ts";
export * from "./schema/banks.ts";
export * from "./schema/deposits.ts";
export * from "./schema/fingerprint.ts";
export * from "./schema/jobs.ts";
export * from "./schema/ledger.ts";
export * from "./schema/media.ts";
export * from "./schema/payment-methods.ts";
export * from "./schema/players.ts";
export * from "./schema/promotions.ts";
export * from "./schema/rates.ts";
export * from "./schema/staff.ts";
export * from "./schema/transfers.ts";
export * from "./schema/wallets.ts";
export * from "./schema/withdrawals.ts";
