import {
  type CategoryTab,
  categoryTab,
  DEFAULT_CATEGORY,
  PAGE_SIZE_MAX,
  type Provider,
  providers,
} from "@kham/contract";
import { categoryOfTab } from "./game-screens";
import { FIRST_PAGE } from "./page-key";
import type { Paging } from "./page-query";

/** Plain functions, not zod schemas: they sit in the first bundle with the route tree. */
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

/** A history screen's loader deps: the page it shows, the URL's or else the first of the default size. */
export function pagingDeps({ search }: { search: ReturnType<typeof pageSearch> }): Paging {
  return { page: search.page ?? FIRST_PAGE.page, pageSize: search.pageSize ?? FIRST_PAGE.pageSize };
}

/** askmebet's `?tab=`: a game category's tab, Slot when it names none. */
export function categoryTabSearch(search: Record<string, unknown>): { tab: CategoryTab } {
  return { tab: categoryTab(categoryOfTab(search.tab) ?? DEFAULT_CATEGORY) };
}

/** The deposit screen's `?provider=`, set by a game screen so the form starts on that provider. */
export function providerSearch(search: Record<string, unknown>): { provider?: Provider | undefined } {
  const provider = providers.find((candidate) => candidate === search.provider);
  return { provider };
}
