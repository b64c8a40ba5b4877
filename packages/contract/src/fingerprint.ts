import { z } from "zod";
import { text } from "./text.ts";

const bounded = (max: number) => text().max(max);

/** The device fingerprint; every field is what the browser reports, so all are bounded strings. */
export const deviceFingerprintSchema = z.strictObject({
  screen: bounded(32),
  version: bounded(64),
  timezone: bounded(64),
  userAgent: bounded(512),
  plugins: bounded(2048),
  webGL: z.strictObject({
    version: bounded(256),
    vendor: bounded(256),
    unmaskedVendor: bounded(256),
    renderer: bounded(256),
    unmaskedRenderer: bounded(256),
    shadingLanguageVersion: bounded(256),
  }),
  audio: bounded(128),
  platform: bounded(128),
  fingerprint: text().min(1).max(128),
  memory: bounded(32),
  fonts: bounded(4096),
  languages: bounded(512),
  hardwareConcurrency: bounded(16),
  vendor: bounded(256),
});
export type DeviceFingerprint = z.infer<typeof deviceFingerprintSchema>;

export const fingerprintBody = z.strictObject({ fingerprint: deviceFingerprintSchema });
export type FingerprintBody = z.infer<typeof fingerprintBody>;

export const fingerprintAnswerSchema = z.object({
  id: z.string(),
  /** YYYY-MM-DD */
  date: z.string(),
});
export type FingerprintAnswer = z.infer<typeof fingerprintAnswerSchema>;
