import { type Language, languages, writeNumber } from "@kham/contract";
import { describe, expect, it } from "vitest";
import { DEMO_PROMOTIONS } from "./demo-promotions.ts";

describe("the demo promotions' texts", () => {
  it("write their numbers as the site writes them in each language", () => {
    for (const promotion of DEMO_PROMOTIONS) {
      for (const language of languages as readonly Language[]) {
        const text = `${promotion.title[language] ?? ""} ${promotion.description[language] ?? ""}`;
        for (const written of text.match(/\d{1,3}(?:[.,]\d{3})+/g) ?? []) {
          const digits = written.replace(/[.,]/g, "");
          expect(written, `${language}: ${text}`).toBe(writeNumber(digits, language, 0, 0));
        }
      }
    }
  });
});
