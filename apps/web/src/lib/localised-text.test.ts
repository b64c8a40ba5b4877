// @vitest-environment node
import { describe, expect, it } from "vitest";
import { localised } from "./localised-text";

const title = { lo: "ໂບນັດຕ້ອນຮັບ", cn: "新人首存", vn: "Thưởng chào mừng", th: "โบนัสต้อนรับ" };

describe("localised", () => {
  it("shows the text in the reader's language", () => {
    expect(localised(title, "cn")).toBe("新人首存");
    expect(localised(title, "th")).toBe("โบนัสต้อนรับ");
  });

  it("falls back to Lao when that language is missing or empty", () => {
    expect(localised({ ...title, vn: "" }, "vn")).toBe("ໂບນັດຕ້ອນຮັບ");
    expect(localised(title, "en")).toBe("ໂບນັດຕ້ອນຮັບ");
    expect(localised(title, undefined)).toBe("ໂບນັດຕ້ອນຮັບ");
  });

  it("shows whatever text there is when even Lao is missing", () => {
    expect(localised({ cn: "新人首存" }, "lo")).toBe("新人首存");
    expect(localised({}, "lo")).toBe("");
  });
});
