import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv.ts";

describe("a CSV cell", () => {
  it("neutralises what a spreadsheet would run as a formula, and quotes it", () => {
    expect(csvCell("=1+2")).toBe(`"'=1+2"`);
    expect(csvCell("+66 20 1234")).toBe(`"'+66 20 1234"`);
    expect(csvCell("-cmd")).toBe(`"'-cmd"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("\tx")).toBe(`"'\tx"`);
    expect(csvCell("\rx")).toBe(`"'\rx"`);
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it("leaves a plain number a number, negative or not", () => {
    expect(csvCell("-150.00")).toBe("-150.00");
    expect(csvCell("660000")).toBe("660000");
    expect(csvCell("-1")).toBe("-1");
    expect(csvCell("-1e5")).toBe(`"'-1e5"`);
  });

  it("quotes commas, quotes and line breaks as RFC 4180 says", () => {
    expect(csvCell("a,b")).toBe(`"a,b"`);
    expect(csvCell('say "hi"')).toBe(`"say ""hi"""`);
    expect(csvCell("two\nlines")).toBe(`"two\nlines"`);
    expect(csvCell("ບັນຊີ ລາວ")).toBe("ບັນຊີ ລາວ");
  });

  it("writes nothing for an empty or missing value", () => {
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("ends a row with CRLF", () => {
    expect(csvRow(["a", null, "=x", "b,c"])).toBe(`a,,"'=x","b,c"\r\n`);
  });
});
