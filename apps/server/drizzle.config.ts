import { defineConfig } from "drizzle-kit";

export default defineConfig({
  dialect: "postgresql",
  // One schema: the domains' tables (db/schema.ts names each file) and the sandbox adapters' own.
  schema: [
    "./src/db/schema.ts",
    "./src/adapters/game-provider/sandbox/schema.ts",
    "./src/adapters/payment-gateway/sandbox-schema.ts",
  ],
  out: "./drizzle",
});
