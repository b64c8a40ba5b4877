import { UNATTENDED_CALL_HEADER } from "@kham/contract";

/** The back office's own calls must not keep an unattended screen from idling out. */
export const ATTENDED_FOR_MS = 60_000;

// A click and an input also cover what assistive technology sends without pointer or key events.
const INPUTS = ["pointerdown", "keydown", "wheel", "touchstart", "click", "input"] as const;

let lastInputAt = Date.now();

function noteInput(): void {
  lastInputAt = Date.now();
}

/** Starts noting the staff member's input (once, at boot); opening the page counts as input. */
export function watchStaffAttention(target: Window = window): void {
  lastInputAt = Date.now();
  for (const type of INPUTS) target.addEventListener(type, noteInput, { capture: true, passive: true });
  // Only the window's own focus counts: a field the screen focuses by itself is not the staff member.
  target.addEventListener("focus", noteInput);
}

/** The header of a call made while nobody has touched the back office for a while, else none. */
export function attentionHeaders(now = Date.now()): Record<string, string> | undefined {
  return now - lastInputAt > ATTENDED_FOR_MS ? { [UNATTENDED_CALL_HEADER]: "1" } : undefined;
}
