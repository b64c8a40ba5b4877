import { UNATTENDED_CALL_HEADER } from "@kham/contract";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ATTENDED_FOR_MS, attentionHeaders, watchStaffAttention } from "./attention";

afterEach(() => {
  vi.useRealTimers();
});

describe("a back-office call's attention", () => {
  it("is the staff member's for a minute after their last input, then says nobody is there", () => {
    vi.useFakeTimers({ now: new Date("2026-11-28T09:00:00Z") });
    watchStaffAttention();
    vi.advanceTimersByTime(ATTENDED_FOR_MS);
    expect(attentionHeaders()).toBeUndefined();
    vi.advanceTimersByTime(1000);
    expect(attentionHeaders()).toEqual({ [UNATTENDED_CALL_HEADER]: "1" });

    // A key pressed, or a tap, starts the minute again.
    window.dispatchEvent(new KeyboardEvent("keydown", { key: "Tab" }));
    expect(attentionHeaders()).toBeUndefined();
    vi.advanceTimersByTime(ATTENDED_FOR_MS + 1000);
    expect(attentionHeaders()).toEqual({ [UNATTENDED_CALL_HEADER]: "1" });
    window.dispatchEvent(new Event("pointerdown"));
    expect(attentionHeaders()).toBeUndefined();

    // Coming back to the window counts; a field focused by the screen itself does not.
    vi.advanceTimersByTime(ATTENDED_FOR_MS + 1000);
    const field = document.createElement("input");
    document.body.append(field);
    field.focus();
    expect(attentionHeaders()).toEqual({ [UNATTENDED_CALL_HEADER]: "1" });
    window.dispatchEvent(new FocusEvent("focus"));
    expect(attentionHeaders()).toBeUndefined();
    field.remove();
  });
});
