/**
 * Search-param validators for routes. They sit in the first bundle with the route tree, so they
 * are plain functions rather than zod schemas (zod would add ~20 KB gzip to the first screen).
 */
export function optionalText(value: unknown, maxLength = 2048): string | undefined {
  return typeof value === "string" && value.length > 0 && value.length <= maxLength ? value : undefined;
}
