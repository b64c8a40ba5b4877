import { z } from "zod";

const text = (max: number) => z.string().max(max);

/** Device fingerprint of spec §3; every field is what the browser reports, so all are bounded strings. */
export const deviceFingerprintSchema = z.strictObject({
  screen: text(32),
  version: text(64),
  timezone: text(64),
  userAgent: text(512),
  plugins: text(2048),
  webGL: z.strictObject({
    version: text(256),
    vendor: text(256),
    unmaskedVendor: text(256),
    renderer: text(256),
    unmaskedRenderer: text(256),
    shadingLanguageVersion: text(256),
  }),
  audio: text(128),
  platform: text(128),
  fingerprint: z.string().min(1).max(128),
  memory: text(32),
  fonts: text(4096),
  languages: text(512),
  hardwareConcurrency: text(16),
  vendor: text(256),
});
export type DeviceFingerprint = z.infer<typeof deviceFingerprintSchema>;

export const fingerprintBody = z.strictObject({ fingerprint: deviceFingerprintSchema });
export type FingerprintBody = z.infer<typeof fingerprintBody>;

export interface FingerprintAnswer {
  id: string;
  /** YYYY-MM-DD */
  date: string;
}
