import { isIP } from "node:net";
import path from "node:path";
import { z } from "zod";

const AGENCY_CODE = /^[a-z0-9]{2,20}$/;
const SANDBOX_WEBHOOK_SECRET = "sandbox-webhook-secret";
/** The floor of a production secret; outside production 16 characters will do. */
export const PRODUCTION_SECRET_MIN = 32;
/** Values the repository and its documents show: anyone can read them, so production refuses them. */
const EXAMPLE_SECRETS = new Set([SANDBOX_WEBHOOK_SECRET]);
/** Every secret read from the environment; production holds each to the rules of `productionSecretProblem`. */
const SECRET_VARIABLES = ["ADMIN_TOKEN", "PAYMENT_WEBHOOK_SECRET", "SECRETS_KEY", "METRICS_TOKEN"] as const;

function productionSecretProblem(name: string, value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  if (EXAMPLE_SECRETS.has(value.toLowerCase()))
    return `${name} is an example value anyone can read: set a secret of your own`;
  if (value.length < PRODUCTION_SECRET_MIN)
    return `${name} must be at least ${PRODUCTION_SECRET_MIN} characters long in production`;
  return undefined;
}

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** A client's own X-Forwarded-For entries sit left of what the proxy saw, so they are never read. */
export const PRIVATE_PROXIES = ["loopback", "linklocal", "uniquelocal"];

function isProxyAddress(entry: string): boolean {
  const [address = "", bits, ...rest] = entry.trim().split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const port = z.coerce
  .number({ error: "must be a whole number between 1 and 65535" })
  .int({ error: "must be a whole number between 1 and 65535" })
  .min(1, { error: "must be a whole number between 1 and 65535" })
  .max(65535, { error: "must be a whole number between 1 and 65535" });

const envSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], { error: "must be development, production or test" })
    .default("development"),
  PORT: port.default(3000),
  METRICS_PORT: z.preprocess((value) => (value === "" ? undefined : value), port.optional()),
  METRICS_TOKEN: optionalText.pipe(
    z.string().min(16, { error: "must be at least 16 characters long" }).optional(),
  ),
  HOST: z.string().trim().min(1, { error: "must not be empty" }).default("0.0.0.0"),
  DATA_DIR: z.string().trim().min(1, { error: "must not be empty" }).default("./data"),
  DATABASE_URL: optionalText.pipe(
    z.url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" }).optional(),
  ),
  DEFAULT_AGENCY: z
    .string()
    .regex(AGENCY_CODE, { error: "must be an agency code: 2-20 lower-case letters or digits" })
    .default("demo"),
  ADMIN_TOKEN: optionalText.pipe(
    z.string().min(16, { error: "must be at least 16 characters long" }).optional(),
  ),
  PAYMENT_GATEWAY: z
    .enum(["sandbox"], { error: "must be sandbox (the only gateway so far)" })
    .default("sandbox"),
  PAYMENT_WEBHOOK_SECRET: optionalText.pipe(
    z.string().min(16, { error: "must be at least 16 characters long" }).optional(),
  ),
  SECRETS_KEY: optionalText.pipe(
    z.string().min(32, { error: "must be at least 32 characters long" }).optional(),
  ),
  SECRETS_KEY_PREVIOUS: optionalText,
  PUBLIC_ORIGIN: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "must be an http:// or https:// origin, like https://kham.example",
      })
      .refine((value) => new URL(value).pathname === "/" && !value.endsWith("/"), {
        error: "must be an origin alone, without a path or a trailing slash",
      })
      .optional(),
  ),
  TELEGRAM_API_URL: optionalText.pipe(
    z
      .url({
        protocol: /^https?$/,
        error: "must be an http:// or https:// URL, like https://api.telegram.org",
      })
      .optional(),
  ),
  REDIS_URL: optionalText.pipe(
    z.url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" }).optional(),
  ),
  RATE_LIMIT: z.enum(["on", "off"], { error: "must be on or off" }).default("on"),
  SANDBOX_PROVIDER_DELAY_MS: z.coerce
    .number({ error: "must be a whole number of milliseconds between 0 and 60000" })
    .int({ error: "must be a whole number of milliseconds between 0 and 60000" })
    .min(0, { error: "must be a whole number of milliseconds between 0 and 60000" })
    .max(60_000, { error: "must be a whole number of milliseconds between 0 and 60000" })
    .default(0),
  TRUST_PROXY: z
    .string()
    .trim()
    .refine((value) => value === "true" || value === "false" || value.split(",").every(isProxyAddress), {
      error: "must be true, false, or the proxies' addresses (IPs or CIDR ranges, separated by commas)",
    })
    .default("false"),
  WEB_DIST: optionalText,
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be fatal, error, warn, info, debug, trace or silent",
    })
    .optional(),
});

