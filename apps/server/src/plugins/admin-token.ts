import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";

export function adminTokenFile(dataDir: string): string {
  return path.join(dataDir, "admin-token");
}

/** In development without one, a generated token in $DATA_DIR/admin-token (mode 600); else no bearer token at all. */
export function resolveAdminToken(
  config: Pick<Config, "adminToken" | "nodeEnv" | "dataDir">,
): string | undefined {
  if (config.adminToken !== undefined) return config.adminToken;
  if (config.nodeEnv !== "development") return undefined;
  const file = adminTokenFile(config.dataDir);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 16) return existing;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const token = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return token;
}

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Constant time whatever the lengths: both sides are hashed to 32 bytes first. */
export function tokensMatch(expected: string, presented: string): boolean {
  return timingSafeEqual(digest(expected), digest(presented));
}

export function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? "");
  return match?.[1];
}
