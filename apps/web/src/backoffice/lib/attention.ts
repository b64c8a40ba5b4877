import { UNATTENDED_CALL_HEADER } from "@kham/contract";

/**
 * How long after the staff member's last touch, key, wheel or return to the window a call still
 * counts as theirs. The back office also calls by itself (polls, refreshes after a live update);
 * those calls must not keep a screen left open from idling out after 30 minutes, so they say so
 * once nobody is there.
 */
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
  // Coming back to the window counts (its refetch on focus is the staff member's doing); a field
  // the screen focuses by itself does not, so this listens to the window's own focus only.
  target.addEventListener("focus", noteInput);
}

/** The header of a call made while nobody has touched the back office for a while, else none. */
export function attentionHeaders(now = Date.now()): Record<string, string> | undefined {
  return now - lastInputAt > ATTENDED_FOR_MS ? { [UNATTENDED_CALL_HEADER]: "1" } : undefined;
}
