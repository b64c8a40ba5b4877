/** Drizzle wraps the driver's error, so the code (23505) is looked for along its causes. */
export function isUniqueViolation(error: unknown): boolean {
  return hasCode(error, "23505");
}

function hasCode(error: unknown, code: string): boolean {
  for (let cause = error, depth = 0; cause instanceof Error && depth < 5; depth += 1) {
    if ((cause as { code?: unknown }).code === code) return true;
    cause = cause.cause;
  }
  return false;
}

/** Whether a statement failed on a foreign key (PostgreSQL's 23503): the row it points to is gone. */
export function isForeignKeyViolation(error: unknown): boolean {
  return hasCode(error, "23503");
}
