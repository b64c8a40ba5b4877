import { describe, expect, it } from "vitest";
import { type PromotionInput, promotionInputSchema } from "./promotions.ts";

const valid: PromotionInput = {
  title: { lo: "ໂບນັດ", cn: "奖励", vn: "Thưởng", th: "โบนัส" },
  description: { lo: "ລາຍລະອຽດ", cn: "说明", vn: "Mô tả", th: "รายละเอียด" },
  imageUrl: "https://cdn.example.com/banner.png",
  status: "INACTIVE",
  kind: "ANY",
  providers: ["gclub"],
  depositCredit: "100.00",
  bonusCredit: "50.00",
  maxCredit: "1000.00",
  requiredCredit: "300.00",
  withdrawAll: false,
  deductBonusOnWithdraw: false,
  startsAt: "2026-12-01T09:00:00+07:00",
  endsAt: null,
};

/** The field errors the schema gives for that image address, by path. */
function imageProblems(imageUrl: string) {
  const parsed = promotionInputSchema.safeParse({ ...valid, imageUrl });
  return parsed.success
    ? []
    : parsed.error.issues
        .filter((issue) => issue.path.join(".") === "imageUrl")
        .map((issue) => issue.message);
}

describe("a promotion's image address", () => {
  it.each([
    ["an image uploaded to the site", `/media/${"ab".repeat(32)}.png`],
    ["an uploaded JPEG", `/media/${"0".repeat(64)}.jpg`],
    ["an uploaded WebP", `/media/${"f".repeat(64)}.webp`],
    ["one of the app's own banners", "/promotions/welcome.svg"],
    ["an https address", "https://cdn.example.com/banners/welcome.png?v=2"],
    ["an https address with a port", "https://cdn.example.com:8443/banner.webp"],
    ["an https address of a host alone", "https://cdn.example.com"],
    ["an address with spaces around it (trimmed)", "  https://cdn.example.com/banner.png "],
  ])("takes %s", (_, imageUrl) => {
    expect(imageProblems(imageUrl)).toEqual([]);
  });

  it.each([
    ["a javascript: address", "javascript:alert(1)"],
    ["a javascript: address in capitals", "JAVASCRIPT:alert(document.cookie)"],
    ["a data: address", "data:image/png;base64,iVBORw0KGgo="],
    ["an http address", "http://cdn.example.com/banner.png"],
    ["an address without a scheme", "//evil.example/banner.png"],
    ["an https address with a user and password", "https://user:secret@cdn.example.com/banner.png"],
    ["an https address with a line break", "https://cdn.example.com/ban\nner.png"],
    ["an https address with a control character", "https://cdn.example.com/ban\u0007ner.png"],
    ["an https scheme without a host", "https:///banner.png"],
    ["an https address whose host starts with a backslash", "https://\\evil.example/banner.png"],
    ["another path of the site", "/api/v2/players/me"],
    ["a file of the site that is not a banner", "/promotions/../index.html"],
    ["an upload path that is not a hash", "/media/aa.png"],
    ["an upload path of another type", `/media/${"ab".repeat(32)}.svg`],
    ["plain text", "banner"],
  ])("refuses %s with its translation key", (_, imageUrl) => {
    expect(imageProblems(imageUrl)).toEqual(["validation.image_url"]);
  });

  it("asks for one when it is empty", () => {
    expect(imageProblems("  ")[0]).toBe("validation.required");
  });
});
