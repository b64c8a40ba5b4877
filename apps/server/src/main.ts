import closeWithGrace from "close-with-grace";
import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";
import { type Database, openDatabase } from "./db/client.ts";
import { DataDirLockedError } from "./db/lock.ts";
import { seedDatabase, seedDemoPlayer } from "./db/seed.ts";
import { serverLogger } from "./logger.ts";
import { adminTokenFile } from "./plugins/admin-token.ts";
import { RedisUnavailableError } from "./plugins/redis.ts";
import { startBanner } from "./start-banner.ts";

function readConfig(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

const config = readConfig();
const { log, flush: flushLog } = serverLogger({ level: config.logLevel });

let database: Database;
try {
  database = await openDatabase(
    config.databaseUrl
      ? { kind: "postgres", url: config.databaseUrl }
      : { kind: "pglite", dataDir: config.dataDir },
    { onUpkeepError: (error) => log.warn({ err: error }, "database upkeep failed; it runs again later") },
  );
} catch (error) {
  if (error instanceof DataDirLockedError) {
    log.fatal(error.message);
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}
log.info({ driver: database.driver }, "database ready, migrations applied");
if (database.driver === "pglite" && config.nodeEnv !== "development") {
  log.warn("PGlite does not fsync: use PostgreSQL (DATABASE_URL) for real money");
}
if (await seedDatabase(database.db)) log.info("demo agency seeded");
const demoPlayer = await seedDemoPlayer(database.db, config.nodeEnv);

async function openApp() {
  try {
    return await buildApp({ config, database, logger: log });
  } catch (error) {
    if (error instanceof RedisUnavailableError) {
      log.fatal(error.message);
      console.error(error.message);
      await database.close();
      process.exit(1);
    }
    throw error;
  }
}

const app = await openApp();
if (config.nodeEnv === "development" && config.adminToken === undefined) {
  log.info({ file: adminTokenFile(config.dataDir) }, "admin token for the admin CLI written");
}
if (config.redisUrl && config.rateLimit) log.info("rate-limit counters shared through Redis (REDIS_URL)");

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) log.error({ err }, "shutting down after an error");
  else log.info({ signal }, "shutting down");
  await app.close();
  await database.close();
  await flushLog();
});

try {
  await app.listen({ port: config.port, host: config.host });
  await app.metricsServer?.listen({ port: config.metricsPort, host: config.host });
} catch (error) {
  log.fatal({ err: error }, "could not start listening");
  console.error(`Could not start listening: ${(error as Error).message}`);
  await database.close();
  process.exit(1);
}
if (config.nodeEnv === "development") {
  console.log(
    startBanner({ ...config, database: { driver: database.driver, dataDir: config.dataDir }, demoPlayer }),
  );
}
// Jobs left by a previous run (a crash between payment and credit) are finished from here on.
await app.jobs.start({ ownsDatabase: database.driver === "pglite" });
