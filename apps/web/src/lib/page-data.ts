import { type DehydratedState, hydrate, type QueryClient } from "@tanstack/react-query";
import { INLINED, readInlinedData } from "./inlined-data";

type PageQuery = DehydratedState["queries"][number];

const isPageQuery = (query: Partial<PageQuery> | null): query is PageQuery =>
  Array.isArray(query?.queryKey) && typeof query.queryHash === "string" && typeof query.state === "object";

/** Each answer counts as read now, as the server's clock is not the browser's; loaders then reread none. */
export function takePageData(queryClient: QueryClient): void {
  const data = readInlinedData(INLINED.pageData) as { queries?: unknown } | undefined;
  if (!Array.isArray(data?.queries)) return;
  const now = Date.now();
  const queries = (data.queries as (Partial<PageQuery> | null)[])
    .filter(isPageQuery)
    .map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } }));
  hydrate(queryClient, { queries });
}
