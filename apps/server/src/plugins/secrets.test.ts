import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveSecretsKeys, SecretBox, secretsKeyFile } from "./secrets.ts";

const current = "the-current-secrets-key-0123456789abcdef";
const previous = "the-previous-secrets-key-0123456789abcdef";

describe("SecretBox", () => {
  it("opens what it sealed, for the same context only, and never holds the plaintext in the sealed text", () => {
    const box = new SecretBox([current]);
    const sealed = box.seal("phajay-secret-key-1234", "payment-gateway:a");
    expect(sealed.keyId).toBe(box.currentKeyId);
    expect(sealed.ciphertext).not.toContain("phajay");
    expect(Buffer.from(sealed.ciphertext, "base64").toString("latin1")).not.toContain("phajay-secret");
    expect(box.open(sealed, "payment-gateway:a")).toBe("phajay-secret-key-1234");
    expect(() => box.open(sealed, "payment-gateway:b")).toThrow();
    expect(box.seal("phajay-secret-key-1234", "payment-gateway:a").ciphertext).not.toBe(sealed.ciphertext);
  });

  it("refuses a tampered ciphertext", () => {
    const box = new SecretBox([current]);
    const sealed = box.seal("phajay-secret-key-1234", "c");
    const bytes = Buffer.from(sealed.ciphertext, "base64");
    bytes[bytes.length - 1]! ^= 1;
    expect(() => box.open({ ...sealed, ciphertext: bytes.toString("base64") }, "c")).toThrow();
  });

  it("rotates: a new key seals, the previous one still opens what it sealed, an unknown id is named", () => {
    const old = new SecretBox([previous]).seal("old-secret-value", "c");
    const rotated = new SecretBox([current, previous]);
    expect(rotated.open(old, "c")).toBe("old-secret-value");
    expect(rotated.seal("new", "c").keyId).not.toBe(old.keyId);
    expect(() => new SecretBox([current]).open(old, "c")).toThrow(/no secrets key with id/);
  });
});

describe("resolveSecretsKeys", () => {
  it("generates a development key once into DATA_DIR, readable by its owner only", () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "kham-secrets-"));
    try {
      const config = {
        secretsKey: undefined,
        previousSecretsKeys: [],
        nodeEnv: "development" as const,
        dataDir,
      };
      const [first] = resolveSecretsKeys(config);
      expect(resolveSecretsKeys(config)).toEqual([first]);
      expect(fs.statSync(secretsKeyFile(dataDir)).mode & 0o777).toBe(0o600);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it("uses SECRETS_KEY and the previous keys, and refuses to make one up in production", () => {
    const base = { previousSecretsKeys: [previous], dataDir: "/nonexistent" };
    expect(resolveSecretsKeys({ ...base, secretsKey: current, nodeEnv: "production" })).toEqual([
      current,
      previous,
    ]);
    expect(() => resolveSecretsKeys({ ...base, secretsKey: undefined, nodeEnv: "production" })).toThrow(
      "SECRETS_KEY is required",
    );
  });
});
