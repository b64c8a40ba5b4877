// @vitest-environment node
import { describe, expect, it } from "vitest";
import { type InstallHintSituation, installHintWay, isIosSafari } from "./install-hint-rules";

const engagedPlayerOnAPhone: InstallHintSituation = {
  standalone: false,
  dismissed: false,
  phone: true,
  online: true,
  pageViews: 2,
  pathname: "/player",
  hasPrompt: true,
  iosSafari: false,
};

const iPhoneSafari =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";

describe("the install hint", () => {
  it("offers Chromium's install dialog to a logged-in player on a phone from the second page view", () => {
    expect(installHintWay(engagedPlayerOnAPhone)).toBe("prompt");
    expect(installHintWay({ ...engagedPlayerOnAPhone, pathname: "/player/deposit" })).toBe("prompt");
  });

  it("explains Safari's share sheet on an iPhone, which has no install dialog", () => {
    expect(installHintWay({ ...engagedPlayerOnAPhone, hasPrompt: false, iosSafari: true })).toBe("ios-share");
  });

  it("stays hidden on the first page view, outside the player's pages, on a desktop and offline", () => {
    expect(installHintWay({ ...engagedPlayerOnAPhone, pageViews: 1 })).toBeUndefined();
    for (const pathname of ["/", "/login", "/register", "/players"]) {
      expect(installHintWay({ ...engagedPlayerOnAPhone, pathname }), pathname).toBeUndefined();
    }
    expect(installHintWay({ ...engagedPlayerOnAPhone, phone: false })).toBeUndefined();
    expect(installHintWay({ ...engagedPlayerOnAPhone, online: false })).toBeUndefined();
  });

  it("never shows once dismissed, in the installed app, or where the browser cannot install", () => {
    expect(installHintWay({ ...engagedPlayerOnAPhone, dismissed: true })).toBeUndefined();
    expect(installHintWay({ ...engagedPlayerOnAPhone, standalone: true })).toBeUndefined();
    expect(installHintWay({ ...engagedPlayerOnAPhone, hasPrompt: false })).toBeUndefined();
  });
});

describe("Safari on iOS", () => {
  it("is told apart from other iOS browsers, in-app browsers and Android", () => {
    expect(isIosSafari(iPhoneSafari, 5)).toBe(true);
    const iPadAsMac =
      "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15";
    expect(isIosSafari(iPadAsMac, 5)).toBe(true);
    expect(isIosSafari(iPadAsMac, 0)).toBe(false);
    expect(isIosSafari(iPhoneSafari.replace("Version/17.5", "CriOS/126.0"), 5)).toBe(false);
    expect(isIosSafari(`${iPhoneSafari} Line/14.9.0`, 5)).toBe(false);
    const android =
      "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36";
    expect(isIosSafari(android, 5)).toBe(false);
  });
});
