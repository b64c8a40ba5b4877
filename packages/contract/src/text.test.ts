import { afterEach, describe, expect, it, vi } from "vitest";
import { type ZodType, z } from "zod";
import { changePasswordBody, loginBody, registerBody, usernameValidateBody } from "./accounts.ts";
import { addBankAccountBody } from "./bank-accounts.ts";
import { createDepositBody, paymentWebhookBody } from "./deposits.ts";
import { fingerprintBody } from "./fingerprint.ts";
import { isStorableText, TEXT_INVALID, text } from "./text.ts";
import { createWithdrawalBody } from "./withdrawals.ts";

const refused = [
  ["a NUL byte", "abc\u0000def"],
  ["only a NUL byte", "\u0000"],
  ["a lone high surrogate", "abc\ud800"],
  ["a lone low surrogate", "\udc00abc"],
  ["a pair written backwards", "\ude00\ud83d"],
  ["a high surrogate before a plain letter", "\ud83dx"],
] as const;

const accepted = [
  ["ASCII", "somphone 99"],
  ["Lao", "ສົມພອນ ວົງສາ"],
  ["Thai", "สมชาย ใจดี"],
  ["Vietnamese", "Nguyễn Văn Anh"],
  ["Chinese", "张伟"],
  ["an emoji (a surrogate pair)", "lucky 🍀🎰"],
  ["other control characters", "tab\tand\nnewline\u0001"],
  ["the empty string", ""],
] as const;

describe("isStorableText", () => {
  it.each(refused)("refuses %s", (_name, value) => {
    expect(isStorableText(value)).toBe(false);
  });

  it.each(accepted)("accepts %s", (_name, value) => {
    expect(isStorableText(value)).toBe(true);
  });

  describe("without String.prototype.isWellFormed (older browsers)", () => {
    const prototype = String.prototype as { isWellFormed?: unknown };
    const native = prototype.isWellFormed;
    afterEach(() => {
      prototype.isWellFormed = native;
      vi.resetModules();
    });

    it("gives the same answers", async () => {
      delete prototype.isWellFormed;
      vi.resetModules();
      const fallback = await import("./text.ts");
      for (const [, value] of refused)
        expect(fallback.isStorableText(value), JSON.stringify(value)).toBe(false);
      for (const [, value] of accepted)
        expect(fallback.isStorableText(value), JSON.stringify(value)).toBe(true);
    });
  });
});

describe("text()", () => {
  it.each(refused)("refuses %s with validation.text_invalid", (_name, value) => {
    const result = text().safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TEXT_INVALID]);
  });

  it("reports only that, before the field's own bounds and pattern", () => {
    const schema = text()
      .trim()
      .min(3, "too_short")
      .max(5, "too_long")
      .regex(/^[a-z]+$/, "pattern");
    const result = schema.safeParse(`${"x".repeat(50)}\u0000`);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([TEXT_INVALID]);
    expect(schema.safeParse("  abc  ").data).toBe("abc");
    expect(schema.safeParse("ab").error?.issues[0]?.message).toBe("too_short");
  });

  it("still refuses what is not a string", () => {
    for (const value of [1, null, undefined, {}, [], true])
      expect(text().safeParse(value).success).toBe(false);
  });
});

const device = {
  screen: "390x844",
  version: "1.0.0",
  timezone: "Asia/Vientiane",
  userAgent: "Mozilla/5.0",
  plugins: "PDF Viewer",
  webGL: {
    version: "WebGL 1.0",
    vendor: "WebKit",
    unmaskedVendor: "Google Inc.",
    renderer: "WebKit WebGL",
    unmaskedRenderer: "ANGLE",
    shadingLanguageVersion: "WebGL GLSL ES 1.0",
  },
  audio: "124.04",
  platform: "Linux armv8l",
  fingerprint: "a".repeat(64),
  memory: "4",
  fonts: "Arial,Noto Sans Lao",
  languages: "lo-LA,lo,en",
  hardwareConcurrency: "8",
  vendor: "Google Inc.",
};

/** Every request body of the contract with a valid example that fills every field. */
const requestBodies: [string, ZodType, Record<string, unknown>][] = [
  ["usernameValidateBody", usernameValidateBody, { username: "somphone" }],
  ["loginBody", loginBody, { username: "somphone", password: "correct horse" }],
  [
    "registerBody",
    registerBody,
    {
      username: "somphone",
      password: "correct horse",
      confirmPassword: "correct horse",
      displayName: "ສົມພອນ",
      fingerprint: "fp-device",
      ageConfirmed: true,
    },
  ],
  [
    "changePasswordBody",
    changePasswordBody,
    { currentPassword: "old password", newPassword: "new password", confirmNewPassword: "new password" },
  ],
  [
    "addBankAccountBody",
    addBankAccountBody,
    { bankCode: "BCEL", accountNumber: "1234567890123", accountName: "ສົມພອນ", currency: "LAK" },
  ],
  [
    "createDepositBody",
    createDepositBody,
    { provider: "alphabet", mid: "mid-1", currency: "LAK", amount: "66000" },
  ],
  ["createWithdrawalBody", createWithdrawalBody, { provider: "alphabet", amount: "100.00" }],
  [
    "paymentWebhookBody",
    paymentWebhookBody,
    {
      eventId: "evt-1",
      orderCode: "D0123456789",
      amount: "66000",
      currency: "LAK",
      status: "PAID",
      paidAt: "2025-01-01T00:00:00Z",
      reference: "ref-1",
    },
  ],
  ["fingerprintBody", fingerprintBody, { fingerprint: device }],
];

interface JsonSchema {
  type?: string;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
}

/** Paths of the free-text fields: strings that are not an enum or a literal. */
function textPaths(schema: JsonSchema, path: string[] = []): string[][] {
  if (schema.type === "string") return schema.enum || schema.const !== undefined ? [] : [path];
  return Object.entries(schema.properties ?? {}).flatMap(([key, child]) => textPaths(child, [...path, key]));
}

function withValue(body: Record<string, unknown>, path: string[], value: string): Record<string, unknown> {
  const [head, ...rest] = path;
  if (head === undefined) throw new Error("empty path");
  const child = body[head];
  return {
    ...body,
    [head]: rest.length === 0 ? value : withValue(child as Record<string, unknown>, rest, value),
  };
}

describe("every text field of every request body", () => {
  it.each(requestBodies)("%s accepts its example", (_name, schema, valid) => {
    expect(schema.safeParse(valid).error).toBeUndefined();
  });

  it.each(requestBodies)(
    "%s refuses NUL and unpaired surrogates in each text field",
    (_name, schema, valid) => {
      const paths = textPaths(z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema);
      expect(paths.length).toBeGreaterThan(0);
      for (const path of paths) {
        for (const [, value] of refused) {
          const result = schema.safeParse(withValue(valid, path, value));
          const issues = (result.error?.issues ?? []).map((issue) => [issue.path.join("."), issue.message]);
          expect(issues, `${path.join(".")} = ${JSON.stringify(value)}`).toContainEqual([
            path.join("."),
            TEXT_INVALID,
          ]);
        }
      }
    },
  );
});
