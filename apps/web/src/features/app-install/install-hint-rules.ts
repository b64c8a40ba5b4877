/** How this browser installs the app: its own dialog (Chromium), Safari's share sheet, or not at all. */
export type InstallWay = "prompt" | "ios-share";

export interface InstallHintSituation {
  standalone: boolean;
  /** The player said "not now" once. */
  dismissed: boolean;
  /** A phone-sized screen; a desktop browser offers installing in its own address bar. */
  phone: boolean;
  online: boolean;
  /** Page views in this visit; the first screen a player sees stays free of the hint. */
  pageViews: number;
  pathname: string;
  /** Chromium has offered installing (beforeinstallprompt). */
  hasPrompt: boolean;
  iosSafari: boolean;
}

/** Only for a logged-in player on a phone, from the second page view on, until dismissed or installed. */
export function installHintWay(situation: InstallHintSituation): InstallWay | undefined {
  const { standalone, dismissed, phone, online, pageViews, pathname } = situation;
  if (standalone || dismissed || !phone || !online || pageViews < 2) return undefined;
  if (pathname !== "/player" && !pathname.startsWith("/player/")) return undefined;
  if (situation.hasPrompt) return "prompt";
  if (situation.iosSafari) return "ios-share";
  return undefined;
}

/** Other iOS browsers and in-app browsers are left out: their steps differ or they cannot install. */
export function isIosSafari(userAgent: string, maxTouchPoints: number): boolean {
  const appleMobile =
    /iPhone|iPad|iPod/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1);
  if (!appleMobile || !/Safari\//.test(userAgent)) return false;
  return !/CriOS|FxiOS|EdgiOS|OPiOS|GSA\/|FBAN|FBAV|Instagram|Line\//.test(userAgent);
}
