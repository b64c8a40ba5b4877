import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Config } from "../config.ts";

/* Secrets kept in the database (a gateway's key) are sealed with AES-256-GCM under SECRETS_KEY. */

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function secretsKeyFile(dataDir: string): string {
  return path.join(dataDir, "secrets-key");
}

/** SECRETS_KEY; else in development a generated key in $DATA_DIR/secrets-key (mode 600), in tests one per process. */
export function resolveSecretsKeys(
  config: Pick<Config, "secretsKey" | "previousSecretsKeys" | "nodeEnv" | "dataDir">,
): string[] {
  if (config.secretsKey !== undefined) return [config.secretsKey, ...config.previousSecretsKeys];
  if (config.nodeEnv === "production") throw new Error("SECRETS_KEY is required in production");
  if (config.nodeEnv === "test") return [randomBytes(32).toString("base64url")];
  const file = secretsKeyFile(config.dataDir);
  try {
    const existing = fs.readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return [existing, ...config.previousSecretsKeys];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
  }
  fs.mkdirSync(config.dataDir, { recursive: true });
  const key = randomBytes(32).toString("base64url");
  fs.writeFileSync(file, `${key}\n`, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return [key, ...config.previousSecretsKeys];
}

export interface SealedSecret {
  ciphertext: string;
  keyId: string;
}

interface Key {
  id: string;
  bytes: Buffer;
}

function keyOf(secret: string): Key {
  return {
    id: createHash("sha256").update(`kham-secrets-key-id:${secret}`).digest("hex").slice(0, 12),
    bytes: createHash("sha256").update(`kham-secrets-key:${secret}`).digest(),
  };
}

/** Seals with the first key; opens with whichever key the stored id names, so keys can rotate. */
export class SecretBox {
  private readonly keys: Key[];

  constructor(secrets: readonly string[]) {
    if (secrets.length === 0) throw new Error("SecretBox needs a key");
    this.keys = secrets.map(keyOf);
  }

  get currentKeyId(): string {
    return this.keys[0]!.id;
  }

  /** `context` binds the ciphertext to its row: sealed for one agency, it opens for no other. */
  seal(plaintext: string, context: string): SealedSecret {
    const key = this.keys[0]!;
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv("aes-256-gcm", key.bytes, iv);
    cipher.setAAD(Buffer.from(context));
    const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
    return { ciphertext: Buffer.concat([iv, cipher.getAuthTag(), body]).toString("base64"), keyId: key.id };
  }

  open(sealed: SealedSecret, context: string): string {
    const key = this.keys.find((candidate) => candidate.id === sealed.keyId);
    if (key === undefined)
      throw new Error(`no secrets key with id ${sealed.keyId}: set it in SECRETS_KEY_PREVIOUS`);
    const raw = Buffer.from(sealed.ciphertext, "base64");
    const decipher = createDecipheriv("aes-256-gcm", key.bytes, raw.subarray(0, IV_BYTES));
    decipher.setAAD(Buffer.from(context));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  }
}
