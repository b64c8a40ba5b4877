import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

/** Server test files that replace a module with vi.mock. */
export const serverFilesWithModuleMocks = [
  "src/password-slots.test.ts",
  "src/modules/players/maintenance.test.ts",
];

// One config, one project per workspace: `npm test` runs them all, `--project server` only the API.
export default defineConfig({
  test: {
    // Vitest leaves a core to itself by default: on two cores that ran one test file at a time.
    maxWorkers: availableParallelism(),
    projects: [
      {
        test: {
          name: "tooling",
          root: "scripts",
          include: ["*.test.ts"],
          environment: "node",
        },
      },
      {
        // The benchmarks' own arithmetic (medians, goals, what a build's files are); not the runs.
        test: {
          name: "bench",
          root: "bench",
          include: ["*.test.ts", "lib/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "contract",
          root: "packages/contract",
          include: ["src/**/*.test.ts"],
          environment: "node",
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          include: ["src/**/*.test.ts"],
          exclude: ["src/**/*.redis.test.ts", ...serverFilesWithModuleMocks],
          environment: "node",
          globalSetup: ["src/test/database-templates.ts"],
          // Every file builds its own app on its own database, so the app's modules are loaded once per worker.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // A module mock must not leak into the files that share a worker, so these get their own.
        test: {
          name: "server-mocks",
          root: "apps/server",
          include: serverFilesWithModuleMocks,
          environment: "node",
          globalSetup: ["src/test/database-templates.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // Needs a Redis server and a PostgreSQL server: `npm run test:redis` under .ci/with-postgres.sh and .ci/with-redis.sh.
        test: {
          name: "redis",
          root: "apps/server",
          include: ["src/**/*.redis.test.ts"],
          environment: "node",
          globalSetup: ["src/test/database-templates.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: "apps/web/vite.config.ts",
        test: {
          name: "web",
          root: "apps/web",
          include: ["src/**/*.test.{ts,tsx}"],
          environment: "jsdom",
          setupFiles: ["src/test-setup.ts"],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
