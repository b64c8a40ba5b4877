// @vitest-environment node
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { auditActions, auditTargetTypes, errorCodes, languages } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { actionKey, auditFamilies } from "../backoffice/features/audit/actions";

type Tree = { [key: string]: string | Tree };

const webRoot = join(import.meta.dirname, "../..");
const load = (language: string, namespace = "translation"): Tree =>
  JSON.parse(readFileSync(join(webRoot, "public/locales", language, `${namespace}.json`), "utf8"));

function flatten(tree: Tree, prefix = ""): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === "string") entries.set(path, value);
    else for (const [nested, text] of flatten(value, path)) entries.set(nested, text);
  }
  return entries;
}

const catalogues = Object.fromEntries(languages.map((language) => [language, flatten(load(language))]));
const lao = catalogues.lo!;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1]).sort();

// Names that stay as they are in every language (spec: providers and brands).
const latinAllowedInLao = new Set([
  "WhatsApp",
  "Line",
  "Facebook",
  "Telegram",
  "Twitter",
  "Alphabet",
  "AskMeBet",
  "GClub",
  "Live",
  "LAO",
  "QR",
  "a-z",
  "somchai_99",
  "Tiếng",
  "Việt",
]);

/** The translation keys the source under `folder` asks for (skipping `skip`). */
function keysUsedIn(folder: string, skip?: string): Set<string> {
  const files: string[] = [];
  const walk = (current: string) => {
    for (const name of readdirSync(current)) {
      const path = join(current, name);
      if (path === skip) continue;
      if (statSync(path).isDirectory()) walk(path);
      else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith(".gen.ts"))
        files.push(path);
    }
  };
  walk(folder);
  const used = new Set<string>();
  for (const file of files) {
    const source = readFileSync(file, "utf8");
    for (const match of source.matchAll(/\bt\(\s*"([a-z_]+(?:\.[A-Za-z_]+)+)"/g)) used.add(match[1]!);
    for (const match of source.matchAll(/\b(?:text|title|message): "([a-z_]+\.[a-z_.]+)"/g))
      used.add(match[1]!);
  }
  return used;
}

const sourceRoot = join(webRoot, "src");
const backOfficeRoot = join(sourceRoot, "backoffice");

describe("translations", () => {
  it("have the same keys in lo, cn, vn and th", () => {
    const laoKeys = [...lao.keys()].sort();
    for (const language of languages) expect([...catalogues[language]!.keys()].sort()).toEqual(laoKeys);
  });

  it("have no empty text and the same placeholders in every language", () => {
    for (const language of languages) {
      for (const [key, text] of catalogues[language]!) {
        expect(text.trim(), `${language}: ${key}`).not.toBe("");
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(lao.get(key)!));
      }
    }
  });

  it("have a message for every API error code", () => {
    for (const code of errorCodes) expect(lao.has(`errors.${code}`), code).toBe(true);
  });

  it("leave no English in Lao except brand and provider names", () => {
    for (const [key, text] of lao) {
      const latinWords =
        text.replace(/\{\{\w+\}\}/g, "").match(/\p{Script=Latin}[\p{Script=Latin}0-9_-]*/gu) ?? [];
      for (const word of latinWords) expect(latinAllowedInLao.has(word), `${key}: "${word}"`).toBe(true);
    }
  });

  it("say credit in each language's own word, never the English one", () => {
    for (const language of languages) {
      for (const [key, text] of catalogues[language]!) {
        expect(text.replace(/\{\{\w+\}\}/g, ""), `${language}: ${key}`).not.toMatch(/credit/i);
      }
    }
  });

  it("name each language in its own script in every file", () => {
    for (const language of languages) {
      expect(catalogues[language]!.get("language.lo")).toBe("ລາວ");
      expect(catalogues[language]!.get("language.th")).toBe("ไทย");
    }
  });

  it("contain every key the player's app asks for", () => {
    const used = keysUsedIn(sourceRoot, backOfficeRoot);
    expect(used.size).toBeGreaterThan(50);
    for (const key of used) expect(lao.has(key), key).toBe(true);
  });
});

