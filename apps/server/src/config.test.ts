import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const PRODUCTION_SECRET = "9f2c4e7a1b8d3f6e0a5c9b2d7e4f1a8c";
const PRODUCTION_TOKEN = "3b7e1d9a5c2f8e4b0d6a1c7f3e9b5d2a";
const PRODUCTION_KEY = "c41e8b2f7a9d3e6b1f0a5c8d2e7b4f9a";

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected the configuration to be refused");
}

describe("loadConfig", () => {
  it("has working defaults for a new user", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: "development",
      port: 3000,
      host: "0.0.0.0",
      dataDir: path.resolve("data"),
      databaseUrl: undefined,
      defaultAgency: "demo",
      paymentGateway: "sandbox",
      paymentWebhookSecret: "sandbox-webhook-secret",
      rateLimit: true,
      trustProxy: false,
      logLevel: "warn",
    });
  });

  it("logs at info outside development, and LOG_LEVEL wins everywhere", () => {
    expect(loadConfig({ NODE_ENV: "test" }).logLevel).toBe("info");
    expect(
      loadConfig({
        NODE_ENV: "production",
        SECRETS_KEY: PRODUCTION_KEY,
        PAYMENT_WEBHOOK_SECRET: PRODUCTION_SECRET,
      }).logLevel,
    ).toBe("info");
    expect(loadConfig({ LOG_LEVEL: "info" }).logLevel).toBe("info");
    expect(
      loadConfig({
        NODE_ENV: "production",
        SECRETS_KEY: PRODUCTION_KEY,
        PAYMENT_WEBHOOK_SECRET: PRODUCTION_SECRET,
        LOG_LEVEL: "debug",
      }).logLevel,
    ).toBe("debug");
  });

  it("reads every variable docs/operations.md documents", () => {
    const config = loadConfig({
      NODE_ENV: "production",
      SECRETS_KEY: PRODUCTION_KEY,
      PORT: "8080",
      HOST: "127.0.0.1",
      DATA_DIR: "/var/lib/kham",
      DATABASE_URL: "postgres://kham@db.internal:5432/kham",
      DEFAULT_AGENCY: "lucky",
      ADMIN_TOKEN: PRODUCTION_TOKEN,
      PAYMENT_GATEWAY: "sandbox",
      PAYMENT_WEBHOOK_SECRET: PRODUCTION_SECRET,
      SECRETS_KEY_PREVIOUS: "an-older-secrets-key-0123456789abcdef, another-older-one-0123456789abcdef",
      PUBLIC_ORIGIN: "https://pay.kham.example",
      REDIS_URL: "redis://cache:6379",
      RATE_LIMIT: "off",
      WEB_DIST: "/srv/web",
    });
    expect(config).toMatchObject({
      nodeEnv: "production",
      port: 8080,
      host: "127.0.0.1",
      dataDir: "/var/lib/kham",
      databaseUrl: "postgres://kham@db.internal:5432/kham",
      defaultAgency: "lucky",
      adminToken: PRODUCTION_TOKEN,
      paymentWebhookSecret: PRODUCTION_SECRET,
      secretsKey: PRODUCTION_KEY,
      previousSecretsKeys: ["an-older-secrets-key-0123456789abcdef", "another-older-one-0123456789abcdef"],
      publicOrigin: "https://pay.kham.example",
      redisUrl: "redis://cache:6379",
      rateLimit: false,
      webDist: "/srv/web",
    });
  });

  it("resolves relative folders from where npm was started", () => {
    const config = loadConfig({ INIT_CWD: "/home/player/kham", DATA_DIR: "./data", WEB_DIST: "web" });
    expect(config.dataDir).toBe("/home/player/kham/data");
    expect(config.webDist).toBe("/home/player/kham/web");
  });

  it("reads TRUST_PROXY as the proxies to believe, never every hop", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "true" }).trustProxy).toEqual(["loopback", "linklocal", "uniquelocal"]);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.5, 192.0.2.0/24,2001:db8::/32" }).trustProxy).toEqual([
      "10.0.0.5",
      "192.0.2.0/24",
      "2001:db8::/32",
    ]);
    for (const value of ["yes", "10.0.0.5/33", "10.0.0.0/8/8", "proxy.internal", "10.0.0.5,"]) {
      expect(problems({ TRUST_PROXY: value })).toEqual([
        `TRUST_PROXY must be true, false, or the proxies' addresses (IPs or CIDR ranges, separated by commas) (got "${value}")`,
      ]);
    }
  });

  it("treats empty values as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", ADMIN_TOKEN: " " }).databaseUrl).toBeUndefined();
  });

  it("reports every bad value on its own line, naming the variable and the value", () => {
    const found = problems({
      PORT: "eighty",
      NODE_ENV: "staging",
      DATABASE_URL: "mysql://x",
      RATE_LIMIT: "maybe",
      DEFAULT_AGENCY: "Demo Agency",
      ADMIN_TOKEN: "short",
    });
    expect(found).toEqual(
      expect.arrayContaining([
        'PORT must be a whole number between 1 and 65535 (got "eighty")',
        'NODE_ENV must be development, production or test (got "staging")',
        'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
        'RATE_LIMIT must be on or off (got "maybe")',
        'DEFAULT_AGENCY must be an agency code: 2-20 lower-case letters or digits (got "Demo Agency")',
        "ADMIN_TOKEN must be at least 16 characters long",
      ]),
    );
    expect(found).toHaveLength(6);
    expect(problems({ PORT: "70000" })).toEqual([
      'PORT must be a whole number between 1 and 65535 (got "70000")',
    ]);
  });

  it("stops a production start without a webhook secret", () => {
    expect(problems({ NODE_ENV: "production", SECRETS_KEY: PRODUCTION_KEY })).toEqual([
      expect.stringContaining("PAYMENT_WEBHOOK_SECRET is required when NODE_ENV=production"),
    ]);
    expect(() =>
      loadConfig({
        NODE_ENV: "production",
        SECRETS_KEY: PRODUCTION_KEY,
        PAYMENT_WEBHOOK_SECRET: PRODUCTION_SECRET,
      }),
    ).not.toThrow();
  });

  it("stops a production start without a secrets key, or with a short one, naming no value", () => {
    expect(problems({ NODE_ENV: "production", PAYMENT_WEBHOOK_SECRET: PRODUCTION_SECRET })).toEqual([
      expect.stringContaining("SECRETS_KEY is required when NODE_ENV=production"),
    ]);
    const short = "k".repeat(31);
    expect(
      problems({ NODE_ENV: "production", PAYMENT_WEBHOOK_SECRET: PRODUCTION_SECRET, SECRETS_KEY: short }),
    ).toEqual(["SECRETS_KEY must be at least 32 characters long"]);
  });

  it("takes a public origin alone, without a path", () => {
    expect(loadConfig({ PUBLIC_ORIGIN: "https://kham.example" }).publicOrigin).toBe("https://kham.example");
    expect(problems({ PUBLIC_ORIGIN: "https://kham.example/api" })).toEqual([
      'PUBLIC_ORIGIN must be an origin alone, without a path or a trailing slash (got "https://kham.example/api")',
    ]);
  });

  it("stops a production start on the documented sandbox webhook secret, however it is written", () => {
    for (const value of ["sandbox-webhook-secret", " Sandbox-Webhook-Secret "]) {
      expect(
        problems({ NODE_ENV: "production", SECRETS_KEY: PRODUCTION_KEY, PAYMENT_WEBHOOK_SECRET: value }),
      ).toEqual(["PAYMENT_WEBHOOK_SECRET is an example value anyone can read: set a secret of your own"]);
    }
  });

  it("stops a production start on a secret shorter than 32 characters, naming no value", () => {
    const short = "x".repeat(31);
    expect(
      problems({
        NODE_ENV: "production",
        SECRETS_KEY: PRODUCTION_KEY,
        PAYMENT_WEBHOOK_SECRET: short,
        ADMIN_TOKEN: short,
      }),
    ).toEqual([
      "ADMIN_TOKEN must be at least 32 characters long in production",
      "PAYMENT_WEBHOOK_SECRET must be at least 32 characters long in production",
    ]);
    expect(
      loadConfig({
        NODE_ENV: "production",
        SECRETS_KEY: PRODUCTION_KEY,
        PAYMENT_WEBHOOK_SECRET: PRODUCTION_SECRET,
        ADMIN_TOKEN: PRODUCTION_SECRET,
      }),
    ).toMatchObject({ adminToken: PRODUCTION_SECRET, paymentWebhookSecret: PRODUCTION_SECRET });
  });

  it("keeps the 16-character floor and the sandbox default outside production", () => {
    expect(loadConfig({ NODE_ENV: "development", PAYMENT_WEBHOOK_SECRET: "x".repeat(16) }).nodeEnv).toBe(
      "development",
    );
    expect(loadConfig({ NODE_ENV: "test" }).paymentWebhookSecret).toBe("sandbox-webhook-secret");
  });

  it("formats one message for the console", () => {
    try {
      loadConfig({ PORT: "0", RATE_LIMIT: "yes" });
    } catch (error) {
      expect((error as Error).message).toBe(
        'Invalid configuration:\n  - PORT must be a whole number between 1 and 65535 (got "0")\n  - RATE_LIMIT must be on or off (got "yes")',
      );
      return;
    }
    throw new Error("expected a ConfigError");
  });

  describe("metrics", () => {
    it("reads METRICS_PORT and METRICS_TOKEN, both absent by default", () => {
      expect(loadConfig({})).toMatchObject({ metricsPort: undefined, metricsToken: undefined });
      expect(loadConfig({ METRICS_PORT: "", METRICS_TOKEN: " " })).toMatchObject({
        metricsPort: undefined,
        metricsToken: undefined,
      });
      expect(loadConfig({ METRICS_PORT: "9464", METRICS_TOKEN: "metrics-token-0123" })).toMatchObject({
        metricsPort: 9464,
        metricsToken: "metrics-token-0123",
      });
    });

    it("refuses a bad port, the main port, and a short token without showing it", () => {
      expect(problems({ METRICS_PORT: "70000" })).toEqual([
        'METRICS_PORT must be a whole number between 1 and 65535 (got "70000")',
      ]);
      expect(problems({ PORT: "4000", METRICS_PORT: "4000" })).toEqual([
        "METRICS_PORT must differ from PORT (both are 4000)",
      ]);
      expect(problems({ METRICS_TOKEN: "short-token" })).toEqual([
        "METRICS_TOKEN must be at least 16 characters long",
      ]);
    });

    it("refuses in production a token shorter than a production secret", () => {
      const production = {
        NODE_ENV: "production",
        SECRETS_KEY: PRODUCTION_KEY,
        PAYMENT_WEBHOOK_SECRET: PRODUCTION_SECRET,
      };
      expect(problems({ ...production, METRICS_TOKEN: "metrics-token-0123" })).toEqual([
        "METRICS_TOKEN must be at least 32 characters long in production",
      ]);
      expect(loadConfig({ ...production, METRICS_TOKEN: PRODUCTION_TOKEN }).metricsToken).toBe(
        PRODUCTION_TOKEN,
      );
    });
  });
});
