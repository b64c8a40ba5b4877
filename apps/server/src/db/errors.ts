/**
 * Whether a statement failed on a unique index (PostgreSQL's 23505, on PGlite too). Drizzle wraps
 * the driver's error, so the code is looked for along its causes.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === "23505") return true;
    cause = cause.cause;
  }
  return false;
}
