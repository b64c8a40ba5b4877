import { PAGE_SIZE_DEFAULT, type Page } from "@kham/contract";
import type { Paging } from "./page-query";

/*
 * A history's pages in the cache, apart from how they are fetched (page-query.ts): the first
 * bundle seeds a page the server rendered, and needs none of the fetching.
 */

/** The page a history screen shows when its address names none: the first, of the default size. */
export const FIRST_PAGE: Paging = { page: 1, pageSize: PAGE_SIZE_DEFAULT };

/** A list's page in the cache: `[...key, {page, pageSize}]`. */
export function pageKey(listKey: readonly unknown[], { page, pageSize }: Paging) {
  return [...listKey, { page, pageSize }] as const;
}

/**
 * A block the server wrote into the page as a history's first page (FIRST_PAGE), when it is one
 * in shape; else undefined, and the screen asks for it.
 */
export function firstPageOf<Item>(block: unknown): Page<Item> | undefined {
  const value = block as Partial<Page<Item>> | null | undefined;
  if (typeof value !== "object" || value === null || !Array.isArray(value.items)) return undefined;
  if (value.page !== FIRST_PAGE.page || value.pageSize !== FIRST_PAGE.pageSize) return undefined;
  return typeof value.total === "number" ? (value as Page<Item>) : undefined;
}
