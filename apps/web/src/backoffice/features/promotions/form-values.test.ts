// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  emptyPromotionForm,
  formatLaoDateTime,
  fromLaoLocal,
  messageKey,
  serverFieldErrors,
  toLaoLocal,
  toPromotionInput,
} from "./form-values";

describe("Lao time", () => {
  it("shows an instant as Vientiane's wall clock, whatever the browser's zone", () => {
    expect(toLaoLocal("2026-12-01T02:00:00.000Z")).toBe("2026-12-01T09:00");
    expect(toLaoLocal("2026-12-31T20:30:00Z")).toBe("2027-01-01T03:30");
    expect(formatLaoDateTime("2026-12-31T20:30:00Z")).toBe("01/01/2027 03:30");
    expect(toLaoLocal("not a date")).toBe("");
  });

  it("reads a datetime-local value as Lao time", () => {
    expect(fromLaoLocal("2026-12-01T09:00")).toBe("2026-12-01T09:00:00+07:00");
    expect(fromLaoLocal("2026-12-01T09:00:30")).toBe("2026-12-01T09:00:30+07:00");
    expect(Date.parse(fromLaoLocal(toLaoLocal("2026-12-01T02:00:00.000Z")))).toBe(
      Date.parse("2026-12-01T02:00:00.000Z"),
    );
    expect(fromLaoLocal("")).toBe("");
  });

  it("sends an empty end as none", () => {
    const values = { ...emptyPromotionForm(new Date("2026-12-01T02:00:00Z")), endsAt: " " };
    expect(toPromotionInput(values)).toMatchObject({ startsAt: "2026-12-01T09:00:00+07:00", endsAt: null });
  });
});

describe("messages", () => {
  it("keeps the contract's keys and never shows zod's English", () => {
    expect(messageKey("validation.amount_invalid", "x")).toBe("validation.amount_invalid");
    expect(messageKey("Invalid ISO datetime", "")).toBe("validation.required");
    expect(messageKey("Too small: expected array to have >=1 items", [])).toBe("validation.required");
    expect(messageKey("Invalid ISO datetime", "2026-13-01")).toBe("validation.invalid");
  });

  it("puts the server's field errors on the form's fields and keeps the rest apart", () => {
    expect(serverFieldErrors({ "title.cn": "validation.text_invalid", body: "validation.invalid" })).toEqual({
      onFields: [["title.cn", "validation.text_invalid"]],
      elsewhere: ["validation.invalid"],
    });
  });
});
