import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import {
  e2eAdminToken,
  e2eAmbAgent,
  e2eAmbKey,
  e2eAmbPort,
  e2ePhaJayPort,
  e2ePort,
  e2eTelegramPort,
  e2eTelegramUrl,
} from "./fixtures/server.ts";

const port = e2ePort;
const repoRoot = fileURLToPath(new URL("..", import.meta.url));

// Workers re-evaluate this file; the env var keeps one data folder per run instead of one per worker.
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "kham-e2e-"));

// Debian's headless shell (package chromium-headless-shell) is the build Playwright itself runs
// headless: the same engine without the full browser around it. Without it, Debian's Chromium.
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/** Debian's Chromium; the machine has no network, so no `playwright install` and no background traffic. */
export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "./tests",
  globalTeardown: "./fixtures/global-teardown.ts",
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // A whole money flow (register, deposit, pay, play) on a busy two-core machine; a stuck step still fails at its expect.
  timeout: 90_000,
  // A shared CI machine runs slower than a workstation: a live update may take this long there.
  expect: { timeout: 15_000 },
  reporter: [
    [process.env.CI ? "line" : "list"],
    ["json", { outputFile: process.env.E2E_JSON_REPORT ?? "playwright-report/results.json" }],
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 800 },
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    // The app registers a service worker that precaches it; in a fresh context per test that is
    // 160 downloads for nothing, and a worker in front of the page hides requests from page.route.
    // tests/pwa.spec.ts allows it.
    serviceWorkers: "block",
    // A trace costs every test its recording; CI keeps only its log, a developer keeps the trace
    // (without the screencast, which makes Chromium draw and encode every frame).
    trace: process.env.CI ? "off" : { mode: "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium" }],
  webServer: [
    {
      // How production starts it: Node's own type stripping where the Node has it (see apps/server/bin/run.mjs).
      command: "node ../apps/server/bin/run.mjs ../apps/server/src/main.ts",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        // Not production: the deposit tests pay through the sandbox bank, which production does not have.
        NODE_ENV: "development",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: process.env.E2E_DATA_DIR,
        WEB_DIST: process.env.E2E_WEB_DIST ?? join(repoRoot, "apps/web/dist"),
        DEFAULT_AGENCY: "demo",
        RATE_LIMIT: "off",
        PAYMENT_WEBHOOK_SECRET: "e2e-webhook-secret",
        ADMIN_TOKEN: e2eAdminToken,
        TELEGRAM_API_URL: e2eTelegramUrl,
      },
    },
    {
      // The fake PhaJay gateway (npm run fake:phajay) an agency is pointed at in tests/phajay.spec.ts.
      command: "node ../apps/server/bin/run.mjs ../apps/server/src/test/fakes/phajay-main.ts",
      url: `http://127.0.0.1:${e2ePhaJayPort}/__fake/transactions`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { PHAJAY_FAKE_PORT: String(e2ePhaJayPort), PHAJAY_FAKE_HOST: "127.0.0.1" },
    },
    {
      // The fake AMB SuperAPI (npm run fake:amb) an agency's game providers are pointed at in tests/amb.spec.ts.
      command: "node ../apps/server/bin/run.mjs ../apps/server/src/test/fakes/amb-main.ts",
      url: `http://127.0.0.1:${e2eAmbPort}/__fake/ledger`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: {
        AMB_FAKE_PORT: String(e2eAmbPort),
        AMB_FAKE_HOST: "127.0.0.1",
        AMB_FAKE_AGENT: e2eAmbAgent,
        AMB_FAKE_KEY: e2eAmbKey,
      },
    },
    {
      // The fake Telegram Bot API (npm run fake:telegram) staff alerts are sent to in tests/alerts.spec.ts.
      command: "node ../apps/server/bin/run.mjs ../apps/server/src/test/fakes/telegram-main.ts",
      url: `${e2eTelegramUrl}/__fake/messages`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore",
      stderr: "pipe",
      env: { TELEGRAM_FAKE_PORT: String(e2eTelegramPort), TELEGRAM_FAKE_HOST: "127.0.0.1" },
    },
  ],
});
