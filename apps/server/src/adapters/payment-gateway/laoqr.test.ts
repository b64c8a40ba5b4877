import { describe, expect, it } from "vitest";
import { crc16CcittFalse, parseTlv } from "../../test/emvco.ts";
import { asciiField, buildLaoQr, LAPNET_AID } from "./laoqr.ts";

const order = {
  bankIin: "27710418",
  mid: "BCEL0000123456",
  merchantName: "KHAM GAMING",
  merchantCity: "Vientiane",
  merchantCategoryCode: "7994",
  currency: "LAK" as const,
  amount: "66000",
  orderCode: "D0123456789ABCDEFGH",
};

describe("CRC-16/CCITT-FALSE", () => {
  it("has the standard check value: 123456789 → 29B1", () => {
    expect(crc16CcittFalse("123456789")).toBe("29B1");
  });
});

describe("buildLaoQr", () => {
  it("has every tag of a dynamic LAPNet merchant QR with the right values", () => {
    const tags = parseTlv(buildLaoQr(order));
    expect([...tags.keys()]).toEqual(["00", "01", "38", "52", "53", "54", "58", "59", "60", "62", "63"]);
    expect(tags.get("00")).toBe("01");
    expect(tags.get("01")).toBe("12");
    const lapnet = parseTlv(tags.get("38")!);
    expect(Object.fromEntries(lapnet)).toEqual({
      "00": LAPNET_AID,
      "01": "27710418",
      "02": "002",
      "03": "BCEL0000123456",
    });
    expect(tags.get("52")).toBe("7994");
    expect(tags.get("53")).toBe("418");
    expect(tags.get("54")).toBe("66000");
    expect(tags.get("58")).toBe("LA");
    expect(tags.get("59")).toBe("KHAM GAMING");
    expect(tags.get("60")).toBe("Vientiane");
    expect(Object.fromEntries(parseTlv(tags.get("62")!))).toEqual({ "01": "D0123456789ABCDEFGH" });
  });

  it("ends with a CRC over everything up to and including 6304, in upper-case hex", () => {
    const payload = buildLaoQr(order);
    expect(payload.slice(-8, -4)).toBe("6304");
    expect(payload.slice(-4)).toMatch(/^[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16CcittFalse(payload.slice(0, -4)));
  });

  it("writes THB and USD with their numeric codes and cents", () => {
    const thb = parseTlv(buildLaoQr({ ...order, currency: "THB", amount: "150.00" }));
    expect([thb.get("53"), thb.get("54")]).toEqual(["764", "150.00"]);
    const usd = parseTlv(buildLaoQr({ ...order, currency: "USD", amount: "2.50" }));
    expect([usd.get("53"), usd.get("54")]).toEqual(["840", "2.50"]);
  });

  it("keeps the merchant name ASCII and at most 25 characters", () => {
    const tags = parseTlv(
      buildLaoQr({
        ...order,
        merchantName: "ຄຳ Kham Café — the golden agency of Laos",
        merchantCity: "ວຽງຈັນ",
      }),
    );
    expect(tags.get("59")).toBe("Kham Cafe the golden agen");
    expect(tags.get("59")).toMatch(/^[\x20-\x7e]{1,25}$/);
    expect(tags.get("60")).toBe("VIENTIANE");
  });
});

describe("asciiField", () => {
  it("drops diacritics and non-ASCII, squeezes spaces and cuts to length", () => {
    expect(asciiField("  Ñoño   Lao ", 25)).toBe("Nono Lao");
    expect(asciiField("ABCDEFGHIJ", 4)).toBe("ABCD");
  });
});
