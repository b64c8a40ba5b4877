// Without zod, so the login and register screens load the schemas only when a form is validated.

/** Bounds of usernames, passwords and display names; the form and the server use the same schemas. */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const DISPLAY_NAME_MAX = 40;
export const USERNAME_PATTERN = /^[a-z0-9_-]+$/;

/** As `usernameSchema` decides: the register form asks whether such a name is free. */
export function isUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN && username.length <= USERNAME_MAX && USERNAME_PATTERN.test(username)
  );
}

/** Phone keyboards add spaces and capitals; rate limits key on it so all spellings share one budget. */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}
