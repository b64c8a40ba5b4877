import { PAGE_SIZE_MAX } from "@kham/contract";

/**
 * Search-param validators for routes. They sit in the first bundle with the route tree, so they
 * are plain functions rather than zod schemas (zod would add ~20 KB gzip to the first screen).
 */
export function optionalText(value: unknown, maxLength = 2048): string | undefined {
  return typeof value === "string" && value.length > 0 && value.length <= maxLength ? value : undefined;
}

/** A page number or size from the URL; anything else is dropped, so the default applies. */
export function positiveInteger(value: unknown, max = 1_000_000): number | undefined {
  const number = typeof value === "string" ? Number(value) : value;
  return typeof number === "number" && Number.isInteger(number) && number >= 1 && number <= max
    ? number
    : undefined;
}

/** The `?page&pageSize` of the history screens. */
export function pageSearch(search: Record<string, unknown>): { page?: number; pageSize?: number } {
  return { page: positiveInteger(search.page), pageSize: positiveInteger(search.pageSize, PAGE_SIZE_MAX) };
}
