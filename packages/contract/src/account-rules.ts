// Without zod: the login and register screens show these bounds and check a name's shape as the
// player types, and their schemas (in accounts.ts) load only when a form is first validated.

/** Bounds of usernames, passwords and display names; the form and the server use the same schemas. */
export const USERNAME_MIN = 4;
export const USERNAME_MAX = 20;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const DISPLAY_NAME_MAX = 40;
export const USERNAME_PATTERN = /^[a-z0-9_-]+$/;

/**
 * Whether `username` is a name registration accepts, as `usernameSchema` decides (its text checks
 * cannot fail for a name of these characters): the register form asks whether such a name is free.
 */
export function isUsername(username: string): boolean {
  return (
    username.length >= USERNAME_MIN && username.length <= USERNAME_MAX && USERNAME_PATTERN.test(username)
  );
}

/**
 * The name login looks a player up by (phone keyboards add spaces and capitalise the first letter);
 * a limit keyed on a username uses it too, so every spelling of one name shares one budget.
 */
export function normaliseUsername(username: string): string {
  return username.trim().toLowerCase();
}
