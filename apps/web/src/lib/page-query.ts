import type { pageQuery } from "@kham/contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { z } from "zod";
import { type AnswerSchema, api } from "./api-client";
import { pageKey } from "./page-key";

/** Which page of a list to show: `?page&pageSize`, as the contract's `pageQuery` reads it. */
export type Paging = z.output<typeof pageQuery>;

/** A list the API answers a page at a time: its cache key prefix, its path and the schema of one row. */
export interface PagedList<S extends z.ZodType> {
  key: readonly unknown[];
  path: string;
  item: AnswerSchema<S>;
}

/** Rows change by themselves, so a page is refetched on every visit; the last stays while the next loads. */
export function pageQueryOptions<S extends z.ZodType>(list: PagedList<S>, paging: Paging) {
  const { page, pageSize } = paging;
  return queryOptions({
    queryKey: pageKey(list.key, paging),
    queryFn: ({ client }) =>
      api.get(
        `${list.path}?page=${page}&pageSize=${pageSize}`,
        (contract) => contract.pageSchema(list.item(contract)),
        { client },
      ),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}
