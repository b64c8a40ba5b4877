import { describe, expect, it } from "vitest";
import { fingerprintBody } from "./fingerprint.ts";

const device = {
  screen: "390x844",
  version: "1.0.0",
  timezone: "Asia/Vientiane",
  userAgent: "Mozilla/5.0",
  plugins: "PDF Viewer,Chrome PDF Viewer",
  webGL: {
    version: "WebGL 1.0",
    vendor: "WebKit",
    unmaskedVendor: "Google Inc.",
    renderer: "WebKit WebGL",
    unmaskedRenderer: "ANGLE",
    shadingLanguageVersion: "WebGL GLSL ES 1.0",
  },
  audio: "124.04347527516074",
  platform: "Linux armv8l",
  fingerprint: "a".repeat(64),
  memory: "4",
  fonts: "Arial,Noto Sans Lao",
  languages: "lo-LA,lo,en",
  hardwareConcurrency: "8",
  vendor: "Google Inc.",
};

describe("fingerprintBody", () => {
  it("accepts the spec's device fields", () => {
    expect(fingerprintBody.safeParse({ fingerprint: device }).success).toBe(true);
  });

  it("refuses unknown fields, missing fields and oversized values", () => {
    expect(fingerprintBody.safeParse({ fingerprint: { ...device, extra: "x" } }).success).toBe(false);
    const { audio: _audio, ...withoutAudio } = device;
    expect(fingerprintBody.safeParse({ fingerprint: withoutAudio }).success).toBe(false);
    expect(
      fingerprintBody.safeParse({ fingerprint: { ...device, userAgent: "x".repeat(10_000) } }).success,
    ).toBe(false);
  });
});
