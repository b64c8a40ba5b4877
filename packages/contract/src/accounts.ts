import { z } from "zod";
import {
  DISPLAY_NAME_MAX,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
  USERNAME_PATTERN,
} from "./account-rules.ts";
import { bankAccountSchema } from "./bank-accounts.ts";
import { text } from "./text.ts";

/** Messages are translation keys, shown by the web app and reported by the server in `fields`. */
export const usernameSchema = text()
  .min(USERNAME_MIN, "validation.username_min")
  .max(USERNAME_MAX, "validation.username_max")
  .regex(USERNAME_PATTERN, "validation.username_pattern");

export const passwordSchema = text()
  .min(PASSWORD_MIN, "password.validation.password_must_greater_than")
  .max(PASSWORD_MAX, "validation.password_max");

export const displayNameSchema = text()
  .trim()
  .min(1, "validation.display_name_required")
  .max(DISPLAY_NAME_MAX, "validation.display_name_max");

export const usernameValidateBody = z.strictObject({ username: usernameSchema });
export type UsernameValidateBody = z.infer<typeof usernameValidateBody>;

export const loginBody = z.strictObject({
  // Login does not re-check the format: a wrong username is simply INVALID_CREDENTIALS.
  username: text()
    .min(1, "validation.required")
    .max(USERNAME_MAX * 4),
  password: text()
    .min(1, "validation.required")
    .max(PASSWORD_MAX * 4),
});
export type LoginBody = z.infer<typeof loginBody>;

export const FINGERPRINT_MAX = 128;
/** The device fingerprint hash sent with registration (body and X-Fingerprint header). */
export const fingerprintHashSchema = text().min(1).max(FINGERPRINT_MAX);

export const registerBody = z
  .strictObject({
    username: usernameSchema,
    password: passwordSchema,
    confirmPassword: text().min(1, "validation.confirm_password_required").max(PASSWORD_MAX),
    displayName: displayNameSchema.optional(),
    fingerprint: fingerprintHashSchema,
    /** The player confirms they are 18 or older; registration is refused without it. */
    ageConfirmed: z.literal(true, { error: "validation.age_confirm_required" }),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: "password.validation.password_not_match",
    path: ["confirmPassword"],
  });
export type RegisterBody = z.infer<typeof registerBody>;

export const changePasswordBody = z
  .strictObject({
    currentPassword: text()
      .min(PASSWORD_MIN, "password.validation.password_must_greater_than")
      .max(PASSWORD_MAX * 4),
    newPassword: passwordSchema,
    confirmNewPassword: text()
      .min(1, "password.validation.please_enter_password")
      .min(PASSWORD_MIN, "password.validation.password_must_greater_than")
      .max(PASSWORD_MAX),
  })
  .refine((body) => body.newPassword === body.confirmNewPassword, {
    message: "password.validation.password_not_match",
    path: ["confirmNewPassword"],
  });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const playerSchema = z.object({ id: z.string(), username: z.string(), displayName: z.string() });
export type Player = z.infer<typeof playerSchema>;

/** `{player}`: register, login and the current-player lookup answer it. */
export const playerAnswerSchema = z.object({ player: playerSchema });

/** `GET /api/v2/players/info`: the player, their member names at the providers, their bank account. */
export const playerInfoSchema = z.object({
  player: playerSchema,
  credential: z.object({
    username: z.string(),
    providers: z.array(z.object({ provider: z.string(), username: z.string() })),
  }),
  bankAccounts: z.array(bankAccountSchema),
});
export type PlayerInfo = z.infer<typeof playerInfoSchema>;

export const usernameAvailabilitySchema = z.object({ available: z.boolean() });
