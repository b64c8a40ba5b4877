import { useSyncExternalStore } from "react";

/** This browser's choice, kept across visits; only a click on the dashboard's button sets it. */
export const ALERTS_KEY = "kham:backoffice:withdrawal-alerts";

export interface NewWithdrawal {
  code: string;
  /** The text to show: the toast's own, in the staff member's language. */
  text: string;
  title: string;
}

const listeners = new Set<() => void>();
let audio: AudioContext | undefined;

function stored(): boolean {
  try {
    return localStorage.getItem(ALERTS_KEY) === "on";
  } catch {
    return false;
  }
}

function tell() {
  for (const listener of listeners) listener();
}

export function alertsOn(): boolean {
  return stored();
}

/** Whether the browser may show notifications at all, and what it was told. */
export function notificationPermission(): NotificationPermission | "unsupported" {
  return typeof Notification === "undefined" ? "unsupported" : Notification.permission;
}

/** The browser allows sound only after a click: the context is made (or woken) inside one. */
function wakeAudio(): AudioContext | undefined {
  if (typeof AudioContext === "undefined") return undefined;
  audio ??= new AudioContext();
  if (audio.state === "suspended") void audio.resume().catch(() => {});
  return audio;
}

/** Called from the staff member's click: asks for notifications then, never unprompted. */
export async function turnAlertsOn(): Promise<void> {
  try {
    localStorage.setItem(ALERTS_KEY, "on");
  } catch {
    // Private mode: on for this page at least.
  }
  wakeAudio();
  tell();
  if (typeof Notification !== "undefined" && Notification.permission === "default") {
    await Notification.requestPermission().catch(() => "denied" as const);
    tell();
  }
}

export function turnAlertsOff(): void {
  try {
    localStorage.removeItem(ALERTS_KEY);
  } catch {
    // Nothing stored to forget.
  }
  tell();
}

/** Two short rising tones: heard across a room, gone in half a second. */
function chime(context: AudioContext): void {
  const start = context.currentTime;
  for (const [index, frequency] of [880, 1320].entries()) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    const at = start + index * 0.18;
    oscillator.frequency.value = frequency;
    gain.gain.setValueAtTime(0.0001, at);
    gain.gain.exponentialRampToValueAtTime(0.3, at + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, at + 0.16);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(at);
    oscillator.stop(at + 0.17);
  }
}

/** A new withdrawal waits: a chime and a browser notification, only once the staff member allowed them. */
export function announceWithdrawal(withdrawal: NewWithdrawal): void {
  if (!stored()) return;
  const context = wakeAudio();
  if (context) {
    try {
      chime(context);
    } catch {
      // No audio device: the notification and the toast still tell.
    }
  }
  if (typeof Notification !== "undefined" && Notification.permission === "granted") {
    try {
      new Notification(withdrawal.title, { body: withdrawal.text, tag: `withdrawal:${withdrawal.code}` });
    } catch {
      // Android Chrome allows notifications only from a service worker: the chime and toast remain.
    }
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** The choice and the browser's permission, as they change (also in another tab). */
export function useWithdrawalAlerts(): { on: boolean; permission: NotificationPermission | "unsupported" } {
  const on = useSyncExternalStore(subscribe, stored, () => false);
  const permission = useSyncExternalStore(subscribe, notificationPermission, () => "unsupported" as const);
  return { on, permission };
}
