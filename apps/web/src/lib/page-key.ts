import { PAGE_SIZE_DEFAULT } from "@kham/contract";
import type { Paging } from "./page-query";

/* A history's pages in the cache, apart from how they are fetched (page-query.ts). */

/** The page a history screen shows when its address names none: the first, of the default size. */
export const FIRST_PAGE: Paging = { page: 1, pageSize: PAGE_SIZE_DEFAULT };

/** A list's page in the cache: `[...key, {page, pageSize}]`. */
export function pageKey(listKey: readonly unknown[], { page, pageSize }: Paging) {
  return [...listKey, { page, pageSize }] as const;
}