export interface Config {
  nodeEnv: "development" | "production" | "test";
  port: number;
  /** A second listener serving only GET /metrics; the main port then answers 404 there. */
  metricsPort: number | undefined;
  /** Without METRICS_PORT, GET /metrics on the main port takes `Authorization: Bearer` this; absent: 404. */
  metricsToken: string | undefined;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  defaultAgency: string;
  adminToken: string | undefined;
  paymentGateway: "sandbox";
  paymentWebhookSecret: string;
  /** Seals secrets kept in the database (gateway keys); outside production a generated one is used when absent. */
  secretsKey: string | undefined;
  /** Keys sealed with before a rotation, still opened (SECRETS_KEY_PREVIOUS, comma-separated). */
  previousSecretsKeys: string[];
  /** Where the world reaches this server (gateway webhooks); absent: the origin the staff member's call came to. */
  publicOrigin: string | undefined;
  /** The Telegram Bot API staff alerts are sent through (a local fake in tests). */
  telegramApiUrl: string;
  redisUrl: string | undefined;
  rateLimit: boolean;
  /** The sandbox game provider waits this long before each transfer, acting out a slow provider. */
  sandboxProviderDelayMs: number;
  /** The proxies whose X-Forwarded-* headers are believed (addresses, ranges or proxy-addr's names); false: none. */
  trustProxy: false | string[];
  webDist: string;
  logLevel: string;
}

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join("\n")}`);
    this.problems = problems;
    this.name = "ConfigError";
  }
}

const defaultWebDist = path.resolve(import.meta.dirname, "../../web/dist");

function trustedProxies(value: string): false | string[] {
  if (value === "false") return false;
  if (value === "true") return PRIVATE_PROXIES;
  return value.split(",").map((entry) => entry.trim());
}

/** Reads the environment once at start-up; every bad value is reported, each with its own line. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = envSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? "environment");
      const value = env[name];
      const shown =
        value === undefined || /(TOKEN|SECRET|KEY|KEY_PREVIOUS)$/.test(name) ? "" : ` (got "${value}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const values = result.data;
  if (values.METRICS_PORT !== undefined && values.METRICS_PORT === values.PORT)
    throw new ConfigError([`METRICS_PORT must differ from PORT (both are ${values.PORT})`]);
  // npm runs workspace scripts inside apps/server; relative paths mean the folder the user typed in.
  const base = env.INIT_CWD ?? process.cwd();
  if (values.NODE_ENV === "production") {
    if (values.PAYMENT_WEBHOOK_SECRET === undefined) {
      throw new ConfigError([
        "PAYMENT_WEBHOOK_SECRET is required when NODE_ENV=production (the sandbox default is not accepted there)",
      ]);
    }
    if (values.SECRETS_KEY === undefined) {
      throw new ConfigError([
        "SECRETS_KEY is required when NODE_ENV=production (it seals the gateway keys kept in the database)",
      ]);
    }
    const problems = SECRET_VARIABLES.flatMap((name) => productionSecretProblem(name, values[name]) ?? []);
    if (problems.length > 0) throw new ConfigError(problems);
  }
  return {
    nodeEnv: values.NODE_ENV,
    port: values.PORT,
    metricsPort: values.METRICS_PORT,
    metricsToken: values.METRICS_TOKEN,
    host: values.HOST,
    dataDir: path.resolve(base, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    defaultAgency: values.DEFAULT_AGENCY,
    adminToken: values.ADMIN_TOKEN,
    paymentGateway: values.PAYMENT_GATEWAY,
    paymentWebhookSecret: values.PAYMENT_WEBHOOK_SECRET ?? SANDBOX_WEBHOOK_SECRET,
    secretsKey: values.SECRETS_KEY,
    previousSecretsKeys: (values.SECRETS_KEY_PREVIOUS ?? "")
      .split(",")
      .map((key) => key.trim())
      .filter((key) => key !== ""),
    publicOrigin: values.PUBLIC_ORIGIN,
    telegramApiUrl: (values.TELEGRAM_API_URL ?? "https://api.telegram.org").replace(/\/+$/, ""),
    redisUrl: values.REDIS_URL,
    rateLimit: values.RATE_LIMIT === "on",
    sandboxProviderDelayMs: values.SANDBOX_PROVIDER_DELAY_MS,
    trustProxy: trustedProxies(values.TRUST_PROXY),
    webDist: values.WEB_DIST ? path.resolve(base, values.WEB_DIST) : defaultWebDist,
    // Development prints its addresses and logins once (main.ts); its log shows only what went wrong.
    logLevel: values.LOG_LEVEL ?? (values.NODE_ENV === "development" ? "warn" : "info"),
  };
}
