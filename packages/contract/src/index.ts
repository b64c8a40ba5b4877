export * from "./accounts.ts";
export * from "./agency.ts";
export * from "./errors.ts";
export * from "./fingerprint.ts";
export * from "./i18n.ts";
export * from "./providers.ts";
export * from "./transactions.ts";