const backOffice = Object.fromEntries(
  languages.map((language) => [language, flatten(load(language, "backoffice"))]),
);
const backOfficeLao = backOffice.lo!;
// Product and brand names staff see as they are, and the example domain.
const latinAllowedInBackOffice = new Set([
  ...latinAllowedInLao,
  // "a–z" in the username rules.
  "a",
  "z",
  "Google",
  "Microsoft",
  "Authenticator",
  "LAK",
  "THB",
  "USD",
  // The payment gateway's name, and the scheme its address must use.
  "PhaJay",
  "https",
  // PhaJay's portal is in English: its menu and field names are quoted as the owner will see them.
  "Settings",
  "Webhook",
  "Secret",
  "key",
  "Sandbox",
  // The game providers' agent API, and its field names as AMB's documents spell them.
  "AMB",
  "SuperAPI",
  "API",
  "Product",
  // Telegram, its bot for making bots, and the name a field has there; the language picker's own names.
  "Telegram",
  "BotFather",
  "Bot",
  "token",
  "Tiếng",
  "Việt",
  // Lao banks by their own short names, as BCEL below.
  "JDB",
  "LDB",
  "IB",
  "STB",
  "play",
  "example",
  "com",
  "OTP",
  "ID",
  "IP",
  "MID",
  "URL",
  "SHA-256",
  "PNG",
  "JPEG",
  "WebP",
  "MB",
  "MiB",
  "JSON",
  // The exports' file type, as a spreadsheet names it.
  "CSV",
  "UTC",
  "FA",
  "LINE",
  "X",
  "BCEL",
  "One",
]);

describe("the back office's translations", () => {
  it("have the same keys in lo, cn, vn and th, none empty, with the same placeholders", () => {
    const laoKeys = [...backOfficeLao.keys()].sort();
    for (const language of languages) {
      expect([...backOffice[language]!.keys()].sort(), language).toEqual(laoKeys);
      for (const [key, text] of backOffice[language]!) {
        expect(text.trim(), `${language}: ${key}`).not.toBe("");
        expect(placeholders(text), `${language}: ${key}`).toEqual(placeholders(backOfficeLao.get(key)!));
      }
    }
  });

  it("leave no English in Lao except names", () => {
    for (const [key, text] of backOfficeLao) {
      // Example paths and addresses ("/brand/logo.svg", "https://…") are shown as typed.
      const latinWords =
        text
          .replace(/\{\{\w+\}\}/g, "")
          .replace(/(https?:\/\/|\/)\S*/g, "")
          .match(/\p{Script=Latin}[\p{Script=Latin}0-9_-]*/gu) ?? [];
      for (const word of latinWords)
        expect(latinAllowedInBackOffice.has(word), `${key}: "${word}"`).toBe(true);
    }
  });

  it("contain every key the back office asks for, in its texts or the player app's", () => {
    const used = keysUsedIn(backOfficeRoot);
    expect(used.size).toBeGreaterThan(50);
    for (const key of used) expect(backOfficeLao.has(key) || lao.has(key), key).toBe(true);
  });
});

describe("the audit log's words", () => {
  it("name every action the server records in every language", () => {
    for (const language of languages) {
      for (const action of auditActions) {
        expect(backOffice[language]!.has(actionKey(action)), `${language}: ${action}`).toBe(true);
      }
    }
  });

  it("name every family of the filter and every kind of target in every language", () => {
    for (const language of languages) {
      for (const { family } of auditFamilies) {
        expect(backOffice[language]!.has(`audit.family.${family}`), `${language}: ${family}`).toBe(true);
      }
      for (const type of auditTargetTypes) {
        expect(backOffice[language]!.has(`audit.target_type.${type}`), `${language}: ${type}`).toBe(true);
      }
    }
  });
});
